/*
 * Every client calculator, by its registry key (lib/calculator/registry.ts), for the server's
 * render of an island. Only the server branch of calculator-island.tsx requires this module
 * (`typeof window` is a build-time constant), so none of it reaches a browser's first load; the
 * browser loads each calculator as a chunk of its own (engine-stage.ts).
 */
import type { ComponentProps } from "react";

import type { CalculatorComponentId } from "@/lib/calculator/registry";

import { ArmCalculatorRoot } from "../other/arm/arm-calculator";
import { AffordabilityCalculatorRoot } from "../other/affordability/affordability-calculator";
import { DebtConsolidationCalculatorRoot } from "../other/debt-consolidation/debt-consolidation-calculator";
import { DownPaymentCalculatorRoot } from "../other/down-payment/down-payment-calculator";
import { PointsCalculatorRoot } from "../other/points/points-calculator";
import { RefinanceCalculatorRoot } from "../other/refinance/refinance-calculator";
import { RentVsBuyCalculatorRoot } from "../other/rent-vs-buy/rent-vs-buy-calculator";
import { VaCashOutCalculatorRoot } from "../other/va/va-cash-out-calculator";
import { VaEntitlementCalculatorRoot } from "../other/va/va-entitlement-calculator";
import { VaIrrrlCalculatorRoot } from "../other/va/va-irrrl-calculator";
import { PaymentCalculatorRoot } from "../payment/payment-calculator";
import { QuickCalculatorRoot } from "../quick/quick-calculator";

export const SERVER_CALCULATORS = {
  payment: PaymentCalculatorRoot,
  quick: QuickCalculatorRoot,
  affordability: AffordabilityCalculatorRoot,
  debtConsolidation: DebtConsolidationCalculatorRoot,
  downPayment: DownPaymentCalculatorRoot,
  refinance: RefinanceCalculatorRoot,
  vaCashOut: VaCashOutCalculatorRoot,
  vaEntitlement: VaEntitlementCalculatorRoot,
  vaIrrrl: VaIrrrlCalculatorRoot,
  rentVsBuy: RentVsBuyCalculatorRoot,
  arm: ArmCalculatorRoot,
  points: PointsCalculatorRoot,
} satisfies Record<CalculatorComponentId, unknown>;

/** The props of the calculator with registry key `I`. */
export type CalculatorProps<I extends CalculatorComponentId> = ComponentProps<(typeof SERVER_CALCULATORS)[I]>;
