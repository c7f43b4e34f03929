/** Shared shapes of the calculators' inputs and results. */
import { formatUsdDigits } from "@/lib/format/en-us";

/** The four loan programs of the payment calculators (seed calcType). */
export type CalcType = "conventional" | "fha" | "usda" | "va";

export const CALC_TYPES: readonly CalcType[] = ["conventional", "fha", "usda", "va"];

/**
 * Whether the scenario fits the program. `reasons` are sentences for the user when it does not;
 * the figures are still computed from the inputs as given so the page always has numbers to show.
 */
export interface Eligibility {
  readonly eligible: boolean;
  readonly reasons: string[];
}

/** Collects messages while a calculator reads its input; `eligible` is false once any is added. */
export class Findings {
  readonly reasons: string[] = [];
  readonly notes: string[] = [];

  /** A problem that makes the scenario ineligible or invalid. */
  fail(message: string): void {
    if (!this.reasons.includes(message)) this.reasons.push(message);
  }

  /** Information that does not block the scenario. */
  note(message: string): void {
    if (!this.notes.includes(message)) this.notes.push(message);
  }

  eligibility(): Eligibility {
    return { eligible: this.reasons.length === 0, reasons: [...this.reasons] };
  }
}

/** Dollars for messages: "$12,345" for whole dollars, otherwise "$12,345.67" (never "$12,345.5"). */
export function formatUsd(dollars: number): string {
  return Number.isInteger(Math.round(dollars * 100) / 100) ? formatUsdDigits(dollars, 0, 0) : formatUsdDigits(dollars, 2, 2);
}

/**
 * Reads a money input: a finite number of dollars >= 0. Anything else gives 0 and a message
 * naming the field, so bad input is reported and never crashes a calculation.
 */
export function readMoney(value: number | undefined, label: string, findings: Findings, fallback = 0): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isFinite(value)) {
    findings.fail(`${label} must be a number of dollars.`);
    return 0;
  }
  if (value < 0) {
    findings.fail(`${label} cannot be negative.`);
    return 0;
  }
  return value;
}

/** Reads an annual interest rate fraction in [0, 1]; anything else gives 0 and a message. */
export function readRate(value: number | undefined, label: string, findings: Findings, fallback = 0): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 1) {
    findings.fail(`${label} must be between 0% and 100%.`);
    return 0;
  }
  return value;
}

/** Reads a term in whole months (1-600); anything else gives `fallback` and a message. */
export function readTerm(value: number | undefined, label: string, findings: Findings, fallback = 360): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 1 || value > 600) {
    findings.fail(`${label} must be between 1 and 600 months.`);
    return fallback;
  }
  return Math.floor(value);
}

/** Reads a loan program; anything else is reported and read as conventional. */
export function readCalcType(value: unknown, findings: Findings): CalcType {
  if (typeof value === "string" && (CALC_TYPES as readonly string[]).includes(value)) return value as CalcType;
  findings.fail("Choose a loan program: conventional, FHA, USDA or VA.");
  return "conventional";
}

/** Reads a credit score, clamped to the seed's 400-850 range; non-numbers give `fallback`. */
export function readCreditScore(value: number | undefined, findings: Findings, fallback = 760): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isFinite(value)) {
    findings.fail("Credit score must be a number between 400 and 850.");
    return fallback;
  }
  return Math.min(850, Math.max(400, Math.floor(value)));
}
