"use client";

import { useMemo } from "react";

import { MoneyField, PercentField } from "@/components/calculators/ui/amount-field";
import { CalculatorForm } from "@/components/calculators/ui/calculator-form";
import ui from "@/components/calculators/ui/calculator.module.css";
import { CalculatorLayout } from "@/components/calculators/ui/calculator-layout";
import { formatCents, formatPercent } from "@/components/calculators/ui/format";
import { ResultFigure } from "@/components/calculators/ui/result-figure";
import { LOAN_TERM_OPTIONS, SelectField } from "@/components/calculators/ui/select-field";
import { IntentLink } from "@/components/layout/intent-link";
import { computeArm, fullyIndexedRate, indexFraction, type ArmResult, type ArmScenarioId } from "@/lib/mortgage/arm";
import { formatDate } from "@/lib/rates/dates";
import { INDEX_SERIES, type IndexReading } from "@/lib/rates/series";

import { ExtrasCalculatorRoot, useExtrasCalculator, type ExtrasIslandProps } from "../extras/extras-calculator";
import { ExtrasShareActions } from "../extras/extras-share";
import { PhoneBar } from "../phone-bar";
import { FindingsNotice } from "../results-parts";
import { TableScroll } from "../table-scroll";
import { ARM_EXAMPLE_INDEX } from "./arm-defaults";
import { ARM_INDEX_DECIMALS, ARM_PRODUCT_CHOICES, ARM_SHARE_PARAMS, armInput, armSpec, type ArmSpec } from "./arm-spec";

const PATH = "/arm-calculator/";

const PATHS: readonly { id: ArmScenarioId; key: string; label: string }[] = [
  { id: "unchanged", key: "Unchanged", label: "Index unchanged" },
  { id: "worst", key: "Worst", label: "Rising to the caps" },
  { id: "custom", key: "Custom", label: "Your index path" },
];

/** Rows of the payment path shown: the fixed period and the first change dates (by then every path has settled). */
const PATH_ROWS = 8;

const pct = (fraction: number) => formatPercent(fraction * 100, 3);

/**
 * The index as the site holds it: the newest 30-day Average SOFR with its date and citation, and
 * the fully indexed rate it gives with the visitor's margin (the engine's rounding); or, when the
 * site holds none, that it is not loaded, that the index field starts at an example, and how the
 * site's operator loads it. Dated, never "today" alone: the page is served from the cache until
 * the next figure is loaded.
 */
function ArmIndexToday({ reading, margin }: { reading: IndexReading; margin: number }) {
  if (reading.status === "loaded") {
    const { seriesId, date, ratePercent } = reading.observation;
    const series = INDEX_SERIES[seriesId];
    return (
      <section className={ui.panel} aria-labelledby="arm-index-today" data-index-reading="loaded">
        <h2 id="arm-index-today">The index now</h2>
        <p>
          The {series.label} on <time dateTime={date}>{formatDate(date)}</time>, the newest figure this site holds, is{" "}
          <ResultFigure name="sofrToday" value={ratePercent}>
            {formatPercent(ratePercent, ARM_INDEX_DECIMALS)}
          </ResultFigure>
          . With your margin of {pct(margin)}, the fully indexed rate at that index is{" "}
          <ResultFigure name="fullyIndexedRateToday" value={fullyIndexedRate(indexFraction(ratePercent), margin) * 100} format="percent" /> (their sum rounded
          to the nearest 0.125%).
        </p>
        <p className="field-hint">Source: {series.citation}.</p>
      </section>
    );
  }
  const series = INDEX_SERIES[reading.seriesId];
  return (
    <section className={ui.panel} aria-labelledby="arm-index-today" data-index-reading={reading.status}>
      <h2 id="arm-index-today">The index now</h2>
      <p>
        {`Today's ${series.label} ${reading.status === "not-loaded" ? "is not loaded on this site" : "could not be read right now"}, so the index field starts at an example, ${pct(ARM_EXAMPLE_INDEX)}.`}{" "}
        Enter the figure the New York Fed published today, or the index on your Loan Estimate, for your fully indexed rate.
      </p>
      {reading.status === "not-loaded" ? (
        <p className="field-hint">
          For the site&apos;s operator: the series is loaded from FRED, with <code>FRED_API_KEY</code> set, by <code>npm run rates:sync</code> ({series.id} is
          among the series it fetches), or from FRED&apos;s CSV download of {series.id} by <code>npm run rates:import -- FILE</code>.
        </p>
      ) : null}
    </section>
  );
}

/** The ARM's figures beside the inputs (no hooks: the server renders them too). */
function ArmResults({ result, reading, margin }: { result: ArmResult; reading: IndexReading; margin: number }) {
  const years = result.fixedMonths / 12;
  return (
    <>
      <div className={ui.headline}>
        <p>
          <span className={ui.headlineLabel}>Payment for the first {years} years</span>
          <ResultFigure name="initialPayment" value={result.initialPayment} format="cents" className={ui.headlineValue} />
        </p>
        <p>
          Then every 6 months the rate follows the index plus the margin, today{" "}
          <ResultFigure name="fullyIndexedRate" value={result.fullyIndexedRate * 100} format="percent" /> (the fully indexed rate). At worst it reaches{" "}
          <ResultFigure name="maxRate" value={result.maxRate * 100} format="percent" /> and a payment of{" "}
          <ResultFigure name="maxPaymentWorst" value={result.paths.worst.maxPayment} format="cents" />.
        </p>
      </div>
      <FindingsNotice reasons={result.eligibility.reasons} notes={result.notes} lead="Check these inputs:" />
      <ArmIndexToday reading={reading} margin={margin} />
      <section className={ui.panel} aria-labelledby="arm-paths">
        <h2 id="arm-paths">After the fixed period</h2>
        <TableScroll label="The ARM under three index paths">
          <table>
            <caption>The ARM under three index paths</caption>
            <thead>
              <tr>
                <th scope="col">Index path</th>
                <th scope="col">First new rate</th>
                <th scope="col">First new payment</th>
                <th scope="col">Highest payment</th>
                <th scope="col">Total interest</th>
              </tr>
            </thead>
            <tbody>
              {PATHS.map(({ id, key, label }) => {
                const path = result.paths[id];
                return (
                  <tr key={id}>
                    <th scope="row">{label}</th>
                    <td>
                      <ResultFigure name={`firstAdjustedRate${key}`} value={path.firstAdjustedRate * 100} format="percent" />
                    </td>
                    <td>
                      <ResultFigure name={`firstAdjustedPayment${key}`} value={path.firstAdjustedPayment} format="cents" />
                    </td>
                    <td>
                      <ResultFigure name={`maxPayment${key}`} value={path.maxPayment} format="cents" />
                    </td>
                    <td>
                      <ResultFigure name={`totalInterest${key}`} value={path.totalInterest} />
                    </td>
                  </tr>
                );
              })}
              {result.fixed ? (
                <tr>
                  <th scope="row">Fixed rate at {pct(result.fixed.rate)}</th>
                  <td>{pct(result.fixed.rate)}</td>
                  <td>
                    <ResultFigure name="fixedPayment" value={result.fixed.payment} format="cents" />
                  </td>
                  <td>{formatCents(result.fixed.payment)}</td>
                  <td>
                    <ResultFigure name="fixedTotalInterest" value={result.fixed.totalInterest} />
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </TableScroll>
        <dl className={ui.figures}>
          <dt>Balance when the fixed period ends</dt>
          <dd>
            <ResultFigure name="balanceAtFirstChange" value={result.paths.unchanged.balanceAtFirstChange} format="cents" />
          </dd>
          <dt>Lenders qualify you at</dt>
          <dd>
            <ResultFigure name="qualifyingRate" value={result.qualifyingRate * 100} format="percent" />
          </dd>
          <dt>The rate never goes below (the margin)</dt>
          <dd>
            <ResultFigure name="minRate" value={result.minRate * 100} format="percent" />
          </dd>
        </dl>
      </section>
    </>
  );
}

/** The payment at each change date on the three paths. */
function ArmPathTable({ result }: { result: ArmResult }) {
  const rows = result.paths.unchanged.periods.slice(0, PATH_ROWS);
  return (
    <section className={ui.panel} aria-labelledby="arm-schedule">
      <h2 id="arm-schedule">Rate and payment at each change</h2>
      <TableScroll label="Rate and payment at each change date">
        <table>
          <caption>Rate and payment at each change date (payment number it starts with)</caption>
          <thead>
            <tr>
              <th scope="col">From payment</th>
              {PATHS.map((p) => (
                <th scope="col" key={p.id}>
                  {p.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={row.fromMonth}>
                <th scope="row">{row.fromMonth}</th>
                {PATHS.map((p) => {
                  const period = result.paths[p.id].periods[i];
                  return <td key={p.id}>{period ? `${pct(period.rate)}: ${formatCents(period.payment)}` : ""}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="field-hint">After these, the rate moves every 6 months by the same rules until the loan is paid off.</p>
    </section>
  );
}

/** The index field's hint: where its first value came from. */
/** The index field's hint, worded per reading as the panel beside it is. */
function indexHint(reading: IndexReading): string {
  if (reading.status === "loaded") {
    const { label } = INDEX_SERIES[reading.observation.seriesId];
    return `Starts at the ${label} of ${formatDate(reading.observation.date)}, the newest this site holds.`;
  }
  const why = reading.status === "not-loaded" ? "this site has not loaded today's figure" : "today's figure could not be read right now";
  return `Starts at an example, ${pct(ARM_EXAMPLE_INDEX)}: ${why}.`;
}

function ArmBody({ reading }: { reading: IndexReading }) {
  const { inputs, actions, extras, setExtra } = useExtrasCalculator<ArmSpec>();
  const li = inputs.loanInputs;
  const result = useMemo(() => computeArm(armInput(inputs, extras)), [inputs, extras]);
  return (
    <CalculatorLayout
      calculator="arm"
      form={
        <CalculatorForm action={PATH} label="The loan and the ARM's terms">
          <fieldset>
            <legend>The loan</legend>
            <MoneyField label="Home price" name="price" value={li.price} onValueChange={actions.setPrice} hint="Type 450000, $450,000 or 450k." />
            <div className={ui.pair}>
              <MoneyField label="Down payment" name="downPayment" value={li.downPayment} onValueChange={actions.setDownPayment} />
              <PercentField label="Down payment %" name="downPaymentPercent" value={li.downPaymentPercent} onValueChange={actions.setDownPaymentPercent} />
            </div>
            <SelectField label="Loan term" name="term" value={String(li.term)} options={LOAN_TERM_OPTIONS} onValueChange={actions.setTerm} />
            <PercentField label="Fixed rate to compare with" name="rate" value={li.rate * 100} onValueChange={actions.setRate} />
          </fieldset>
          <fieldset>
            <legend>The ARM</legend>
            <SelectField
              label="ARM type"
              name="product"
              value={extras.product}
              options={ARM_PRODUCT_CHOICES.map((p) => ({ value: p, label: `${p} (fixed ${p.split("/")[0] ?? ""} years, then every 6 months)` }))}
              onValueChange={(v) => setExtra("product", v)}
            />
            <PercentField label="Start rate" name="armRate" value={extras.armRate * 100} onValueChange={(t) => setExtra("armRate", t)} />
            <PercentField
              label="Margin"
              name="margin"
              value={extras.margin * 100}
              onValueChange={(t) => setExtra("margin", t)}
              hint="On your Loan Estimate's AIR table; up to 3% for Fannie Mae and Freddie Mac."
            />
            <PercentField
              label="Index (30-day Average SOFR)"
              name="index"
              value={extras.index * 100}
              percentDecimals={ARM_INDEX_DECIMALS}
              onValueChange={(t) => setExtra("index", t)}
              hint={indexHint(reading)}
            />
          </fieldset>
          <fieldset>
            <legend>Your own index path</legend>
            <PercentField
              label="Index at the first change"
              name="yourIndex"
              value={extras.yourIndex * 100}
              percentDecimals={ARM_INDEX_DECIMALS}
              onValueChange={(t) => setExtra("yourIndex", t)}
            />
            <PercentField
              label="Then change a year"
              name="indexChange"
              value={extras.indexChange * 100}
              onValueChange={(t) => setExtra("indexChange", t)}
              hint="Negative for a falling index (-0.5)."
            />
          </fieldset>
        </CalculatorForm>
      }
      phoneBar={<PhoneBar label="Payment now" text={formatCents(result.initialPayment)} />}
      results={<ArmResults result={result} reading={reading} margin={extras.margin} />}
      below={
        <>
          <ArmPathTable result={result} />
          <p>
            Would paying points or a seller&apos;s buydown lower the rate more cheaply? See{" "}
            <IntentLink href="/mortgage-points-calculator/">what points and buydowns buy</IntentLink>, or whether to{" "}
            <IntentLink href="/rent-vs-buy-calculator/">rent or buy</IntentLink> at all.
          </p>
          <ExtrasShareActions path={PATH} params={ARM_SHARE_PARAMS} />
        </>
      }
    />
  );
}

export interface ArmCalculatorRootProps extends ExtrasIslandProps<ArmSpec> {
  /** The 30-day Average SOFR as the site holds it (read by the page on the server). */
  index: IndexReading;
}

/** The ARM calculator with its stores, what the page's island renders: computeArm (lib/mortgage) on every keystroke. */
export function ArmCalculatorRoot({ index, ...props }: ArmCalculatorRootProps) {
  return (
    <ExtrasCalculatorRoot {...props} page="arm" path={PATH} spec={(initial) => armSpec(initial.index)}>
      <ArmBody reading={index} />
    </ExtrasCalculatorRoot>
  );
}
