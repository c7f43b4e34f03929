import { CalculatorIsland } from "@/components/calculators/calculator-island";
import { CalculatorPage } from "@/components/calculators/ui/calculator-page";
import type { SearchParamsProp } from "@/components/calculators/ui/scenario-twin";
import { SiteLink } from "@/components/layout/site-link";
import type { FaqItem } from "@/components/seo";
import { ARM_ADJUSTMENT_MONTHS, ARM_MAX_MARGIN, ARM_PLAN_TERMS, ARM_PRODUCTS } from "@/lib/mortgage/arm";
import { SOURCES } from "@/lib/mortgage/sources";
import { loadIndexReading } from "@/lib/server/rates/index-reading";

import { readOtherQuery, staticInput } from "../extras/read-query";
import { formatPercent } from "../format";
import { SourceNote } from "../sources";
import { TableScroll } from "../table-scroll";
import { ARM_EXAMPLE_INDEX, ARM_INDEX_SERIES, armSpecFor } from "./arm-defaults";

// Its calculator's styles, in the page's first CSS (components/calculators/README.md, Its CSS).
import "@/components/calculators/ui/calculator.module.css";
import "@/components/calculators/ui/fields.module.css";
import "../other.module.css";

export const ARM_PATH = "/arm-calculator/";

const pct = (fraction: number) => formatPercent(fraction * 100, 3);

const FAQ: FaqItem[] = [
  {
    question: "What does 5/6 mean?",
    answer:
      "The rate is fixed for the first 5 years (60 payments), then changes every 6 months. A 7/6 is fixed for 7 years and a 10/6 for 10. These are the adjustable-rate loans Fannie Mae and Freddie Mac buy today, indexed to SOFR.",
  },
  {
    question: "What is the fully indexed rate?",
    answer:
      "The index plus the margin, rounded to the nearest one-eighth of a percentage point. It is the rate your loan would move to at a change date if the index stayed where it is today, within the caps.",
  },
  {
    question: "How do the caps work?",
    answer: `At the first change the rate may move up or down by at most ${pct(ARM_PLAN_TERMS["5/6"].initialCap)} on a 5/6 and ${pct(ARM_PLAN_TERMS["7/6"].initialCap)} on a 7/6 or 10/6; at each later change by at most ${pct(ARM_PLAN_TERMS["5/6"].periodicCap)}; and never more than ${pct(ARM_PLAN_TERMS["5/6"].lifetimeCap)} above the start rate. It never goes below the margin.`,
  },
  {
    question: "How is the new payment worked out?",
    answer:
      "At each change date the balance you still owe is spread over the months left at the new rate, in equal payments (interest is figured on the balance each month, to the cent).",
  },
  {
    question: "Should I take an ARM?",
    answer: (
      <p>
        An ARM usually starts below a fixed rate. It suits you when you expect to sell or refinance before the fixed period ends, and can afford the payment
        rising to the caps if you do not. Compare the payment and total interest with a fixed rate above, and see what{" "}
        <SiteLink href="/mortgage-points-calculator/">points or a temporary buydown</SiteLink> would do to a fixed rate instead.
      </p>
    ),
  },
];

/**
 * The /arm-calculator/ page (server): the static page (`query` null) and its scenario twins (the
 * request's query). Both read the newest 30-day Average SOFR the site holds, the index field's
 * first value, through the data cache (lib/server/rates/index-reading.ts), so each is rendered
 * once and served from the cache until the series changes; an `index` in the address wins.
 */
export async function ArmPage({ query }: { query: SearchParamsProp | null }) {
  const reading = await loadIndexReading(ARM_INDEX_SERIES);
  const spec = armSpecFor(reading);
  const { scenario, extras, extrasFromLink } = query ? await readOtherQuery(query, spec) : staticInput(spec);
  return (
    <CalculatorPage
      path={ARM_PATH}
      heading="Adjustable-rate mortgage (ARM) calculator"
      faq={FAQ}
      intro={
        <p>
          What an adjustable rate would cost you: the payment while the rate is fixed, the fully indexed rate, and every payment after it with the index
          unchanged, rising as far as the caps allow, or on a path you choose, against a fixed rate.
        </p>
      }
      explainer={
        <>
          <h2>The rules we apply</h2>
          <p>
            These are the SOFR ARMs Fannie Mae and Freddie Mac buy: the index is the 30-day Average SOFR published by the Federal Reserve Bank of New York; the
            rate changes every {ARM_ADJUSTMENT_MONTHS} months after the fixed period, to the index plus the margin rounded to the nearest 0.125% (exactly
            halfway rounds down), within the caps, and never below the margin. Margins are at most {pct(ARM_MAX_MARGIN)}.
          </p>
          <TableScroll label="Caps by ARM type">
            <table>
              <caption>Caps by ARM type (percentage points)</caption>
              <thead>
                <tr>
                  <th scope="col">ARM</th>
                  <th scope="col">First change at payment</th>
                  <th scope="col">First change</th>
                  <th scope="col">Each later change</th>
                  <th scope="col">Over the loan</th>
                </tr>
              </thead>
              <tbody>
                {ARM_PRODUCTS.map((p) => (
                  <tr key={p}>
                    <th scope="row">{p}</th>
                    <td>{ARM_PLAN_TERMS[p].fixedMonths + 1}</td>
                    <td>{pct(ARM_PLAN_TERMS[p].initialCap)}</td>
                    <td>{pct(ARM_PLAN_TERMS[p].periodicCap)}</td>
                    <td>{pct(ARM_PLAN_TERMS[p].lifetimeCap)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <p>
            The index field starts at the newest 30-day Average SOFR this site holds, shown with its date beside the results; a site that holds none says so and
            starts it at an example, {pct(ARM_EXAMPLE_INDEX)}. The New York Fed publishes the index each business day; your Loan Estimate names the index value
            your lender used.
          </p>
          <SourceNote sources={[SOURCES.armSofr, SOURCES.armQualifying]} />
        </>
      }
    >
      <CalculatorIsland calculator="arm" props={{ scenario: scenario ?? null, initial: extras, fromLink: extrasFromLink, index: reading }} />
    </CalculatorPage>
  );
}
