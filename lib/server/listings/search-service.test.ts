import fc from "fast-check";

import { loanScenario } from "@/lib/listings/loan-scenario";
import { DEFAULT_PAYMENT_SCENARIO, type PaymentScenario } from "@/lib/listings/search";
import { loanPaymentEstimate } from "@/lib/mortgage/payment-estimate";
import { CALC_TYPES } from "@/lib/mortgage/types";

import { loanPaymentCents } from "./listing-payment";
import { maxPriceForLoanCents } from "./search-service";

describe("maxPriceForLoanCents", () => {
  it("no price above the cap has a loan payment within the budget (so the SQL price bound drops no match)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CALC_TYPES),
        fc.integer({ min: 0, max: 9900 }),
        fc.integer({ min: 0, max: 2500 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 1, max: 5_000_000 }),
        (calcType, dp, rate, budget, above) => {
          const scenario: PaymentScenario = { ...DEFAULT_PAYMENT_SCENARIO, calcType, downPaymentPercent: dp / 100, ratePercent: rate / 100 };
          const cap = maxPriceForLoanCents(loanPaymentEstimate(loanScenario(scenario)), budget);
          return loanPaymentCents(cap + above, scenario) > budget;
        },
      ),
      { numRuns: 300 },
    );
  });
});
