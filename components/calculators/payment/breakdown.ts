import type { PurchaseResult } from "@/lib/mortgage/purchase";

/** One slice of the monthly payment. */
export interface BreakdownPart {
  key: "principalAndInterest" | "propertyTax" | "homeInsurance" | "mortgageInsurance" | "hoa";
  label: string;
  value: number;
  /** Fill colour; each has at least 3:1 contrast on white (WCAG 1.4.11 for graphics). */
  color: string;
}

/** The parts of the monthly payment in display order, with the program's name for its insurance. */
export function breakdownParts(result: PurchaseResult, insuranceLabel: string): BreakdownPart[] {
  return [
    { key: "principalAndInterest", label: "Principal and interest", value: result.principalAndInterest, color: "#00703c" },
    { key: "propertyTax", label: "Property tax", value: result.propertyTax, color: "#2f6db5" },
    { key: "homeInsurance", label: "Home insurance", value: result.homeInsurance, color: "#b35c00" },
    { key: "mortgageInsurance", label: insuranceLabel, value: result.mortgageInsurance, color: "#7a3fb0" },
    { key: "hoa", label: "HOA dues", value: result.hoa, color: "#5c6b66" },
  ];
}
