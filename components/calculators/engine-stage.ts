/**
 * The first of a calculator's two chunks: the parts of the engine every calculator uses
 * (amortization, the programs' loan rules and their reference tables) and the calculator store.
 * Loading a calculator in two steps splits the evaluation of its code into two tasks, a network
 * round apart: evaluated in one go, the payment calculator was one of the longest tasks of its
 * page's start (about 330 ms at 4x CPU, then about 100 ms each in two). Each calculator's own
 * chunk is requested from here, so webpack leaves out of it everything this chunk already holds.
 */
// Each calculator's own engine module (purchase, refinance, ...) stays in its second chunk:
// evaluating all of them here made this step 60% longer for any one calculator.
import "@/lib/calculator/provider";
import "@/lib/mortgage/amortization";
import "@/lib/mortgage/program-loan";

import type { ComponentType } from "react";

import type { CalculatorComponentId } from "@/lib/calculator/registry";

import type { CalculatorProps } from "./ui/server-calculators";

/**
 * The second chunk of each calculator: its components, by registry key (lib/calculator/registry.ts).
 * The type asks for every key, each loading the component the server renders for it.
 */
export const calculators = {
  payment: () => import("./payment/payment-calculator").then((module) => module.PaymentCalculatorRoot),
  quick: () => import("./quick/quick-calculator").then((module) => module.QuickCalculatorRoot),
  affordability: () => import("./other/affordability/affordability-calculator").then((module) => module.AffordabilityCalculatorRoot),
  debtConsolidation: () => import("./other/debt-consolidation/debt-consolidation-calculator").then((module) => module.DebtConsolidationCalculatorRoot),
  downPayment: () => import("./other/down-payment/down-payment-calculator").then((module) => module.DownPaymentCalculatorRoot),
  refinance: () => import("./other/refinance/refinance-calculator").then((module) => module.RefinanceCalculatorRoot),
  vaCashOut: () => import("./other/va/va-cash-out-calculator").then((module) => module.VaCashOutCalculatorRoot),
  vaEntitlement: () => import("./other/va/va-entitlement-calculator").then((module) => module.VaEntitlementCalculatorRoot),
  vaIrrrl: () => import("./other/va/va-irrrl-calculator").then((module) => module.VaIrrrlCalculatorRoot),
  rentVsBuy: () => import("./other/rent-vs-buy/rent-vs-buy-calculator").then((module) => module.RentVsBuyCalculatorRoot),
  arm: () => import("./other/arm/arm-calculator").then((module) => module.ArmCalculatorRoot),
  points: () => import("./other/points/points-calculator").then((module) => module.PointsCalculatorRoot),
} satisfies { [I in CalculatorComponentId]: () => Promise<ComponentType<CalculatorProps<I>>> };
