/**
 * The debt consolidation calculator's inputs: home value, mortgage balance and rate (the store's
 * `refi`), the new rate and term, credit score and VA flags are shared; the debts and the
 * current loan's details are this page's extra fields. Up to six debts, each four fields
 * (`debt1Name`, `debt1Balance`, `debt1Rate`, `debt1Payment`, ...), so a GET form and a link carry
 * them as plain parameters.
 */
import type { ScenarioParam } from "@/lib/calculator/scenario";
import type { CalculatorInputs } from "@/lib/calculator/types";
import type { Debt, DebtConsolidationInput } from "@/lib/mortgage/debt-consolidation";
import type { RefinanceProgram } from "@/lib/mortgage/refinance";

import { choiceField, countField, flagField, moneyField, monthsField, rateField, textField, type ExtraField, type ExtraValues } from "../extras/extra-fields";

export const MAX_DEBTS = 6;
export const DEBT_SLOTS = Array.from({ length: MAX_DEBTS }, (_, i) => i + 1);

/**
 * First values: two typical debts, a credit card balance at a card rate and a car loan, so the
 * first view compares something real; the other slots are empty.
 */
const FIRST_DEBTS: Readonly<Record<number, { name: string; balance: number; rate: number; payment: number }>> = {
  1: { name: "Credit card", balance: 12_000, rate: 0.229, payment: 360 },
  2: { name: "Car loan", balance: 18_000, rate: 0.079, payment: 450 },
};

/** The four fields of each debt slot: `debt1Name`, `debt1Balance`, `debt1Rate`, `debt1Payment`, ... */
export type DebtFieldName = `debt${number}${"Name" | "Balance" | "Rate" | "Payment"}`;

function debtFields(): Record<DebtFieldName, ExtraField> {
  const fields: Record<DebtFieldName, ExtraField> = {};
  for (const i of DEBT_SLOTS) {
    const first = FIRST_DEBTS[i];
    fields[`debt${i}Name`] = textField(first?.name ?? `Debt ${i}`);
    fields[`debt${i}Balance`] = moneyField(first?.balance ?? 0);
    fields[`debt${i}Rate`] = rateField(first?.rate ?? 0);
    fields[`debt${i}Payment`] = moneyField(first?.payment ?? 0);
  }
  return fields;
}

const BASE_SPEC = {
  program: choiceField<RefinanceProgram>("conventional", ["conventional", "fha", "va"]),
  debtCount: countField(2, 1, MAX_DEBTS),
  currentTerm: monthsField(330),
  currentPayment: moneyField(0),
  estimateClosingCosts: flagField(true),
  closingCosts: moneyField(0),
  rollClosingCosts: flagField(true),
};

export const DEBT_CONSOLIDATION_SPEC: typeof BASE_SPEC & Record<DebtFieldName, ExtraField> = { ...BASE_SPEC, ...debtFields() };

export type DebtConsolidationSpec = typeof DEBT_CONSOLIDATION_SPEC;
export type DebtConsolidationExtras = ExtraValues<DebtConsolidationSpec>;

export const DEBT_CONSOLIDATION_SHARE_PARAMS: readonly ScenarioParam[] = [
  "homeValue",
  "mortgageBalanceFirst",
  "currentRate",
  "rate",
  "term",
  "creditScore",
  "isVaDisabled",
  "isVaSubsequentUse",
];

/** A slot's debt, read from the extras. */
export function debtAt(extras: DebtConsolidationExtras, slot: number): Required<Debt> {
  const value = (field: string) => (extras as Record<string, string | number | boolean>)[`debt${slot}${field}`];
  const number = (field: string) => {
    const v = value(field);
    return typeof v === "number" ? v : 0;
  };
  const name = value("Name");
  const trimmed = typeof name === "string" ? name.trim() : "";
  return { name: trimmed !== "" ? trimmed : `Debt ${slot}`, balance: number("Balance"), rate: number("Rate"), payment: number("Payment") };
}

/** The debts in use: the first `debtCount` slots that have a balance. */
export function debtsOf(extras: DebtConsolidationExtras): Required<Debt>[] {
  return DEBT_SLOTS.slice(0, extras.debtCount)
    .map((slot) => debtAt(extras, slot))
    .filter((debt) => debt.balance > 0);
}

/** The engine's input from the page's inputs. */
export function debtConsolidationInput(inputs: CalculatorInputs, extras: DebtConsolidationExtras): DebtConsolidationInput {
  const { refi, loanInputs: li } = inputs;
  return {
    program: extras.program,
    homeValue: refi.homeValue,
    mortgageBalance: refi.mortgageBalanceFirst,
    mortgageRate: refi.currentRate,
    mortgageRemainingTerm: extras.currentTerm,
    ...(extras.currentPayment > 0 ? { mortgagePayment: extras.currentPayment } : {}),
    debts: debtsOf(extras),
    newRate: li.rate,
    newTerm: li.term,
    ...(extras.estimateClosingCosts ? {} : { closingCosts: extras.closingCosts }),
    rollClosingCosts: extras.rollClosingCosts,
    creditScore: li.creditScore,
    isVaDisabled: li.isVaDisabled,
    isVaSubsequentUse: li.isVaSubsequentUse,
  };
}
