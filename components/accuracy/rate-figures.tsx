import { CONVENTIONAL_MAX_LTV_PERCENT, CONVENTIONAL_MIN_SCORE, LLPA_REFERENCE, RATE_PER_POINT } from "@/lib/mortgage/rate-estimate";
import { FHA_MIN_SCORE, FHA_MIN_SCORE_LOW_DOWN } from "@/lib/mortgage/fha";
import { SOURCES } from "@/lib/mortgage/sources";
import { VA_GUARANTY_FRACTION } from "@/lib/mortgage/va";
import { LLPA_LTV_BANDS, LLPA_PURCHASE_MILLI, LLPA_SCORE_BANDS } from "@/lib/reference/generated/llpa";

import { Cite } from "./cite";

/** Thousandths of a point as "1.375". */
function points(milli: number): string {
  return (milli / 1000).toFixed(3);
}

/** How "Your rate" on /rates/ and /offers/ is estimated: the index, the LLPA grid and the rule of thumb. */
export function RateFigures() {
  return (
    <section aria-labelledby="rate-figures">
      <h3 id="rate-figures">Rate estimates</h3>
      <p>
        An estimated rate starts from a market index: Freddie Mac&apos;s weekly PMMS average for conventional loans, or an Optimal Blue daily index for the
        program where the site has it (FHA, VA, USDA and jumbo loans get no estimate without their own index). Conventional loans then get Fannie Mae&apos;s
        loan-level price adjustment for their credit score and loan-to-value, less the cell the index already prices ({LLPA_REFERENCE.scoreBand} at{" "}
        {LLPA_REFERENCE.ltvBand}%): {LLPA_REFERENCE.why} Price converts to rate at {RATE_PER_POINT} percentage point per point, a rule of thumb rather than a
        lender&apos;s price.
      </p>
      <div className="table-scroll">
        <table>
          <caption>Fannie Mae LLPA by credit score and loan-to-value, purchase, terms over 15 years (points)</caption>
          <thead>
            <tr>
              <th scope="col">Credit score</th>
              {LLPA_LTV_BANDS.map((band) => (
                <th scope="col" key={band}>
                  {band}%
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {LLPA_SCORE_BANDS.map((score, row) => (
              <tr key={score}>
                <th scope="row">{score}</th>
                {LLPA_LTV_BANDS.map((band, column) => (
                  <td key={band}>{points(LLPA_PURCHASE_MILLI[row]?.[column] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Cite sources={[SOURCES.llpa, SOURCES.pmmsMethod, SOURCES.optimalBlueIndices]} />
    </section>
  );
}

/** Who each program lends to: the credit and eligibility rules the calculators check. */
export function EligibilityFigures() {
  return (
    <section aria-labelledby="eligibility-figures">
      <h3 id="eligibility-figures">Program eligibility</h3>
      <ul>
        <li>
          Conventional: credit score {CONVENTIONAL_MIN_SCORE} or more, and at most {CONVENTIONAL_MAX_LTV_PERCENT}% of the price borrowed for a purchase.
        </li>
        <li>
          FHA: {FHA_MIN_SCORE_LOW_DOWN} or more with 3.5% down, {FHA_MIN_SCORE} to {FHA_MIN_SCORE_LOW_DOWN - 1} with 10% down.
        </li>
        <li>
          VA: no minimum credit score set by VA; a Certificate of Eligibility is needed. With full entitlement there is no loan limit; with part of it used, VA
          guarantees {VA_GUARANTY_FRACTION * 100}% of the county&apos;s conforming limit less the entitlement in use.
        </li>
        <li>
          USDA: the home must be in an eligible rural area (checked by address on USDA&apos;s map) and the household&apos;s income within the county&apos;s
          limit for its size (fiscal year 2026 limits, as the USDA calculator shows them).
        </li>
      </ul>
      <Cite sources={[SOURCES.conventionalMinScore, SOURCES.vaCredit, SOURCES.vaEntitlement, SOURCES.usdaEligibility, SOURCES.usdaIncomeLimits2026]} />
    </section>
  );
}
