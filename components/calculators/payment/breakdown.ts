import type { PaymentProgram } from "@/lib/calculator/programs";
import type { PurchaseResult } from "@/lib/mortgage/purchase";

/** One slice of the monthly payment. */
export interface BreakdownPart {
  key: "principalAndInterest" | "propertyTax" | "homeInsurance" | "mortgageInsurance" | "hoa";
  label: string;
  value: number;
  /** Fill colour; each has at least 3:1 contrast on white (WCAG 1.4.11 for graphics). */
  color: string;
}

/** The colours of the payment parts (each 3:1 contrast on white). */
const COLORS: Readonly<Record<BreakdownPart["key"], string>> = {
  principalAndInterest: "#00703c",
  propertyTax: "#2f6db5",
  homeInsurance: "#b35c00",
  mortgageInsurance: "#7a3fb0",
  hoa: "#5c6b66",
};

/** The parts of a monthly payment in display order (any part may be 0), with the program's name for its insurance. */
export function paymentParts(figures: Readonly<Record<BreakdownPart["key"], number>>, insuranceLabel: string): BreakdownPart[] {
  const labels: Record<BreakdownPart["key"], string> = {
    principalAndInterest: "Principal and interest",
    propertyTax: "Property tax",
    homeInsurance: "Home insurance",
    mortgageInsurance: insuranceLabel,
    hoa: "HOA dues",
  };
  return (Object.keys(labels) as BreakdownPart["key"][]).map((key) => ({ key, label: labels[key], value: figures[key], color: COLORS[key] }));
}

/** The parts of a payment calculator's monthly payment: VA loans carry no monthly insurance, and say so. */
export function programBreakdownParts(result: PurchaseResult, program: PaymentProgram): BreakdownPart[] {
  return paymentParts(result, program.calcType === "va" ? "Mortgage insurance (none for VA)" : program.insuranceLabel);
}
