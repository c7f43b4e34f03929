import { CalculatorIsland } from "@/components/calculators/calculator-island";
import { locationStart, placeForZip } from "@/lib/server/location/location-data";
import { CalculatorPage } from "@/components/calculators/ui/calculator-page";
import type { CalculatorPageInput } from "@/components/calculators/ui/scenario-twin";
import { SiteLink } from "@/components/layout/site-link";
import type { FaqItem } from "@/components/seo";
import { initialInputs } from "@/lib/calculator/initial";
import type { Scenario } from "@/lib/calculator/scenario";
import { SOURCES } from "@/lib/mortgage/sources";
import { computeVaEntitlement, VA_BASIC_ENTITLEMENT } from "@/lib/mortgage/va-entitlement";
import { CONFORMING_BASELINE_2026 } from "@/lib/reference/national-limits";

import { formatMoney } from "../format";
import { SourceNote } from "../sources";
// Its calculator's styles, in the page's first CSS (components/calculators/README.md, Its CSS).
import "@/components/calculators/ui/calculator.module.css";
import "@/components/calculators/ui/fields.module.css";
import "../other.module.css";

export const VA_ENTITLEMENT_PATH = "/va-entitlement-calculator/";

function faq(): FaqItem[] {
  const baseline = CONFORMING_BASELINE_2026[0];
  return [
    {
      question: "What is VA entitlement?",
      answer:
        "It is the amount VA guarantees to your lender if you default: 25% of the loan. Because of that guarantee, lenders can offer VA loans with no down payment. Your Certificate of Eligibility shows your entitlement and any part of it in use.",
    },
    {
      question: "Is there a VA loan limit?",
      answer:
        "Not with full entitlement: since January 1, 2020, borrowers with full entitlement can get a zero-down VA loan of any size a lender approves. With entitlement in use (a VA loan you still have, or one lost to foreclosure), the county's conforming loan limit decides how much you can borrow with nothing down.",
    },
    {
      question: "How is remaining entitlement calculated?",
      answer: `Take 25% of the county's conforming loan limit and subtract the entitlement in use. In a county at the 2026 baseline of ${formatMoney(baseline)}, that cap is ${formatMoney(computeVaEntitlement({ price: 0, countyLimit: baseline, entitlementUsed: 0 }).guarantyCap)}. The largest zero-down loan is four times what remains.`,
    },
    {
      question: "What if the home costs more than my zero-down limit?",
      answer:
        "You can still use a VA loan: lenders usually ask for a down payment of 25% of the amount above your zero-down limit, so that their loan is 25% guaranteed by VA and the down payment together.",
    },
    {
      question: "How do I get my entitlement back?",
      answer: (
        <p>
          Selling the home and paying off the VA loan restores it; you can also restore it once if you pay off the loan and keep the home. A veteran who assumes
          your VA loan can substitute their entitlement for yours. The basic entitlement is {formatMoney(VA_BASIC_ENTITLEMENT)}; see the{" "}
          <SiteLink href="/va-funding-fee-chart/">funding fee chart</SiteLink> for the fee on a second VA loan.
        </p>
      ),
    },
  ];
}

/** A ZIP code typed in the no-JavaScript form joins the scenario as its state and county. */
function withZip(scenario: Scenario | null, zip: string | undefined): { scenario: Scenario | null; zipNote?: string } {
  if (!zip) return { scenario };
  const place = placeForZip(zip);
  if (!place) return { scenario, zipNote: `We don't know ZIP code ${zip}. Choose the state and county instead.` };
  return {
    scenario: { ...(scenario ?? {}), state: place.state, county: place.county },
    zipNote: `ZIP code ${zip} is in ${place.countyName}, ${place.stateName}.`,
  };
}

/** The /va-entitlement-calculator/ page (server). */
export function VaEntitlementPage({ scenario, zip }: CalculatorPageInput) {
  const start = withZip(scenario, zip);
  const state = initialInputs({ scenario: start.scenario }).loanInputs.state;
  return (
    <CalculatorPage
      path={VA_ENTITLEMENT_PATH}
      heading="VA entitlement calculator"
      faq={faq()}
      intro={
        <p>
          Already have a VA loan, or lost entitlement to a foreclosure? See how much entitlement you have left in the county you are buying in, the largest loan
          you can get with no down payment, and the down payment a higher price needs.
        </p>
      }
      explainer={
        <>
          <h2>How VA entitlement works</h2>
          <p>
            VA guarantees a quarter of each loan. With part of your entitlement in use, what is left is 25% of the county&apos;s conforming loan limit minus the
            entitlement in use; four times that is the largest loan with no down payment, and above it lenders usually ask for 25% of the difference as a down
            payment.
          </p>
          <SourceNote sources={[SOURCES.vaEntitlement, SOURCES.conformingLimits2026]} />
        </>
      }
    >
      <CalculatorIsland calculator="vaEntitlement" props={{ scenario: start.scenario ?? null, location: locationStart(state, start.zipNote) }} />
    </CalculatorPage>
  );
}
