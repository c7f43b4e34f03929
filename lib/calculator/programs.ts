import type { ScenarioParam } from "@/lib/calculator/scenario";
import type { CalcType } from "@/lib/calculator/types";

/** What each payment calculator page is: its program, address and names. */
export interface PaymentProgram {
  calcType: CalcType;
  /** Static, registered path. */
  path: "/mortgage-calculator/" | "/fha-loan-calculator/" | "/usda-loan-calculator/" | "/va-loan-calculator/";
  /** Short name of the loan ("FHA"). */
  name: string;
  /** Name of the program's mortgage insurance line ("PMI", "FHA MIP"). */
  insuranceLabel: string;
}

export const PAYMENT_PROGRAMS: Readonly<Record<CalcType, PaymentProgram>> = {
  conventional: { calcType: "conventional", path: "/mortgage-calculator/", name: "Conventional", insuranceLabel: "PMI" },
  fha: { calcType: "fha", path: "/fha-loan-calculator/", name: "FHA", insuranceLabel: "FHA mortgage insurance (MIP)" },
  usda: { calcType: "usda", path: "/usda-loan-calculator/", name: "USDA", insuranceLabel: "USDA annual fee" },
  va: { calcType: "va", path: "/va-loan-calculator/", name: "VA", insuranceLabel: "Mortgage insurance" },
};

export const PROGRAM_ORDER: readonly CalcType[] = ["conventional", "fha", "usda", "va"];

const COMMON: readonly ScenarioParam[] = [
  "price",
  "downPayment",
  "downPaymentPercent",
  "rate",
  "term",
  "taxAnnual",
  "insuranceAnnual",
  "hoa",
  "state",
  "county",
  "extraMonthly",
];

/** The scenario parameters a payment calculator's share link carries (docs/architecture.md, Scenario links). */
export function shareParams(calcType: CalcType): readonly ScenarioParam[] {
  switch (calcType) {
    case "conventional":
      return [...COMMON, "creditScore", "includePMI"];
    case "fha":
    case "usda":
      return [...COMMON, "creditScore"];
    case "va":
      return [...COMMON, "isVaDisabled", "isVaSubsequentUse", "vaEntitlementUsed"];
  }
}
