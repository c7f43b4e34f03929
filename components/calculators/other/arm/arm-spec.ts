/**
 * The ARM calculator's inputs: price, down payment and term are the shared ones (calculator
 * store), and so is the rate, which is the fixed rate the ARM is compared with; the product, the
 * ARM's start rate, margin, index and the visitor's own index path are this page's extra fields.
 * The browser loads this module first, so it never imports the engine.
 */
import type { ScenarioParam } from "@/lib/calculator/scenario";
import type { CalculatorInputs } from "@/lib/calculator/types";
import type { ArmInput, ArmProduct } from "@/lib/mortgage/arm";

import { choiceField, publishedRateField, rateField, type ExtraValues } from "../extras/extra-fields";
import { signedRateField } from "../extras/signed-rate-field";

export const ARM_PRODUCT_CHOICES: readonly ArmProduct[] = ["5/6", "7/6", "10/6"];

/** Decimals of the 30-day Average SOFR as the New York Fed publishes it (and the index fields keep). */
export const ARM_INDEX_DECIMALS = 5;

/**
 * Extra fields. `index` starts at the newest 30-day Average SOFR the site holds, passed in by the
 * page (arm-page.tsx), or at the example the page names when it holds none; both index fields
 * keep the index's 5 decimals, so the figures for it are exact. The start rate and margin start
 * at round example figures (the agencies accept margins up to 3%).
 */
export function armSpec(index: number) {
  return {
    product: choiceField<ArmProduct>("5/6", ARM_PRODUCT_CHOICES),
    armRate: rateField(0.06),
    margin: rateField(0.0275),
    index: publishedRateField(index, ARM_INDEX_DECIMALS),
    yourIndex: publishedRateField(index, ARM_INDEX_DECIMALS),
    indexChange: signedRateField(0.005),
  };
}

export type ArmSpec = ReturnType<typeof armSpec>;
export type ArmExtras = ExtraValues<ArmSpec>;

export const ARM_SHARE_PARAMS: readonly ScenarioParam[] = ["price", "downPayment", "downPaymentPercent", "rate", "term"];

/** The engine's input from the page's inputs. */
export function armInput(inputs: CalculatorInputs, extras: ArmExtras): ArmInput {
  const li = inputs.loanInputs;
  return {
    loanAmount: li.loan,
    initialRate: extras.armRate,
    product: extras.product,
    margin: extras.margin,
    index: extras.index,
    termMonths: li.term,
    customIndexStart: extras.yourIndex,
    customIndexChangePerYear: extras.indexChange,
    fixedRate: li.rate,
  };
}
