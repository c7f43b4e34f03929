import { CalculatorIsland } from "@/components/calculators/calculator-island";
import { CalculatorPage } from "@/components/calculators/ui/calculator-page";
import { SiteLink } from "@/components/layout/site-link";
import type { FaqItem } from "@/components/seo";
import { SOURCES } from "@/lib/mortgage/sources";
import { vaFundingFeeBps } from "@/lib/mortgage/va";
import { VA_CASH_OUT_MAX_LTV } from "@/lib/mortgage/va-cash-out";

import type { OtherPageInput } from "../extras/read-query";
import { formatBps, formatPercent } from "../format";
import { SourceNote } from "../sources";
import type { VaCashOutSpec } from "./va-cash-out-spec";
// Its calculator's styles, in the page's first CSS (components/calculators/README.md, Its CSS).
import "@/components/calculators/ui/calculator.module.css";
import "@/components/calculators/ui/fields.module.css";
import "../other.module.css";

export const VA_CASH_OUT_PATH = "/va-cash-out-refinance/";

/** The cash-out funding fees, from the engine's chart: first and subsequent use. */
function cashOutFees(): { first: string; subsequent: string } {
  return {
    first: formatBps(vaFundingFeeBps({ purpose: "cash_out", subsequentUse: false, exempt: false })),
    subsequent: formatBps(vaFundingFeeBps({ purpose: "cash_out", subsequentUse: true, exempt: false })),
  };
}

function faq(): FaqItem[] {
  const { first, subsequent } = cashOutFees();
  return [
    {
      question: "How much cash can I get with a VA cash-out refinance?",
      answer: `VA allows the new loan, including the financed funding fee, to reach ${formatPercent(VA_CASH_OUT_MAX_LTV * 100, 0)} of your home's appraised value. Many lenders set their own limit at 90%. The cash is what is left after paying off your current loans and the closing costs.`,
    },
    {
      question: "What is the funding fee on a VA cash-out refinance?",
      answer: `${first} of the loan the first time you use your VA home loan benefit, and ${subsequent} after that. Veterans who receive VA disability compensation, and the other exempt borrowers, pay no funding fee.`,
    },
    {
      question: "Can I refinance a non-VA loan into a VA loan?",
      answer:
        "Yes. A VA cash-out refinance can replace any kind of mortgage, conventional or FHA, even if you take no cash out, as long as you are eligible for the VA home loan benefit and live in the home.",
    },
    {
      question: "Do I need an appraisal?",
      answer: "Yes. Unlike an IRRRL, a cash-out refinance needs a VA appraisal to set the home's value, and the lender checks your credit and income.",
    },
    {
      question: "Is a cash-out refinance the right way to get cash?",
      answer: (
        <p>
          It replaces your whole mortgage, so if your current rate is lower than today&apos;s, a home equity loan may cost less. If you only want a lower rate,
          the <SiteLink href="/va-irrrl-calculator/">VA IRRRL</SiteLink> is usually cheaper.
        </p>
      ),
    },
  ];
}

/** The /va-cash-out-refinance/ page (server). */
export function VaCashOutPage({ scenario, extras, extrasFromLink }: OtherPageInput<VaCashOutSpec>) {
  const fees = cashOutFees();
  return (
    <CalculatorPage
      path={VA_CASH_OUT_PATH}
      heading="VA cash-out refinance calculator"
      faq={faq()}
      intro={
        <p>
          Find how much cash a VA cash-out refinance can give you, within VA&apos;s loan-to-value limit, with the funding fee ({fees.first} first use,{" "}
          {fees.subsequent} after) financed, and what the new loan costs each month.
        </p>
      }
      explainer={
        <>
          <h2>How we work out the cash</h2>
          <p>
            The largest loan is your home&apos;s value times the loan-to-value limit, divided by one plus the funding fee rate (so the loan with the fee stays
            within the limit), rounded down to the dollar. The cash available is that loan minus the balances you pay off and the closing costs.
          </p>
          <SourceNote sources={[SOURCES.cashOutLimits, SOURCES.vaFundingFee]} />
        </>
      }
    >
      <CalculatorIsland calculator="vaCashOut" props={{ scenario: scenario ?? null, initial: extras, fromLink: extrasFromLink }} />
    </CalculatorPage>
  );
}
