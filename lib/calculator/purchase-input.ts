import type { CountyLocation } from "@/lib/calculator/location-types";
import { hoaMonthly } from "@/lib/calculator/transitions";
import type { CalcType, Hoa, LoanInputs } from "@/lib/calculator/types";
import type { PurchaseInput } from "@/lib/mortgage/purchase";

/**
 * The engine's input for the calculator's state: a field-by-field mapping, no arithmetic beyond
 * the store's own HOA rule (dues per month). The page's program wins over the stored type.
 *
 * VA: the calculator is for people eligible for VA benefits, so `isVeteran` is not asked there
 * (the store's default is false, the seed's value for everyone else) and the engine is told yes.
 */
export function purchaseInput(calcType: CalcType, li: LoanInputs, hoa: Hoa, extraMonthly: number, county: CountyLocation | null): PurchaseInput {
  return {
    calcType,
    price: li.price,
    downPayment: li.downPayment,
    rate: li.rate,
    term: li.term,
    taxAnnual: li.taxAnnual,
    insuranceAnnual: li.insuranceAnnual,
    hoa: hoaMonthly(hoa),
    creditScore: li.creditScore,
    includePMI: li.includePMI,
    isVeteran: calcType === "va" ? true : li.isVeteran,
    isVaDisabled: li.isVaDisabled,
    isVaSubsequentUse: li.isVaSubsequentUse,
    vaEntitlementUsed: li.vaEntitlementUsed,
    ...(county ? { conformingLimit: county.conformingLimit } : {}),
    ...(county?.fhaLimit ? { fhaLimit: county.fhaLimit } : {}),
    ...(extraMonthly > 0 ? { extra: { monthly: extraMonthly } } : {}),
  };
}
