import { CalculatorIsland } from "@/components/calculators/calculator-island";
import { CalculatorPage } from "@/components/calculators/ui/calculator-page";
import { SiteLink } from "@/components/layout/site-link";
import type { FaqItem } from "@/components/seo";
import { DEFAULT_CLOSING_COST_RATE, DEFAULT_PREPAID_INTEREST_DAYS, DEFAULT_TAX_ESCROW_MONTHS } from "@/lib/mortgage/down-payment";
import { SOURCES } from "@/lib/mortgage/sources";

import type { OtherPageInput } from "../extras/read-query";
import { formatPercent } from "../format";
import { SourceNote } from "../sources";
import type { DownPaymentSpec } from "./down-payment-spec";
// Its calculator's styles, in the page's first CSS (components/calculators/README.md, Its CSS).
import "@/components/calculators/ui/calculator.module.css";
import "@/components/calculators/ui/fields.module.css";
import "../other.module.css";

export const DOWN_PAYMENT_PATH = "/down-payment-calculator/";

const FAQ: FaqItem[] = [
  {
    question: "How much do I need for a down payment?",
    answer:
      "Less than many people think. Conventional loans start at 3% down for many first-time buyers, FHA at 3.5% with a credit score of 580 or more, and VA and USDA loans need no down payment at all. Putting down 20% on a conventional loan avoids private mortgage insurance.",
  },
  {
    question: "What is cash to close?",
    answer:
      "It is everything you pay on closing day: the down payment, closing costs (lender, appraisal, title and recording fees) and prepaid items (the first year of home insurance, a few months of property tax for the escrow account, and interest from closing to the end of the month).",
  },
  {
    question: "How much are closing costs?",
    answer: `Usually 2% to 5% of the loan amount, depending on the state, the lender and the title costs. We start from ${formatPercent(DEFAULT_CLOSING_COST_RATE * 100, 1)}; your lender's Loan Estimate lists the real figures within three business days of your application.`,
  },
  {
    question: "Is it better to put 20% down?",
    answer:
      "It lowers the monthly payment and avoids PMI on a conventional loan, but it also ties up savings you may need for repairs, moving and an emergency fund. A smaller down payment with PMI can make sense when it lets you buy sooner; PMI ends once you reach 22% equity by schedule.",
  },
  {
    question: "Can I use gift money for the down payment?",
    answer:
      "Yes, most programs accept gifts from family, and FHA also from employers and some nonprofits. The lender will ask for a gift letter saying the money does not have to be repaid, and a record of the transfer.",
  },
  {
    question: "Are there down payment assistance programs?",
    answer:
      "Many state and local housing finance agencies offer grants or low-interest second loans for down payments and closing costs, often for first-time buyers within income limits. Ask your lender or your state housing finance agency.",
  },
];

/** The /down-payment-calculator/ page (server). */
export function DownPaymentPage({ scenario, extras, extrasFromLink }: OtherPageInput<DownPaymentSpec>) {
  return (
    <CalculatorPage
      path={DOWN_PAYMENT_PATH}
      heading="Down payment calculator"
      faq={FAQ}
      intro={
        <p>
          See your down payment as dollars and percent, the minimum your loan program needs, all the cash you need at closing, and how long it takes to save it.
        </p>
      }
      explainer={
        <>
          <h2>How we estimate the cash you need</h2>
          <p>
            Cash to close is the down payment, closing costs (the percentage of the loan you enter), the first year of home insurance,{" "}
            {DEFAULT_TAX_ESCROW_MONTHS} months of property tax for the escrow account, and {DEFAULT_PREPAID_INTEREST_DAYS} days of interest, as for a closing in
            the middle of a month. FHA&apos;s upfront premium, the VA funding fee and USDA&apos;s guarantee fee are added to the loan rather than paid in cash.
          </p>
          <p>
            Minimum down payments: conventional 3%, FHA 3.5% with a credit score of 580 or more (10% from 500 to 579), VA and USDA none. See what each choice
            costs each month in the <SiteLink href="/mortgage-calculator/">mortgage calculator</SiteLink>.
          </p>
          <SourceNote sources={[SOURCES.fhaDownPayment]} />
        </>
      }
    >
      <CalculatorIsland calculator="downPayment" props={{ scenario: scenario ?? null, initial: extras, fromLink: extrasFromLink }} />
    </CalculatorPage>
  );
}
