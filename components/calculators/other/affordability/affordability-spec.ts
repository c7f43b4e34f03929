/**
 * The affordability calculators' inputs: the shared ones (income, debts, rate, term, tax and
 * insurance rates, HOA, credit score, VA flags, state) live in the calculator store; the rest
 * are this page's extra fields.
 */
import { initialInputs } from "@/lib/calculator/initial";
import type { ScenarioParam } from "@/lib/calculator/scenario";
import { hoaMonthly } from "@/lib/calculator/transitions";
import type { CalculatorInputs } from "@/lib/calculator/types";
import type { AffordabilityInput } from "@/lib/mortgage/affordability";
import type { CalcType } from "@/lib/mortgage/types";

import { choiceField, countField, flagField, moneyField, type ExtraValues } from "../extras/extra-fields";

export const AFFORDABILITY_PROGRAMS: readonly CalcType[] = ["conventional", "fha", "va", "usda"];

export const PROGRAM_NAMES: Readonly<Record<CalcType, string>> = {
  conventional: "Conventional",
  fha: "FHA",
  va: "VA",
  usda: "USDA",
};

/**
 * Extra fields. `cash` is the money set aside for the down payment (the shared down payment is
 * tied to a chosen price, which is what this page finds). Its first value is the program's
 * down payment on the default home: 20% conventional, FHA's 3.5%.
 */
export function affordabilitySpec(fixedProgram: CalcType | null) {
  const program = fixedProgram ?? "conventional";
  return {
    program: choiceField<CalcType>(program, fixedProgram ? [fixedProgram] : AFFORDABILITY_PROGRAMS),
    cash: moneyField(initialInputs({ calcType: program }).loanInputs.downPayment),
    stretch: flagField(false),
    familySize: countField(3, 1, 12),
    netIncome: moneyField(0),
  };
}

export type AffordabilitySpec = ReturnType<typeof affordabilitySpec>;
export type AffordabilityExtras = ExtraValues<AffordabilitySpec>;

/** The shared inputs a link carries (price with the annual tax and insurance gives their rates). */
export const AFFORDABILITY_SHARE_PARAMS: readonly ScenarioParam[] = [
  "income",
  "monthlyDebt",
  "rate",
  "term",
  "price",
  "taxAnnual",
  "insuranceAnnual",
  "hoa",
  "creditScore",
  "includePMI",
  "isVaDisabled",
  "isVaSubsequentUse",
  "state",
];

/** The engine's input from the page's inputs. */
export function affordabilityInput(inputs: CalculatorInputs, extras: AffordabilityExtras, program: CalcType): AffordabilityInput {
  const li = inputs.loanInputs;
  return {
    calcType: program,
    income: inputs.income,
    monthlyDebt: inputs.monthlyDebt,
    downPayment: extras.cash,
    rate: li.rate,
    term: li.term,
    taxRate: li.taxRate,
    insuranceRate: li.insuranceRate,
    hoa: hoaMonthly(inputs.hoa),
    creditScore: li.creditScore,
    includePMI: li.includePMI,
    stretch: extras.stretch,
    isVaDisabled: li.isVaDisabled,
    isVaSubsequentUse: li.isVaSubsequentUse,
    state: li.state,
    familySize: extras.familySize,
    ...(extras.netIncome > 0 ? { monthlyNetIncome: extras.netIncome } : {}),
  };
}

/** The two pages' extra fields (one definition for the server and the browser). */
export const HOME_AFFORDABILITY_SPEC = affordabilitySpec(null);
export const FHA_AFFORDABILITY_SPEC = affordabilitySpec("fha");
