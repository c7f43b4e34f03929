import { RATIO_LIMITS } from "@/lib/mortgage/affordability";
import { ARM_PLAN_TERMS, ARM_PRODUCTS } from "@/lib/mortgage/arm";
import { BUYDOWN_STEPS } from "@/lib/mortgage/buydown";
import { MORTGAGE_INTEREST_DEBT_LIMIT, SALT_CAP_2026, STANDARD_DEDUCTION_2026 } from "@/lib/mortgage/rent-vs-buy";
import { fhaMipChart, vaFundingFeeChart } from "@/lib/mortgage/charts";
import { PMI_COVERAGES, PMI_CREDIT_BANDS, pmiRateRow, type PmiCellSource } from "@/lib/mortgage/pmi";
import { REFINANCE_MAX_LTV } from "@/lib/mortgage/refinance";
import { SOURCES } from "@/lib/mortgage/sources";
import type { CalcType } from "@/lib/mortgage/types";
import { USDA_ANNUAL_BPS, USDA_UPFRONT_BPS } from "@/lib/mortgage/usda";
import { VA_RESIDUAL_INCOME_TABLE } from "@/lib/mortgage/va";
import { NATIONAL_LIMIT_ROWS } from "@/lib/reference/national-limits";
import { US_AVERAGE_HO3_PREMIUM } from "@/lib/reference/states";

import { Cite } from "./cite";
import { money, percent, ratioPercent } from "./format";
import { EligibilityFigures, RateFigures } from "./rate-figures";

function FhaFigures() {
  const chart = fhaMipChart();
  return (
    <section aria-labelledby="fha-figures">
      <h3 id="fha-figures">FHA mortgage insurance</h3>
      <p>
        Upfront MIP: {percent(chart.upfrontPercent)} of the base loan, financed except any amount under $1.00, with the mortgage amount rounded down to the
        whole dollar. Minimum down payment: 3.5% at credit scores of 580 and above, 10% at 500 to 579; FHA does not insure loans below 500.
      </p>
      <div className="table-scroll">
        <table>
          <caption>FHA annual MIP by term, base loan amount and loan-to-value</caption>
          <thead>
            <tr>
              <th scope="col">Term</th>
              <th scope="col">Base loan amount</th>
              <th scope="col">Loan-to-value</th>
              <th scope="col">Annual MIP</th>
              <th scope="col">Paid for</th>
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((r) => (
              <tr key={`${r.term}-${r.baseLoanAmount}-${r.ltv}`}>
                <td>{r.term}</td>
                <td>{r.baseLoanAmount}</td>
                <td>{r.ltv}</td>
                <td>{percent(r.annualMipPercent)}</td>
                <td>{r.duration}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Cite sources={[...chart.sources, SOURCES.fhaMipMethod, SOURCES.fhaUfmipFinancing, SOURCES.fhaDownPayment]} />
    </section>
  );
}

function VaFigures() {
  const chart = vaFundingFeeChart();
  return (
    <section aria-labelledby="va-figures">
      <h3 id="va-figures">VA funding fee</h3>
      <div className="table-scroll">
        <table>
          <caption>VA funding fee by loan type, use and down payment</caption>
          <thead>
            <tr>
              <th scope="col">Loan type</th>
              <th scope="col">Use</th>
              <th scope="col">Down payment</th>
              <th scope="col">Fee</th>
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((r) => (
              <tr key={`${r.loanType}-${r.usage}-${r.downPayment}`}>
                <td>{r.loanType}</td>
                <td>{r.usage}</td>
                <td>{r.downPayment}</td>
                <td>{percent(r.feePercent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>No funding fee is charged to:</p>
      <ul>
        {chart.exemptions.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
      <Cite sources={[chart.source]} />
    </section>
  );
}

function UsdaFigures() {
  return (
    <section aria-labelledby="usda-figures">
      <h3 id="usda-figures">USDA guarantee fees</h3>
      <p>
        Upfront guarantee fee {percent(USDA_UPFRONT_BPS / 100)} of the loan, financed; annual fee {percent(USDA_ANNUAL_BPS / 100)} of each loan year&apos;s
        average scheduled balance, paid monthly for the life of the loan. The term is 30 years.
      </p>
      <Cite sources={[SOURCES.usdaFees]} />
    </section>
  );
}

const SOURCE_MARK: Readonly<Record<PmiCellSource, string>> = {
  "mgic-2018": "",
  seed: " (seed)",
  "rule-short-term": " (a)",
  "rule-below-620": " (b)",
};

function PmiTable({ long }: { long: boolean }) {
  return (
    <div className="table-scroll">
      <table>
        <caption>PMI annual rate, percent of the loan, term {long ? "over 240 months" : "of 240 months or less"}</caption>
        <thead>
          <tr>
            <th scope="col">Credit score</th>
            {PMI_COVERAGES.map((c) => (
              <th scope="col" key={c}>
                {c}% coverage
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PMI_CREDIT_BANDS.map((b) => (
            <tr key={b.floor}>
              <th scope="row">
                {b.floor}-{b.ceiling}
              </th>
              {PMI_COVERAGES.map((c) => {
                const row = pmiRateRow(b.floor, c, long ? 360 : 240);
                return (
                  <td key={c}>
                    {percent(row.annualRate)}
                    {SOURCE_MARK[row.source]}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PmiFigures() {
  return (
    <section aria-labelledby="pmi-figures">
      <h3 id="pmi-figures">Conventional PMI</h3>
      <p>
        Coverage by loan-to-value: above 97% the loan is not eligible; above 95%, 35% coverage; above 90%, 30%; above 85%, 25%; above 80%, 12%; at 80% or less
        no PMI is required, and the cost shown apart is the 90%-LTV rate (25% coverage). Monthly PMI is the annual rate times the loan amount divided by 12. PMI
        stops when the balance reaches 78% of the original value by the schedule, and at the middle of the term at the latest.
      </p>
      <PmiTable long />
      <PmiTable long={false} />
      <p>
        Unmarked cells are the MGIC card&apos;s. (seed): the site&apos;s own figure. (a): the card&apos;s 85-90% and 80-85% rows for terms of 20 years or less
        were not readable, so the longer-term rate is used; on every cell the card gives for both terms, the longer term costs more, so this never understates
        PMI. (b): MGIC publishes no rate below a 620 score; 150% of the 620-639 rate, rounded up to 0.01%, which gives exactly the seed&apos;s 2.79%.
      </p>
      <Cite sources={[SOURCES.pmiRates, SOURCES.pmiTermination]} />
    </section>
  );
}

const PROGRAM_LABEL: Readonly<Record<CalcType, string>> = { conventional: "Conventional", fha: "FHA", va: "VA", usda: "USDA" };

function LimitFigures() {
  return (
    <section aria-labelledby="limit-figures">
      <h3 id="limit-figures">Loan limits</h3>
      <div className="table-scroll">
        <table>
          <caption>National loan-limit floors and ceilings</caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Program</th>
              <th scope="col">Level</th>
              <th scope="col">1 unit</th>
              <th scope="col">2 units</th>
              <th scope="col">3 units</th>
              <th scope="col">4 units</th>
            </tr>
          </thead>
          <tbody>
            {NATIONAL_LIMIT_ROWS.map((r) => (
              <tr key={`${r.year}-${r.program}-${r.level}`}>
                <td>{r.year}</td>
                <td>{r.program === "fha" ? "FHA (HUD)" : "Conforming (FHFA)"}</td>
                <td>{r.level.replace(/_/g, " ")}</td>
                {r.limits.map((l, i) => (
                  <td key={i}>{money(l)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        County conforming limits are FHFA&apos;s 2026 figures. HUD&apos;s 2026 FHA limits by county were not available, so the 2026 FHA county figures are
        estimates, labelled as such, made with HUD&apos;s own method and the official 2026 floor and ceiling: a county whose 2026 conforming limit is above the
        baseline takes that figure (outside Alaska, Hawaii, Guam and the Virgin Islands); every other county takes 115% of the median price behind its 2025
        limit, rounded up to $25, kept between the floor and the ceiling. Applied to 2025&apos;s own data, this method reproduces 3,230 of HUD&apos;s 3,234
        published one-unit limits. The official 2025 HUD figure is shown beside each estimate.
      </p>
      <Cite sources={[SOURCES.conformingLimits2026, SOURCES.fhaLimits2026, SOURCES.fhaLimits2025]} />
    </section>
  );
}

function RatioFigures() {
  const programs = Object.keys(RATIO_LIMITS) as CalcType[];
  return (
    <section aria-labelledby="ratio-figures">
      <h3 id="ratio-figures">Qualifying ratios</h3>
      <div className="table-scroll">
        <table>
          <caption>Housing and total debt-to-income limits used by the affordability calculators</caption>
          <thead>
            <tr>
              <th scope="col">Program</th>
              <th scope="col">Housing ratio</th>
              <th scope="col">Total debt ratio</th>
              <th scope="col">Stretch housing ratio</th>
              <th scope="col">Stretch total ratio</th>
            </tr>
          </thead>
          <tbody>
            {programs.map((p) => {
              const { standard, stretch } = RATIO_LIMITS[p];
              return (
                <tr key={p}>
                  <th scope="row">{PROGRAM_LABEL[p]}</th>
                  <td>{standard.front === null ? "none" : ratioPercent(standard.front)}</td>
                  <td>{ratioPercent(standard.back)}</td>
                  <td>{stretch.front === null ? "none" : ratioPercent(stretch.front)}</td>
                  <td>{ratioPercent(stretch.back)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Cite sources={[SOURCES.conventionalRatios, SOURCES.fhaRatios, SOURCES.vaResidualIncome, SOURCES.usdaRatios]} />
      <div className="table-scroll">
        <table>
          <caption>VA minimum residual income a month, loans of $80,000 and more (loans under $80,000 in brackets)</caption>
          <thead>
            <tr>
              <th scope="col">Family size</th>
              <th scope="col">Northeast</th>
              <th scope="col">Midwest</th>
              <th scope="col">South</th>
              <th scope="col">West</th>
            </tr>
          </thead>
          <tbody>
            {VA_RESIDUAL_INCOME_TABLE.from80k.rows.map((row, i) => (
              <tr key={i}>
                <th scope="row">{i + 1}</th>
                {row.map((v, j) => (
                  <td key={j}>
                    {money(v)} ({money(VA_RESIDUAL_INCOME_TABLE.under80k.rows[i]![j]!)})
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        Over 5 members, add {money(VA_RESIDUAL_INCOME_TABLE.from80k.perExtraMember)} for each additional member (
        {money(VA_RESIDUAL_INCOME_TABLE.under80k.perExtraMember)} under $80,000). Maintenance and utilities count at $0.14 per square foot a month.
      </p>
    </section>
  );
}

function RefinanceFigures() {
  return (
    <section aria-labelledby="refinance-figures">
      <h3 id="refinance-figures">Refinance limits</h3>
      <div className="table-scroll">
        <table>
          <caption>Maximum loan-to-value of a refinance</caption>
          <thead>
            <tr>
              <th scope="col">Program</th>
              <th scope="col">Cash-out</th>
              <th scope="col">No cash out</th>
            </tr>
          </thead>
          <tbody>
            {(Object.keys(REFINANCE_MAX_LTV) as (keyof typeof REFINANCE_MAX_LTV)[]).map((p) => (
              <tr key={p}>
                <th scope="row">{PROGRAM_LABEL[p]}</th>
                <td>{ratioPercent(REFINANCE_MAX_LTV[p].cashOut)}</td>
                <td>{ratioPercent(REFINANCE_MAX_LTV[p].rateTerm)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        A VA IRRRL costs a 0.5% funding fee and must recoup its closing costs from the payment saving within 36 months; from a fixed rate, the new fixed rate
        must be at least 0.5 percentage points lower.
      </p>
      <Cite sources={[SOURCES.cashOutLimits, SOURCES.vaIrrrl]} />
    </section>
  );
}

function DefaultsFigures() {
  return (
    <section aria-labelledby="default-figures">
      <h3 id="default-figures">Property tax and insurance defaults</h3>
      <p>
        Property tax starts at the county&apos;s effective rate (median real estate taxes paid divided by median home value); where the county has no published
        rate, the state&apos;s. Home insurance starts at the state&apos;s average HO-3 premium ({money(US_AVERAGE_HO3_PREMIUM)} a year is the US average). Both
        are starting points you can change.
      </p>
      <Cite sources={[SOURCES.propertyTaxCounty, SOURCES.propertyTaxState, SOURCES.homeInsurance, SOURCES.zipToCounty]} />
    </section>
  );
}

function ArmFigures() {
  return (
    <section aria-labelledby="arm-figures">
      <h3 id="arm-figures">Adjustable rates, buydowns and the tax deduction</h3>
      <div className="table-scroll">
        <table>
          <caption>SOFR ARM caps by product (percentage points)</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Fixed for</th>
              <th scope="col">First change</th>
              <th scope="col">Each later change</th>
              <th scope="col">Over the life</th>
            </tr>
          </thead>
          <tbody>
            {ARM_PRODUCTS.map((p) => (
              <tr key={p}>
                <th scope="row">{p}</th>
                <td>{ARM_PLAN_TERMS[p].fixedMonths / 12} years</td>
                <td>{ratioPercent(ARM_PLAN_TERMS[p].initialCap)}</td>
                <td>{ratioPercent(ARM_PLAN_TERMS[p].periodicCap)}</td>
                <td>{ratioPercent(ARM_PLAN_TERMS[p].lifetimeCap)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        The index is the 30-day Average SOFR; the rate changes every 6 months after the fixed period, to the index plus the margin rounded to the nearest 0.125%
        (halfway rounds down), never below the margin.
      </p>
      <Cite sources={[SOURCES.armSofr, SOURCES.armQualifying]} />
      <p>
        Temporary buydowns lower the payment by at most 3 points, rising at most 1 point a year:{" "}
        {Object.keys(BUYDOWN_STEPS)
          .filter((k) => k !== "none")
          .join(", ")}
        . Seller contributions are limited to 3%, 6% or 9% of the price by loan-to-value.
      </p>
      <Cite sources={[SOURCES.temporaryBuydown, SOURCES.interestedPartyContributions]} />
      <p>
        The rent-or-buy comparison deducts mortgage interest on up to {money(MORTGAGE_INTEREST_DEBT_LIMIT)} of debt and property tax up to{" "}
        {money(SALT_CAP_2026)}, above a standard deduction of {money(STANDARD_DEDUCTION_2026.joint)} (married filing jointly) or{" "}
        {money(STANDARD_DEDUCTION_2026.single)} (single).
      </p>
      <Cite sources={[SOURCES.mortgageInterestDeduction, SOURCES.standardDeduction2026]} />
    </section>
  );
}

/** Every official figure the calculators use, in tables, each with its source and year. */
export function OfficialFigures() {
  return (
    <>
      <FhaFigures />
      <VaFigures />
      <UsdaFigures />
      <PmiFigures />
      <LimitFigures />
      <RatioFigures />
      <RefinanceFigures />
      <ArmFigures />
      <DefaultsFigures />
      <EligibilityFigures />
      <RateFigures />
    </>
  );
}
