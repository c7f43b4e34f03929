import { CalculatorPage } from "@/components/calculators/ui/calculator-page";
import { ResultFigure } from "@/components/calculators/ui/result-figure";
import type { CalculatorPageInput } from "@/components/calculators/ui/scenario-twin";
import { SiteLink } from "@/components/layout/site-link";
import type { FaqItem } from "@/components/seo";
import { SOURCES } from "@/lib/mortgage/sources";
import { listStates } from "@/lib/reference/states";
import type { UnitLimits } from "@/lib/reference/types";

import { formatMoney } from "../format";
import { SourceNote } from "../sources";
import { LimitsLookupForm } from "./limits-lookup-form";
import {
  fhaBasisText,
  nationalLimits2026,
  resolveSelection,
  stateCountyLimits,
  stateSummaries,
  type LimitsSelection,
  type Range,
} from "@/lib/server/loan-limits/loan-limits-data";
import styles from "./loan-limits.module.css";
import { TableScroll } from "../table-scroll";

const PATH = "/loan-limits/";
const UNITS = [1, 2, 3, 4] as const;

function unitLabel(units: number): string {
  return units === 1 ? "1 unit (single-family)" : `${units} units`;
}

function rangeText(range: Range | null): string {
  if (!range) return "No figure";
  return range.min === range.max ? formatMoney(range.min) : `${formatMoney(range.min)} to ${formatMoney(range.max)}`;
}

/** The link that shows one state's (or county's) limits: the page's own lookup, server-rendered. */
function lookupHref(state: string, county?: string): string {
  const query = new URLSearchParams({ state });
  if (county) query.set("county", county);
  return `${PATH}?${query.toString()}`;
}

function faq(): FaqItem[] {
  const national = nationalLimits2026();
  return [
    {
      question: "What is a conforming loan limit?",
      answer: `It is the largest loan Fannie Mae and Freddie Mac can buy, set each year by the Federal Housing Finance Agency for every county. For 2026 the limit for a one-unit home is ${formatMoney(national.conformingBaseline[0])} in most of the country and up to ${formatMoney(national.conformingCeiling[0])} in high-cost areas (higher in Alaska, Hawaii, Guam and the U.S. Virgin Islands).`,
    },
    {
      question: "What if my loan is above the limit?",
      answer:
        "A conventional loan above the county's conforming limit is a jumbo loan. Jumbo loans are priced and approved by each lender, and they often ask for a larger down payment, more cash reserves and a higher credit score. An FHA loan cannot be above the county's FHA limit at all.",
    },
    {
      question: "Is the limit on the price or on the loan?",
      answer:
        "On the loan amount. You can buy a home above the limit if your down payment brings the loan down to it. For FHA loans the limit applies to the base loan, before the upfront mortgage insurance premium is added.",
    },
    {
      question: "Why are FHA limits lower than conforming limits in most counties?",
      answer: `FHA sets its limit at 115% of the area's median home price, but never below a national floor of ${formatMoney(national.fhaFloor[0])} for one unit in 2026 (65% of the conforming baseline) or above a ceiling of ${formatMoney(national.fhaCeiling[0])}. In lower-cost areas the floor applies, so the FHA limit is below the conforming one.`,
    },
    {
      question: "Why are the 2026 FHA limits marked as estimates?",
      answer:
        "HUD publishes its county-by-county FHA limits in its own database; we have the official 2026 national floor and ceiling and every official 2025 county limit, but not HUD's 2026 county file. We apply HUD's published method to the official 2025 median prices and the 2026 floor and ceiling, which reproduces 3,230 of HUD's 3,234 county limits for 2025, and we show the official 2025 limit beside each estimate. Confirm the figure with your lender before you rely on it.",
    },
    {
      question: "Do loan limits apply to VA loans?",
      answer: (
        <p>
          Not if you have your full VA entitlement: since 2020 there is no VA loan limit for those borrowers. If part of your entitlement is tied up in another
          VA loan, the county&apos;s conforming limit decides how much you can borrow with no down payment. See the{" "}
          <SiteLink href="/va-entitlement-calculator/">VA entitlement calculator</SiteLink>.
        </p>
      ),
    },
    {
      question: "What do 2-4 unit limits mean?",
      answer:
        "They are the limits for a home with two, three or four separate living units, such as a duplex or fourplex, where you may live in one unit and rent the others. Each extra unit raises the limit.",
    },
  ];
}

function CountyPanel({ selection }: { selection: LimitsSelection }) {
  const { county, state, limits } = selection;
  if (!county || !state || !limits) return null;
  const cell = (figures: UnitLimits | null, name: string, units: number) => {
    const value = figures?.[units - 1];
    return value === undefined ? <span>Not published</span> : <ResultFigure name={`${name}${units}`} value={value} />;
  };
  return (
    <section className={styles.panel} aria-labelledby="county-limits">
      <h2 id="county-limits">
        {county.name}, {state.name}
      </h2>
      <TableScroll label={`Loan limits for ${county.name}, by number of units`}>
        <table>
          <caption>Loan limits for {county.name}, by number of units</caption>
          <thead>
            <tr>
              <th scope="col">Property</th>
              <th scope="col" className={styles.number}>
                Conforming 2026
              </th>
              <th scope="col" className={styles.number}>
                FHA 2026 (estimate)
              </th>
              <th scope="col" className={styles.number}>
                FHA 2025 (official)
              </th>
            </tr>
          </thead>
          <tbody>
            {UNITS.map((units) => (
              <tr key={units}>
                <th scope="row">{unitLabel(units)}</th>
                <td className={styles.number}>{cell(limits.conforming2026, "conformingLimit", units)}</td>
                <td className={styles.number}>{cell(limits.fha2026, "fhaLimit", units)}</td>
                <td className={styles.number}>{cell(limits.fha2025, "fhaLimit2025_", units)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className={styles.estimate}>How the 2026 FHA figure was set: {fhaBasisText(limits.fha2026Basis)}</p>
      <p>
        A conventional loan above {formatMoney(limits.conforming2026[0])} on a single-family home here is a jumbo loan. See what a home costs each month in the{" "}
        <SiteLink href="/mortgage-calculator/">mortgage calculator</SiteLink> or the <SiteLink href="/fha-loan-calculator/">FHA loan calculator</SiteLink>.
      </p>
    </section>
  );
}

function StateTable({ selection }: { selection: LimitsSelection }) {
  const { state, county } = selection;
  if (!state) return null;
  const rows = stateCountyLimits(state.abbr);
  return (
    <section aria-labelledby="state-limits">
      <h2 id="state-limits">2026 loan limits in {state.name}</h2>
      <TableScroll label={`One-unit limits for every county in ${state.name} (${rows.length} ${rows.length === 1 ? "county" : "counties"})`}>
        <table>
          <caption>
            One-unit limits for every county in {state.name} ({rows.length} {rows.length === 1 ? "county" : "counties"})
          </caption>
          <thead>
            <tr>
              <th scope="col">County</th>
              <th scope="col" className={styles.number}>
                Conforming 2026
              </th>
              <th scope="col" className={styles.number}>
                FHA 2026 (estimate)
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ county: c, limits }) => (
              <tr key={c.fips} id={`county-${c.fips}`} className={county?.fips === c.fips ? styles.current : undefined}>
                <th scope="row">
                  <SiteLink href={lookupHref(state.abbr, c.key)} aria-current={county?.fips === c.fips ? "true" : undefined}>
                    {c.name}
                  </SiteLink>
                </th>
                <td className={styles.number}>{formatMoney(limits.conforming2026[0])}</td>
                <td className={styles.number}>{limits.fha2026 ? formatMoney(limits.fha2026[0]) : "No figure"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

function NationalTables() {
  const national = nationalLimits2026();
  const summaries = stateSummaries();
  return (
    <>
      <section aria-labelledby="national-limits">
        <h2 id="national-limits">2026 national limits</h2>
        <TableScroll label="The range every county limit falls in, 2026">
          <table>
            <caption>The range every county limit falls in, 2026</caption>
            <thead>
              <tr>
                <th scope="col">Property</th>
                <th scope="col" className={styles.number}>
                  Conforming baseline
                </th>
                <th scope="col" className={styles.number}>
                  Conforming high-cost ceiling
                </th>
                <th scope="col" className={styles.number}>
                  FHA floor
                </th>
                <th scope="col" className={styles.number}>
                  FHA ceiling
                </th>
              </tr>
            </thead>
            <tbody>
              {UNITS.map((units) => (
                <tr key={units}>
                  <th scope="row">{unitLabel(units)}</th>
                  <td className={styles.number}>{formatMoney(national.conformingBaseline[units - 1] ?? 0)}</td>
                  <td className={styles.number}>{formatMoney(national.conformingCeiling[units - 1] ?? 0)}</td>
                  <td className={styles.number}>{formatMoney(national.fhaFloor[units - 1] ?? 0)}</td>
                  <td className={styles.number}>{formatMoney(national.fhaCeiling[units - 1] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <SourceNote sources={[SOURCES.conformingLimits2026, SOURCES.fhaLimits2026]} />
      </section>
      <section aria-labelledby="limits-by-state">
        <h2 id="limits-by-state">Limits by state</h2>
        <TableScroll label="Lowest and highest one-unit limits among each state's counties, 2026">
          <table>
            <caption>Lowest and highest one-unit limits among each state&apos;s counties, 2026</caption>
            <thead>
              <tr>
                <th scope="col">State</th>
                <th scope="col" className={styles.number}>
                  Counties
                </th>
                <th scope="col" className={styles.number}>
                  Conforming
                </th>
                <th scope="col" className={styles.number}>
                  FHA (estimate)
                </th>
              </tr>
            </thead>
            <tbody>
              {summaries.map((summary) => (
                <tr key={summary.state.abbr}>
                  <th scope="row">
                    <SiteLink href={lookupHref(summary.state.abbr)}>{summary.state.name}</SiteLink>
                  </th>
                  <td className={styles.number}>{summary.countyCount}</td>
                  <td className={styles.number}>{rangeText(summary.conforming)}</td>
                  <td className={styles.number}>{rangeText(summary.fha)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
    </>
  );
}

/**
 * The /loan-limits/ page: a lookup by state, county or ZIP code, answered on the server. With no
 * query (the static page) it shows the national figures and a summary by state; with one (the
 * dynamic twin) the chosen state's counties and the chosen county's 1-4 unit limits.
 */
export function LoanLimitsPage({ scenario, zip }: CalculatorPageInput) {
  const selection = resolveSelection({ state: scenario?.state, county: scenario?.county, zip });
  const states = listStates({ includeTerritories: true }).map((s) => ({ value: s.abbr, label: s.name }));
  const counties = selection.state ? stateCountyLimits(selection.state.abbr).map(({ county }) => ({ value: county.key, label: county.name })) : [];
  return (
    <CalculatorPage
      path={PATH}
      contentAd
      heading="2026 loan limits by county"
      restores={false}
      faq={faq()}
      intro={
        <p>
          Find the 2026 conforming loan limit and FHA loan limit for any county, for homes of one to four units. A loan above the conforming limit is a jumbo
          loan; an FHA loan cannot exceed the FHA limit.
        </p>
      }
      explainer={
        <>
          <h2>How loan limits work</h2>
          <p>
            Every year the Federal Housing Finance Agency sets the conforming loan limit: the largest mortgage Fannie Mae and Freddie Mac may buy. Most counties
            get the national baseline; in areas where homes cost more, the limit is 115% of the local median home value, up to a ceiling of 150% of the
            baseline.
          </p>
          <p>
            HUD sets FHA limits from the same median prices, between a national floor and ceiling. Limits apply to the loan amount, not the price: a larger down
            payment can keep a loan under the limit on a more expensive home.
          </p>
        </>
      }
    >
      <LimitsLookupForm states={states} state={selection.state?.abbr ?? ""} counties={counties} county={selection.county?.key ?? ""} />
      {selection.message ? (
        <p className="notice" role="status">
          {selection.message}
        </p>
      ) : null}
      <CountyPanel selection={selection} />
      {selection.state ? (
        <>
          <StateTable selection={selection} />
          <SourceNote sources={[SOURCES.conformingLimits2026, SOURCES.fhaLimits2026, SOURCES.fhaLimits2025]}>
            FHA 2026 county figures are estimates made with HUD&apos;s method from the official 2025 medians and the official 2026 floor and ceiling.
          </SourceNote>
          <p>
            <SiteLink href={PATH}>See the national limits and every state</SiteLink>
          </p>
        </>
      ) : (
        <NationalTables />
      )}
    </CalculatorPage>
  );
}
