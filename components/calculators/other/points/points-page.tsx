import { CalculatorIsland } from "@/components/calculators/calculator-island";
import { CalculatorPage } from "@/components/calculators/ui/calculator-page";
import { SiteLink } from "@/components/layout/site-link";
import type { FaqItem } from "@/components/seo";
import { SOURCES } from "@/lib/mortgage/sources";

import type { OtherPageInput } from "../extras/read-query";
import { SourceNote } from "../sources";
import type { PointsSpec } from "./points-spec";

// Its calculator's styles, in the page's first CSS (components/calculators/README.md, Its CSS).
import "@/components/calculators/ui/calculator.module.css";
import "@/components/calculators/ui/fields.module.css";
import "../other.module.css";

export const POINTS_PATH = "/mortgage-points-calculator/";

const FAQ: FaqItem[] = [
  {
    question: "What is a discount point?",
    answer:
      "A fee paid at closing to lower the interest rate for the life of the loan. One point costs 1% of the loan amount; how much rate it buys depends on the lender's price sheet, often around a quarter of a percentage point.",
  },
  {
    question: "When do points pay off?",
    answer:
      "When you keep the loan past the break-even month: the cost of the points divided by the monthly saving, rounded up. If you expect to sell or refinance sooner, the points cost more than they save. The net saving also counts the lower balance the lower rate leaves you with.",
  },
  {
    question: "What is a 2-1 buydown?",
    answer:
      "A temporary buydown: your payment is figured at 2 points below the note rate in the first year and 1 point below in the second, then at the full rate. The seller, builder or lender pays the difference up front into an account. A 3-2-1 adds a third year; a 1-0 lasts one year.",
  },
  {
    question: "How much does a buydown cost the seller?",
    answer:
      "Exactly the payments it replaces: for each month of the buydown, the payment at the note rate minus the payment at the lower rate, both on the full loan over the full term. The calculator adds them up. A seller's contributions are limited to 3%, 6% or 9% of the price depending on your down payment.",
  },
  {
    question: "Points or a temporary buydown?",
    answer: (
      <p>
        Points lower the rate for good and pay off only if you keep the loan long enough; a temporary buydown lowers the first years&apos; payments and is
        usually paid by the seller. If rates fall you may refinance, which ends either benefit. An <SiteLink href="/arm-calculator/">adjustable rate</SiteLink>{" "}
        is the third way to start lower.
      </p>
    ),
  },
];

/** The /mortgage-points-calculator/ page (server). */
export function PointsPage({ scenario, extras, extrasFromLink }: OtherPageInput<PointsSpec>) {
  return (
    <CalculatorPage
      path={POINTS_PATH}
      heading="Mortgage points and buydown calculator"
      faq={FAQ}
      intro={
        <p>
          Should you pay points, or ask the seller for a temporary buydown? What the points cost, what they save each month and the month they pay for
          themselves; and for a 1-0, 2-1 or 3-2-1 buydown, your payment each year and the subsidy the seller funds.
        </p>
      }
      explainer={
        <>
          <h2>How we work it out</h2>
          <p>
            Points cost points × loan amount ÷ 100. The break-even month is that cost divided by the difference of the two payments, rounded up. A temporary
            buydown&apos;s subsidy is the sum, over its months, of the payment at the note rate less the payment at the bought-down rate, each on the full loan
            over the full term: the loan itself amortizes at the note rate, and the account pays the difference. Fannie Mae allows a reduction of at most 3
            points, rising at most 1 point a year.
          </p>
          <SourceNote sources={[SOURCES.temporaryBuydown, SOURCES.interestedPartyContributions]} />
        </>
      }
    >
      <CalculatorIsland calculator="points" props={{ scenario: scenario ?? null, initial: extras, fromLink: extrasFromLink }} />
    </CalculatorPage>
  );
}
