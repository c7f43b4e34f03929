import { CalculatorIsland } from "@/components/calculators/calculator-island";
import { CalculatorPage } from "@/components/calculators/ui/calculator-page";
import { SiteLink } from "@/components/layout/site-link";
import type { FaqItem } from "@/components/seo";
import { vaFundingFeeBps } from "@/lib/mortgage/va";
import { VA_IRRRL_MAX_RECOUPMENT_MONTHS } from "@/lib/mortgage/va-irrrl";
import { SOURCES } from "@/lib/mortgage/sources";

import type { OtherPageInput } from "../extras/read-query";
import { formatBps } from "../format";
import { SourceNote } from "../sources";
import type { VaIrrrlSpec } from "./va-irrrl-spec";
// Its calculator's styles, in the page's first CSS (components/calculators/README.md, Its CSS).
import "@/components/calculators/ui/calculator.module.css";
import "@/components/calculators/ui/fields.module.css";
import "../other.module.css";

export const VA_IRRRL_PATH = "/va-irrrl-calculator/";

function faq(): FaqItem[] {
  const fee = formatBps(vaFundingFeeBps({ purpose: "irrrl", subsequentUse: false, exempt: false }));
  return [
    {
      question: "What is a VA IRRRL?",
      answer: `The Interest Rate Reduction Refinance Loan, or VA streamline refinance, replaces a VA loan with a new VA loan at a lower rate. It usually needs no appraisal and no new Certificate of Eligibility, and the funding fee is ${fee} of the loan (waived for veterans who receive disability compensation).`,
    },
    {
      question: "What is the recoupment rule?",
      answer: `The closing costs of an IRRRL (not counting the funding fee, prepaid interest, taxes, insurance or escrow) must be recovered through the lower monthly payment within ${VA_IRRRL_MAX_RECOUPMENT_MONTHS} months. We divide those costs by the monthly saving and round up.`,
    },
    {
      question: "What is the net tangible benefit test?",
      answer:
        "From a fixed-rate loan to a new fixed-rate loan, the rate must fall by at least 0.5 percentage points; to an adjustable rate, by at least 2 points. The new payment must also be lower, unless you shorten the term.",
    },
    {
      question: "How soon can I refinance with an IRRRL?",
      answer:
        "Your current loan must be seasoned: you must have made at least six monthly payments, and 210 days must have passed since the first payment was due.",
    },
    {
      question: "Can I take cash out with an IRRRL?",
      answer: (
        <p>
          No. An IRRRL only lowers the rate (or moves from an adjustable to a fixed rate). To take cash out, use a VA cash-out refinance; see the{" "}
          <SiteLink href="/va-cash-out-refinance/">VA cash-out refinance calculator</SiteLink>.
        </p>
      ),
    },
    {
      question: "Do I have to live in the home?",
      answer: "No. For an IRRRL you only need to certify that you lived in the home at some point; it can be a rental now.",
    },
  ];
}

/** The /va-irrrl-calculator/ page (server). */
export function VaIrrrlPage({ scenario, extras, extrasFromLink }: OtherPageInput<VaIrrrlSpec>) {
  return (
    <CalculatorPage
      path={VA_IRRRL_PATH}
      heading="VA IRRRL calculator"
      faq={faq()}
      intro={
        <p>
          See what a VA streamline refinance (IRRRL) does to your payment, with the funding fee financed, and whether it passes VA&apos;s{" "}
          {VA_IRRRL_MAX_RECOUPMENT_MONTHS}-month recoupment rule and net tangible benefit test.
        </p>
      }
      explainer={
        <>
          <h2>How we check an IRRRL</h2>
          <p>
            The new loan is your balance plus the closing costs if you add them, plus the funding fee on that amount. We compare its principal and interest with
            your current payment, divide the closing costs by the monthly saving to get the recoupment period, and check the rate reduction VA requires.
          </p>
          <SourceNote sources={[SOURCES.vaIrrrl, SOURCES.vaFundingFee]} />
          <p>
            See every VA fee in the <SiteLink href="/va-funding-fee-chart/">VA funding fee chart</SiteLink>.
          </p>
        </>
      }
    >
      <CalculatorIsland calculator="vaIrrrl" props={{ scenario: scenario ?? null, initial: extras, fromLink: extrasFromLink }} />
    </CalculatorPage>
  );
}
