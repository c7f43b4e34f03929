/**
 * The rent-or-buy calculator's inputs: price, down payment, rate, term, property tax, insurance
 * and HOA are the shared ones (calculator store); the rent, the years you would stay and the
 * model's rates are this page's extra fields. The first values are the model's usual assumptions
 * (each named on the page). The browser loads this module first, so it never imports the engine.
 */
import { hoaMonthly } from "@/lib/calculator/transitions";
import type { ScenarioParam } from "@/lib/calculator/scenario";
import type { CalculatorInputs } from "@/lib/calculator/types";
import type { RentVsBuyInput } from "@/lib/mortgage/rent-vs-buy";

import { countField, flagField, moneyField, rateField, type ExtraValues } from "../extras/extra-fields";
import { signedRateField } from "../extras/signed-rate-field";

export const RENT_VS_BUY_SPEC = {
  rent: moneyField(2_500),
  years: countField(10, 1, 40),
  appreciation: signedRateField(0.03),
  rentGrowth: signedRateField(0.03),
  investmentReturn: rateField(0.05),
  maintenanceRate: rateField(0.01),
  buyingCostRate: rateField(0.03),
  sellingCostRate: rateField(0.06),
  marginalTaxRate: rateField(0.22),
  filingJointly: flagField(true),
};

export type RentVsBuySpec = typeof RENT_VS_BUY_SPEC;
export type RentVsBuyExtras = ExtraValues<RentVsBuySpec>;

export const RENT_VS_BUY_SHARE_PARAMS: readonly ScenarioParam[] = [
  "price",
  "downPayment",
  "downPaymentPercent",
  "rate",
  "term",
  "taxAnnual",
  "insuranceAnnual",
  "hoa",
];

/** The engine's input from the page's inputs. */
export function rentVsBuyInput(inputs: CalculatorInputs, extras: RentVsBuyExtras): RentVsBuyInput {
  const li = inputs.loanInputs;
  return {
    price: li.price,
    downPayment: li.downPayment,
    rate: li.rate,
    termMonths: li.term,
    taxAnnual: li.taxAnnual,
    insuranceAnnual: li.insuranceAnnual,
    hoa: hoaMonthly(inputs.hoa),
    ...extras,
  };
}
