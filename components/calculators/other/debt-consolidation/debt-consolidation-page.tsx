import { CalculatorIsland } from "@/components/calculators/calculator-island";
import { CalculatorPage } from "@/components/calculators/ui/calculator-page";
import { SiteLink } from "@/components/layout/site-link";
import type { FaqItem } from "@/components/seo";
import { REFINANCE_MAX_LTV } from "@/lib/mortgage/refinance";
import { SOURCES } from "@/lib/mortgage/sources";

import type { OtherPageInput } from "../extras/read-query";
import { formatPercent } from "../format";
import { SourceNote } from "../sources";
import type { DebtConsolidationSpec } from "./debt-consolidation-spec";
// Its calculator's styles, in the page's first CSS (components/calculators/README.md, Its CSS).
import "@/components/calculators/ui/calculator.module.css";
import "@/components/calculators/ui/fields.module.css";
import "../other.module.css";

export const DEBT_CONSOLIDATION_PATH = "/debt-consolidation/";

const FAQ: FaqItem[] = [
  {
    question: "How does a debt consolidation refinance work?",
    answer:
      "You replace your mortgage with a larger one and use the extra cash to pay off credit cards, car loans or other debts. You are left with one payment at a mortgage rate, which is usually far lower than a credit card's.",
  },
  {
    question: "Will consolidating save me money?",
    answer:
      "It often lowers the monthly outflow a lot, but it does not always lower the total interest: a car loan with three years left becomes part of a 30-year mortgage. Compare the two totals above, and pay more than the new minimum if you can.",
  },
  {
    question: "How much can I borrow to consolidate?",
    answer: `Conventional and FHA cash-out refinances go up to ${formatPercent(REFINANCE_MAX_LTV.conventional.cashOut * 100, 0)} of your home's value, VA up to ${formatPercent(REFINANCE_MAX_LTV.va.cashOut * 100, 0)} (many lenders stop at 90%). Your mortgage balance, the debts and the closing costs must fit under that limit.`,
  },
  {
    question: "What are the risks?",
    answer:
      "Credit card debt is unsecured; a mortgage is secured by your home. If you cannot pay, you could lose the home. And if the cards fill up again after they are paid off, you end up with more debt than before. Consolidation works best with a plan to keep the cards paid off.",
  },
  {
    question: "Are there alternatives?",
    answer:
      "A home equity loan or line of credit keeps your first mortgage and its rate, which matters if your current rate is low. Balance-transfer cards and personal loans do not use your home as collateral. Nonprofit credit counselors can also set up a debt management plan.",
  },
];

/** The /debt-consolidation/ page (server). */
export function DebtConsolidationPage({ scenario, extras, extrasFromLink }: OtherPageInput<DebtConsolidationSpec>) {
  return (
    <CalculatorPage
      path={DEBT_CONSOLIDATION_PATH}
      heading="Debt consolidation calculator"
      faq={FAQ}
      intro={
        <p>
          Roll credit cards, car loans and other debts into a cash-out refinance, and compare what leaves your account each month, and the total interest,
          before and after.
        </p>
      }
      explainer={
        <>
          <h2>How we compare</h2>
          <p>
            Before: your mortgage payment plus each debt&apos;s payment, with each debt paid off at its own payment and rate (interest added monthly) and the
            interest left on your mortgage. After: one new loan that pays off the mortgage and every debt, plus closing costs if you add them, at the new rate
            and term. FHA and VA loans add their mortgage insurance or funding fee, and the new loan must fit the program&apos;s cash-out limit.
          </p>
          <SourceNote sources={[SOURCES.cashOutLimits]} />
          <p>
            Only refinancing for a lower rate? Use the <SiteLink href="/refinance/">refinance calculator</SiteLink>.
          </p>
        </>
      }
    >
      <CalculatorIsland calculator="debtConsolidation" props={{ scenario: scenario ?? null, initial: extras, fromLink: extrasFromLink }} />
    </CalculatorPage>
  );
}
