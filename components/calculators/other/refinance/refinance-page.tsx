import { CalculatorIsland } from "@/components/calculators/calculator-island";
import { CalculatorPage } from "@/components/calculators/ui/calculator-page";
import { SiteLink } from "@/components/layout/site-link";
import type { FaqItem } from "@/components/seo";
import { REFINANCE_MAX_LTV } from "@/lib/mortgage/refinance";
import { fhaMipChart } from "@/lib/mortgage/charts";
import { SOURCES } from "@/lib/mortgage/sources";

import type { OtherPageInput } from "../extras/read-query";
import { formatPercent } from "../format";
import { SourceNote } from "../sources";
import { REFINANCE_PROGRAM_NAMES, REFINANCE_PROGRAMS, type RefinanceSpec } from "./refinance-spec";
import { TableScroll } from "../table-scroll";
// Its calculator's styles, in the page's first CSS (components/calculators/README.md, Its CSS).
import "@/components/calculators/ui/calculator.module.css";
import "@/components/calculators/ui/fields.module.css";
import "../other.module.css";

export const REFINANCE_PATH = "/refinance/";

const pct = (fraction: number) => formatPercent(fraction * 100, 2);

const FAQ: FaqItem[] = [
  {
    question: "When does refinancing make sense?",
    answer:
      "When the monthly saving pays back the closing costs well before you expect to sell or refinance again. The break-even month is the closing costs divided by the monthly saving. Also compare the interest left on your current loan with the interest on the new one: a new 30-year loan can lower the payment but cost more in total.",
  },
  {
    question: "How much does it cost to refinance?",
    answer:
      "Closing costs are usually 2% to 5% of the new loan: lender fees, appraisal, title insurance and recording. You can pay them in cash or add them to the loan; adding them raises the balance you pay interest on.",
  },
  {
    question: "How much cash can I take out?",
    answer: `Conventional and FHA cash-out refinances are limited to ${pct(REFINANCE_MAX_LTV.conventional.cashOut)} of the home's value; VA allows up to ${pct(REFINANCE_MAX_LTV.va.cashOut)}, though many lenders stop at 90%. The calculator shows the most cash out your home's value allows after paying off your balances and the closing costs.`,
  },
  {
    question: "What is a rate-and-term refinance?",
    answer:
      "A refinance that replaces your loan with one at a new rate or term without taking cash out. Lenders allow a higher loan-to-value for it than for a cash-out refinance.",
  },
  {
    question: "Does refinancing restart my loan?",
    answer:
      "Yes: the new loan has its own term. Going from 27 years left to a new 30-year loan lowers the payment partly by adding three years. Choosing a term close to the time left on your current loan, or a shorter one, keeps you on track to be mortgage-free.",
  },
  {
    question: "I have a VA loan. Is there a simpler option?",
    answer: (
      <p>
        Yes. The VA Interest Rate Reduction Refinance Loan (IRRRL) usually needs no appraisal and costs a 0.5% funding fee. Try the{" "}
        <SiteLink href="/va-irrrl-calculator/">VA IRRRL calculator</SiteLink>.
      </p>
    ),
  },
];

/** The /refinance/ page (server). */
export function RefinancePage({ scenario, extras, extrasFromLink }: OtherPageInput<RefinanceSpec>) {
  return (
    <CalculatorPage
      path={REFINANCE_PATH}
      heading="Refinance calculator"
      faq={FAQ}
      intro={
        <p>
          Compare your current mortgage with a new one: the new payment, what you save each month, when the closing costs are paid back, the interest left on
          each loan, and how much cash you could take out.
        </p>
      }
      explainer={
        <>
          <h2>How we compare the loans</h2>
          <p>
            Your current payment is worked out from the balance, rate and months left (or taken from your statement). The new loan pays off your first and
            second mortgages, plus any cash out and, if you choose, the closing costs. FHA loans add the {formatPercent(fhaMipChart().upfrontPercent, 2)}{" "}
            upfront and the annual mortgage insurance, VA loans the cash-out funding fee, and a conventional loan above 80% of the value adds PMI.
          </p>
          <TableScroll label="Maximum loan-to-value we apply">
            <table>
              <caption>Maximum loan-to-value we apply</caption>
              <thead>
                <tr>
                  <th scope="col">Program</th>
                  <th scope="col">Rate and term</th>
                  <th scope="col">Cash out</th>
                </tr>
              </thead>
              <tbody>
                {REFINANCE_PROGRAMS.map((p) => (
                  <tr key={p}>
                    <th scope="row">{REFINANCE_PROGRAM_NAMES[p]}</th>
                    <td>{pct(REFINANCE_MAX_LTV[p].rateTerm)}</td>
                    <td>{pct(REFINANCE_MAX_LTV[p].cashOut)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <SourceNote sources={[SOURCES.cashOutLimits, SOURCES.fhaMip, SOURCES.vaFundingFee]} />
          <p>
            Consolidating credit cards or other debts? The <SiteLink href="/debt-consolidation/">debt consolidation calculator</SiteLink> compares your payments
            before and after.
          </p>
        </>
      }
    >
      <CalculatorIsland calculator="refinance" props={{ scenario: scenario ?? null, initial: extras, fromLink: extrasFromLink }} />
    </CalculatorPage>
  );
}
