/**
 * The points and buydown calculator's inputs: price, down payment, rate (the rate without
 * points, and a buydown's note rate) and term are the shared ones (calculator store); the points,
 * the rate they buy, how long the loan is kept and the temporary buydown are this page's extra
 * fields. The browser loads this module first, so it never imports the engine.
 */
import type { ScenarioParam } from "@/lib/calculator/scenario";
import type { CalculatorInputs } from "@/lib/calculator/types";
import type { BuydownInput, TemporaryBuydown } from "@/lib/mortgage/buydown";

import { choiceField, countField, rateField, type ExtraValues } from "../extras/extra-fields";
import { decimalField } from "../extras/signed-rate-field";

export const BUYDOWN_CHOICES: readonly TemporaryBuydown[] = ["none", "1-0", "2-1", "3-2-1"];

export const BUYDOWN_LABELS: Readonly<Record<TemporaryBuydown, string>> = {
  none: "None",
  "1-0": "1-0 (1 point lower for a year)",
  "2-1": "2-1 (2 points lower, then 1)",
  "3-2-1": "3-2-1 (3, 2, then 1 point lower)",
};

/** Extra fields: one point buying a quarter point off the shared default rate, kept 7 years, and a 2-1 buydown. */
export const POINTS_SPEC = {
  points: decimalField(1, 0, 10, 3),
  pointsRate: rateField(0.065),
  holdYears: countField(7, 1, 40),
  buydown: choiceField<TemporaryBuydown>("2-1", BUYDOWN_CHOICES),
};

export type PointsSpec = typeof POINTS_SPEC;
export type PointsExtras = ExtraValues<PointsSpec>;

export const POINTS_SHARE_PARAMS: readonly ScenarioParam[] = ["price", "downPayment", "downPaymentPercent", "rate", "term"];

/** The engine's input from the page's inputs. */
export function pointsInput(inputs: CalculatorInputs, extras: PointsExtras): BuydownInput {
  const li = inputs.loanInputs;
  return {
    price: li.price,
    loanAmount: li.loan,
    rate: li.rate,
    termMonths: li.term,
    points: extras.points,
    pointsRate: extras.pointsRate,
    holdMonths: extras.holdYears * 12,
    buydown: extras.buydown,
  };
}
