import type { ReactNode } from "react";

import type { CountyLocation, LocationStart } from "@/lib/calculator/location-types";
import ui from "@/components/calculators/ui/calculator.module.css";
import { formatMoney, formatMonths, formatPercent } from "@/components/calculators/ui/format";
import { ResultFigure } from "@/components/calculators/ui/result-figure";
import type { PurchaseResult } from "@/lib/mortgage/purchase";

import { programBreakdownParts } from "./breakdown";
import { BreakdownChart } from "./breakdown-chart";
import styles from "./payment.module.css";
import type { PaymentProgram } from "@/lib/calculator/programs";

/*
 * The results, as presentational components without hooks: the server renders them into the
 * first HTML (every figure, no JavaScript needed), and the live calculator, loaded after the
 * page is interactive, renders the same components from the figures it recomputes as you type.
 */

/** The monthly payment, its parts (with the ring chart) and whether the program fits. */
export function PaymentSummary({ result, program }: { result: PurchaseResult; program: PaymentProgram }) {
  const parts = programBreakdownParts(result, program);
  return (
    <div className={ui.headline}>
      <p>
        <span className={ui.headlineLabel}>Monthly payment</span>
        <ResultFigure name="monthlyPayment" value={result.monthlyPayment} className={ui.headlineValue} />
      </p>
      <div className={styles.breakdown}>
        <div className={styles.chartSlot}>
          <BreakdownChart parts={parts} total={result.monthlyPayment} />
        </div>
        <dl className={ui.figures} aria-label="Monthly payment breakdown">
          {parts.map((part) => (
            <div key={part.key} style={{ display: "contents" }}>
              <dt>
                <span className={ui.swatch} style={{ background: part.color }} aria-hidden="true" />
                {part.label}
              </dt>
              <dd>
                <ResultFigure name={part.key} value={part.value} format="cents" />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

/** Reasons the scenario does not fit the program, and notes that do not block it. */
export function EligibilityNotice({ result, program }: { result: PurchaseResult; program: PaymentProgram }) {
  const { reasons } = result.eligibility;
  return (
    <>
      {reasons.length > 0 ? (
        <div className="notice notice-error" data-eligible="false">
          <p>
            <strong>This scenario does not fit a {program.name === "Conventional" ? "conventional" : program.name} loan:</strong>
          </p>
          <ul className={ui.reasons}>
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <p>The figures below are still computed from your inputs, so you can see what changes.</p>
        </div>
      ) : null}
      {result.notes.length > 0 ? (
        <div className="notice">
          <ul className={ui.reasons}>
            {result.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

function upfrontLabel(program: PaymentProgram, result: PurchaseResult): string {
  const rate = formatPercent(result.upfrontFeeBps / 100, 2);
  switch (program.calcType) {
    case "fha":
      return `Upfront MIP (${rate})`;
    case "va":
      return result.upfrontFeeBps === 0 ? "VA funding fee (exempt)" : `VA funding fee (${rate})`;
    case "usda":
      return `USDA guarantee fee (${rate})`;
    case "conventional":
      return "Upfront fee (none)";
  }
}

/** The loan: amounts, fees and what it costs over its life. */
export function LoanFigures({ result, program }: { result: PurchaseResult; program: PaymentProgram }) {
  return (
    <section className={ui.panel} aria-labelledby="loan-figures">
      <h2 id="loan-figures">The loan</h2>
      <dl className={ui.figures}>
        <dt>Down payment ({formatPercent(result.downPaymentPercent, 2)})</dt>
        <dd>
          <ResultFigure name="downPayment" value={result.downPayment} />
        </dd>
        <dt>Loan amount</dt>
        <dd>
          <ResultFigure name="loanAmount" value={result.loanAmount} />
        </dd>
        <dt>{upfrontLabel(program, result)}</dt>
        <dd>
          <ResultFigure name="upfrontFee" value={result.upfrontFee} format="cents" />
        </dd>
        <dt>Total loan amount{program.calcType === "conventional" ? "" : " (fee financed)"}</dt>
        <dd>
          <ResultFigure name="totalLoanAmount" value={result.totalLoanAmount} />
        </dd>
        <dt>Total interest</dt>
        <dd>
          <ResultFigure name="totalInterest" value={result.totalInterest} />
        </dd>
        <dt>Principal and interest paid in all</dt>
        <dd>
          <ResultFigure name="totalPayments" value={result.totalPayments} />
        </dd>
        <dt>Paid off in</dt>
        <dd>
          <ResultFigure name="payoffMonths" value={result.payoffMonths} format="months" />
        </dd>
      </dl>
    </section>
  );
}

/** The last payment that carries mortgage insurance (0 when none), read off the schedule. */
function lastInsuredPayment(result: PurchaseResult): number {
  for (let i = result.schedule.length - 1; i >= 0; i--) if ((result.schedule[i]?.mortgageInsurance ?? 0) > 0) return i + 1;
  return 0;
}

/** When the mortgage insurance (PMI, MIP, USDA fee) ends, and what it costs in all. */
export function InsurancePanel({ result, program }: { result: PurchaseResult; program: PaymentProgram }) {
  const lastPayment = lastInsuredPayment(result);
  const lifeOfLoan = lastPayment > 0 && lastPayment === result.payoffMonths;
  let explanation: ReactNode;
  if (program.calcType === "conventional") {
    const pmi = result.pmi;
    if (!pmi || !pmi.required) {
      explanation = (
        <>
          No PMI: the loan is 80% of the price or less.
          {pmi?.wouldCost ? ` With less than 20% down it would cost about ${formatMoney(pmi.wouldCost)} a month at your credit score.` : ""}
        </>
      );
    } else if (!pmi.included) {
      explanation = (
        <>
          PMI is required with less than 20% down (about {formatMoney(pmi.monthly)} a month, {formatPercent(pmi.annualRate, 2)} of the loan a year), but you
          left it out of the payment.
        </>
      );
    } else {
      explanation = (
        <>
          PMI costs {formatMoney(pmi.monthly)} a month ({formatPercent(pmi.annualRate, 2)} of the loan a year at {pmi.coverage}% coverage, credit band{" "}
          {pmi.creditScoreRangePMI}). By law it stops when the scheduled balance reaches 78% of the price, and at the latest halfway through the term; you can
          ask your servicer to cancel it at 80%.
        </>
      );
    }
  } else if (program.calcType === "fha") {
    const mip = result.fhaMip;
    explanation = mip ? (
      <>
        FHA annual MIP is {formatPercent(mip.annualRateBps / 100, 2)} of the loan a year ({formatMoney(mip.monthly)} a month in the first year).{" "}
        {mip.durationMonths >= result.termMonths
          ? "With less than 10% down it lasts for the life of the loan; refinancing into a conventional loan is the usual way out."
          : "With at least 10% down it ends after 11 years."}{" "}
        The upfront MIP of {formatMoney(mip.upfront)} is added to the loan.
      </>
    ) : (
      <>Enter a price and a down payment to see FHA mortgage insurance.</>
    );
  } else if (program.calcType === "usda") {
    explanation = (
      <>
        The USDA annual fee is 0.35% of the year&apos;s average scheduled balance, paid monthly for the life of the loan; the 1% upfront guarantee fee is added
        to the loan.
      </>
    );
  } else {
    explanation = (
      <>
        VA loans have no monthly mortgage insurance. The one-time funding fee (
        {result.upfrontFeeBps === 0 ? "waived: exempt" : formatPercent(result.upfrontFeeBps / 100, 2)}) is added to the loan.
      </>
    );
  }
  return (
    <section className={ui.panel} aria-labelledby="insurance-panel">
      <h2 id="insurance-panel">When mortgage insurance ends</h2>
      <p>{explanation}</p>
      <dl className={ui.figures}>
        <dt>Last payment with mortgage insurance</dt>
        <dd>
          <ResultFigure name="mortgageInsuranceEndsMonth" value={lastPayment}>
            {lastPayment === 0 ? "None" : `Payment ${lastPayment} (${formatMonths(lastPayment)}${lifeOfLoan ? ", life of loan" : ""})`}
          </ResultFigure>
        </dd>
        <dt>Mortgage insurance paid in all</dt>
        <dd>
          <ResultFigure name="totalMortgageInsurance" value={result.totalMortgageInsurance} />
        </dd>
      </dl>
    </section>
  );
}

/** The county's 2026 limits, and whether the loan is above them. */
export function LimitsPanel({
  result,
  program,
  county,
  stateName,
  location,
}: {
  result: PurchaseResult;
  program: PaymentProgram;
  county: CountyLocation | null;
  stateName: string;
  location: LocationStart;
}) {
  const { national, sources } = location;
  if (!county) {
    return (
      <section className={ui.panel} aria-labelledby="limits-panel">
        <h2 id="limits-panel">Loan limits</h2>
        <p>
          Choose a county to see its limits. In 2026 the conforming limit for one home is {formatMoney(national.conformingBaseline)} in most counties and up to{" "}
          {formatMoney(national.conformingCeiling)} in high-cost areas; FHA limits run from {formatMoney(national.fhaFloor)} to{" "}
          {formatMoney(national.fhaCeiling)}.{result.loanAmount > national.conformingCeiling ? <span className={styles.badge}>Jumbo</span> : null}
        </p>
        <p className="field-hint">
          Sources: {sources.conforming}; {sources.fha}.
        </p>
      </section>
    );
  }
  const jumbo = result.loanAmount > county.conformingLimit;
  const aboveFha = county.fhaLimit !== null && result.loanAmount > county.fhaLimit;
  return (
    <section className={ui.panel} aria-labelledby="limits-panel">
      <h2 id="limits-panel">
        Loan limits in {county.name}, {stateName}
      </h2>
      <dl className={ui.figures}>
        <dt>Conforming limit 2026 (1 unit)</dt>
        <dd>
          <ResultFigure name="conformingLimit" value={county.conformingLimit} />
        </dd>
        <dt>FHA limit 2026 (1 unit)</dt>
        <dd>
          <ResultFigure name="fhaLimit" value={county.fhaLimit ?? 0}>
            {county.fhaLimit === null ? "Not set" : undefined}
          </ResultFigure>
        </dd>
      </dl>
      <p>
        Your loan of {formatMoney(result.loanAmount)} is{" "}
        {jumbo ? (
          <>
            above the conforming limit: a <strong>jumbo loan</strong>
            <span className={styles.badge} data-jumbo="true">
              Jumbo
            </span>
          </>
        ) : (
          <>
            within the conforming limit<span className={`${styles.badge} ${styles.badgeOk}`}>Conforming</span>
          </>
        )}
        {county.fhaLimit !== null && (program.calcType === "fha" || aboveFha) ? <>, and {aboveFha ? "above" : "within"} the FHA limit.</> : "."}
      </p>
      <p className="field-hint">
        Sources: {sources.conforming}; {sources.fha}. Property tax: {county.taxSource}.
      </p>
    </section>
  );
}

/** What the extra principal a month (typed in the form) does: months and interest saved. */
export function ExtraPaymentFigures({ result }: { result: PurchaseResult }) {
  return (
    <section className={ui.panel} aria-labelledby="extra-panel">
      <h2 id="extra-panel">Paying extra each month</h2>
      <dl className={ui.figures}>
        <dt>Paid off in</dt>
        <dd>
          <ResultFigure name="extraPayoffMonths" value={result.payoffMonths} format="months" />
        </dd>
        <dt>Time saved</dt>
        <dd>
          <ResultFigure name="monthsSaved" value={result.monthsSaved}>
            {result.monthsSaved > 0 ? formatMonths(result.monthsSaved) : "None"}
          </ResultFigure>
        </dd>
        <dt>Interest saved</dt>
        <dd>
          <ResultFigure name="interestSaved" value={result.interestSaved} />
        </dd>
      </dl>
      {result.monthsSaved === 0 ? <p className="field-hint">Enter an extra amount under &ldquo;Extra payments&rdquo; to see what it saves.</p> : null}
    </section>
  );
}
