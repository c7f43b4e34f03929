import { PlaceSelect } from "@/components/calculators/location/place-select";
import { ResultFigure } from "@/components/calculators/ui/result-figure";
import { formatPercent } from "@/components/calculators/ui/format";
import { SourceNote } from "@/components/calculators/other/sources";
import type { ScenarioSource } from "@/lib/calculator/scenario";
import { LLPA_REFERENCE, RATE_PER_POINT, type RateEstimate } from "@/lib/mortgage/rate-estimate";
import { SOURCES } from "@/lib/mortgage/sources";
import type { CalcType } from "@/lib/mortgage/types";
import type { MarketRates } from "@/lib/rates/series";

import { RateFigure } from "./rate-figure";
import { UseRateLink } from "./use-rate-link";
import { yourRateView, type YourRateRow } from "@/lib/server/rates/your-rate-data";
import styles from "./your-rate.module.css";

export interface YourRateProps {
  /** The page's query (Next's awaited `searchParams`, or URLSearchParams). */
  searchParams: ScenarioSource;
  /** The newest figure of every rate series (getMarketRates). */
  market: MarketRates;
  /** Where the form submits (default "/rates/"). */
  action?: string;
}

const PROGRAM_OPTIONS: readonly { value: CalcType; label: string }[] = [
  { value: "conventional", label: "Conventional" },
  { value: "fha", label: "FHA" },
  { value: "va", label: "VA" },
  { value: "usda", label: "USDA" },
];

/** "30Year" / "15Year": the suffix of an estimate's data-result names. */
function suffix(estimate: RateEstimate): string {
  return `${estimate.termMonths / 12}Year`;
}

const points = (value: number) => `${value.toFixed(3)} points`;
const signed = (value: number) => `${value >= 0 ? "+" : "−"}${formatPercent(Math.abs(value))}`;

function Working({ estimate }: { estimate: RateEstimate }) {
  const s = suffix(estimate);
  const { llpa } = estimate;
  return (
    <dl className={styles.working}>
      <dt>
        Index: {estimate.series.label}, {estimate.series.publisher}, {estimate.indexDate}
      </dt>
      <dd>
        <RateFigure name={`indexRate${s}`} value={estimate.indexPercent} />
      </dd>
      {llpa ? (
        <>
          <dt>
            Your LLPA cell: credit {llpa.cell.scoreBand}, LTV {llpa.cell.ltvBand}%
          </dt>
          <dd>
            <RateFigure name={`llpaPoints${s}`} value={llpa.cell.points}>
              {points(llpa.cell.points)}
            </RateFigure>
          </dd>
          <dt>
            Reference borrower: credit {llpa.reference.scoreBand}, LTV {llpa.reference.ltvBand}%
          </dt>
          <dd>
            <RateFigure name={`referenceLlpaPoints${s}`} value={llpa.reference.points}>
              {points(llpa.reference.points)}
            </RateFigure>
          </dd>
          <dt>
            Difference {points(llpa.pointsDifference)} × {RATE_PER_POINT}% per point
          </dt>
          <dd>
            <RateFigure name={`rateAdjustment${s}`} value={estimate.adjustmentPercent}>
              {signed(estimate.adjustmentPercent)}
            </RateFigure>
          </dd>
        </>
      ) : null}
      <dt className={styles.total}>Estimated rate</dt>
      <dd className={styles.total}>{formatPercent(estimate.ratePercent)}</dd>
    </dl>
  );
}

function EstimateCard({ row, rateCount, program }: { row: YourRateRow; rateCount: number; program: CalcType }) {
  const { estimate, payment } = row;
  const s = suffix(estimate);
  const years = estimate.termMonths / 12;
  return (
    <li className={styles.estimate}>
      <h3>
        {years}-year fixed{estimate.jumbo ? ", jumbo" : ""}
        <span className={styles.label}>Estimate</span>
      </h3>
      <p className={styles.rate}>
        <RateFigure name={`estimatedRate${s}`} value={estimate.ratePercent} />
      </p>
      {estimate.llpaNote ? <p className={styles.small}>{estimate.llpaNote}</p> : null}
      <Working estimate={estimate} />
      <dl className={styles.working}>
        <dt className={styles.total}>Monthly payment at this rate</dt>
        <dd className={styles.total}>
          <ResultFigure name={`monthlyPayment${s}`} value={payment.monthlyPayment} format="cents" />
        </dd>
        <dt>Principal and interest</dt>
        <dd>
          <ResultFigure name={`principalAndInterest${s}`} value={payment.principalAndInterest} format="cents" />
        </dd>
        <dt>Property tax</dt>
        <dd>
          <ResultFigure name={`propertyTax${s}`} value={payment.propertyTax} format="cents" />
        </dd>
        <dt>Home insurance</dt>
        <dd>
          <ResultFigure name={`homeInsurance${s}`} value={payment.homeInsurance} format="cents" />
        </dd>
        <dt>Mortgage insurance</dt>
        <dd>
          <ResultFigure name={`mortgageInsurance${s}`} value={payment.mortgageInsurance} format="cents" />
        </dd>
      </dl>
      <UseRateLink href={row.calculatorHref} calculatorPath={row.calculatorPath} calcType={program} scenario={row.storeScenario} rateCount={rateCount}>
        {`Use this rate (${formatPercent(estimate.ratePercent)}, ${years} years)`}
      </UseRateLink>
    </li>
  );
}

/**
 * "Your rate": an estimated rate for the visitor's scenario, rendered on the server from the
 * address (a GET form that works without JavaScript), with the working and the payment each
 * estimate gives. For the /rates/ page, inside its `<section id="your-rate">`.
 *
 * data-result names (docs/architecture.md, Results markup), per estimate with the term as suffix (`30Year`, `15Year`):
 * `estimatedRate30Year` (percent), `indexRate30Year` (percent), `llpaPoints30Year` and
 * `referenceLlpaPoints30Year` (points; conventional conforming, terms over 15 years only),
 * `rateAdjustment30Year` (percentage points), `monthlyPayment30Year`, `principalAndInterest30Year`,
 * `propertyTax30Year`, `homeInsurance30Year`, `mortgageInsurance30Year` (dollars); and `rateCount`,
 * the number of estimates shown (the calculator store's rateCount).
 */
export function YourRate({ searchParams, market, action = "/rates/" }: YourRateProps) {
  const view = yourRateView(searchParams, market);
  const { scenario, result } = view;
  const rateCount = view.rows.length;
  return (
    <div>
      <h2 id="your-rate-heading">Your rate</h2>
      <p>
        An <strong>estimate</strong> for your loan, not a quote: the market index for your program, adjusted for your credit score and down payment the way
        Fannie Mae prices conventional loans. A lender&apos;s rate also depends on points, fees, the lock period and the rest of your file.
      </p>
      <form method="get" action={`${action}#your-rate`} className={styles.form} aria-label="Estimate your rate">
        <div className="field">
          <label htmlFor="your-rate-program">Loan program</label>
          <select id="your-rate-program" name="program" defaultValue={view.program}>
            {PROGRAM_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          {view.programMessage ? <p className="field-hint">{view.programMessage}</p> : null}
        </div>
        <div className="field">
          <label htmlFor="your-rate-credit">Credit score</label>
          <input id="your-rate-credit" name="creditScore" type="number" inputMode="numeric" min={400} max={850} step={1} defaultValue={scenario.creditScore} />
        </div>
        <div className="field">
          <label htmlFor="your-rate-price">Home price ($)</label>
          <input id="your-rate-price" name="price" type="text" inputMode="decimal" defaultValue={String(scenario.price)} />
        </div>
        <div className="field">
          <label htmlFor="your-rate-down">Down payment ($)</label>
          <input id="your-rate-down" name="downPayment" type="text" inputMode="decimal" defaultValue={String(scenario.downPayment)} />
        </div>
        <div className={styles.wide}>
          <PlaceSelect
            idPrefix="your-rate"
            states={scenario.states}
            state={scenario.state}
            counties={scenario.counties}
            county={scenario.county?.fips ?? ""}
            zip={scenario.zip}
            message={scenario.placeMessage}
          />
        </div>
        <div className={styles.wide}>
          <button type="submit" className="button">
            Estimate my rate
          </button>
        </div>
      </form>

      <p>
        For a {formatPercent(result.ltvPercent, 2)} loan-to-value loan of <ResultFigure name="loanAmount" value={result.loanAmount} /> on a{" "}
        <ResultFigure name="price" value={scenario.price} /> home
        {scenario.county ? ` in ${scenario.county.name}, ${scenario.stateName}` : ` in ${scenario.stateName}`}, credit score {scenario.creditScore}:{" "}
        <ResultFigure name="rateCount" value={rateCount} format="number" /> estimate{rateCount === 1 ? "" : "s"}.
        {view.program === "conventional" ? (
          <>
            {" "}
            Conforming limit used: <ResultFigure name="conformingLimit" value={view.conformingLimit} /> (
            {view.conformingLimitIsCounty ? "the county's 2026 limit" : "the 2026 baseline; choose a county for its own limit"}).
          </>
        ) : null}
      </p>

      {result.reasons.length > 0 ? (
        <div className="notice notice-warning" role="status">
          <p>No estimate for this scenario:</p>
          <ul>
            {result.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {view.rows.length > 0 ? (
        <ul className={styles.estimates}>
          {view.rows.map((row) => (
            <EstimateCard key={row.estimate.termMonths} row={row} rateCount={rateCount} program={view.program} />
          ))}
        </ul>
      ) : null}

      {result.missing.length > 0 ? (
        <ul className={styles.small}>
          {result.missing.map((m) => (
            <li key={m.termMonths}>{m.reason}</li>
          ))}
        </ul>
      ) : null}

      <h3>How the estimate is made</h3>
      <ul className={styles.small}>
        <li>
          The index is the Optimal Blue daily index for your program where this site has it loaded, otherwise (conventional conforming loans only) Freddie
          Mac&apos;s weekly PMMS average. FHA, VA, USDA and jumbo loans get no estimate without their own index.
        </li>
        <li>
          Conventional loans of more than 15 years are adjusted by Fannie Mae&apos;s loan-level price adjustment (LLPA) for your credit score and loan-to-value,{" "}
          <em>relative to</em> the borrower the index already prices: credit {LLPA_REFERENCE.scoreBand} at {LLPA_REFERENCE.ltvBand}% LTV. {LLPA_REFERENCE.why}
        </li>
        <li>
          Points become rate by a rule of thumb, not a lender&apos;s price: 1 point (1% of the loan) ≈ {RATE_PER_POINT} percentage point of rate. The adjustment
          is rounded half up to 0.001%.
        </li>
        <li>
          The payment uses {scenario.county ? `${scenario.county.name}'s` : `${scenario.stateName}'s`} property-tax rate ({scenario.taxSource}) and the
          state&apos;s average homeowners premium ({scenario.insuranceSource}), as the calculators do.
        </li>
      </ul>
      <SourceNote sources={[SOURCES.pmmsMethod, SOURCES.optimalBlueIndices, SOURCES.llpa]}>
        The LLPA grid is a third-party transcription of Fannie Mae&apos;s matrix; its 75.01–80% column is checked against the January 2026 matrix.
      </SourceNote>
    </div>
  );
}
