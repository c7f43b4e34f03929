"use client";

import { useMemo } from "react";

import { MoneyField, NumberField, PercentField } from "@/components/calculators/ui/amount-field";
import { CalculatorForm } from "@/components/calculators/ui/calculator-form";
import ui from "@/components/calculators/ui/calculator.module.css";
import { CalculatorLayout } from "@/components/calculators/ui/calculator-layout";
import { formatCents, formatMonths, formatPercent } from "@/components/calculators/ui/format";
import { ResultFigure } from "@/components/calculators/ui/result-figure";
import { LOAN_TERM_OPTIONS, SelectField } from "@/components/calculators/ui/select-field";
import { IntentLink } from "@/components/layout/intent-link";
import { computeBuydown, type BuydownResult } from "@/lib/mortgage/buydown";

import { ExtrasCalculatorRoot, useExtrasCalculator, type ExtrasIslandProps } from "../extras/extras-calculator";
import { ExtrasShareActions } from "../extras/extras-share";
import { PhoneBar } from "../phone-bar";
import { FindingsNotice } from "../results-parts";
import { TableScroll } from "../table-scroll";
import { BUYDOWN_CHOICES, BUYDOWN_LABELS, POINTS_SHARE_PARAMS, POINTS_SPEC, pointsInput, type PointsSpec } from "./points-spec";

const PATH = "/mortgage-points-calculator/";

const pct = (fraction: number) => formatPercent(fraction * 100, 3);

/** Points: cost, saving and break-even (no hooks: the server renders them too). */
function PointsResults({ result }: { result: BuydownResult }) {
  const pays = result.pointsBreakEvenMonths !== null;
  return (
    <>
      <div className={ui.headline}>
        <p>
          <span className={ui.headlineLabel}>The points pay for themselves after</span>
          {pays ? (
            <ResultFigure name="pointsBreakEvenMonths" value={result.pointsBreakEvenMonths ?? 0} format="months" className={ui.headlineValue} />
          ) : (
            <span className={ui.headlineValue}>never</span>
          )}
        </p>
        <p>
          They cost <ResultFigure name="pointsCost" value={result.pointsCost} format="cents" /> and save{" "}
          <ResultFigure name="pointsMonthlySaving" value={result.pointsMonthlySaving} format="cents" /> a month. Over the {formatMonths(result.holdMonths)} you
          keep the loan they {result.pointsNetSaving >= 0 ? "save" : "cost"}{" "}
          <ResultFigure name="pointsNetSaving" value={result.pointsNetSaving}>
            {formatCents(Math.abs(result.pointsNetSaving))}
          </ResultFigure>{" "}
          {result.pointsNetSaving >= 0 ? "in all" : "more than they save"}.
        </p>
      </div>
      <FindingsNotice reasons={result.eligibility.reasons} notes={result.notes} lead="Check these inputs:" />
      <section className={ui.panel} aria-labelledby="points-figures">
        <h2 id="points-figures">Discount points</h2>
        <dl className={ui.figures}>
          <dt>Loan amount</dt>
          <dd>
            <ResultFigure name="loanAmount" value={result.loanAmount} />
          </dd>
          <dt>Principal and interest without points</dt>
          <dd>
            <ResultFigure name="paymentWithoutPoints" value={result.paymentWithoutPoints} format="cents" />
          </dd>
          <dt>With the points</dt>
          <dd>
            <ResultFigure name="paymentWithPoints" value={result.paymentWithPoints} format="cents" />
          </dd>
          <dt>Interest saved while you keep the loan</dt>
          <dd>
            <ResultFigure name="pointsInterestSaved" value={result.pointsInterestSaved} format="cents" />
          </dd>
        </dl>
      </section>
    </>
  );
}

/** The temporary buydown, year by year. */
function BuydownResults({ result }: { result: BuydownResult }) {
  if (result.buydown === "none") {
    return (
      <section className={ui.panel} aria-labelledby="buydown-figures">
        <h2 id="buydown-figures">Temporary buydown</h2>
        <p>Choose a 1-0, 2-1 or 3-2-1 buydown to see the payments and the funds the seller puts in.</p>
      </section>
    );
  }
  return (
    <section className={ui.panel} aria-labelledby="buydown-figures">
      <h2 id="buydown-figures">{result.buydown} temporary buydown</h2>
      <p>
        The seller (or builder, or lender) pays <ResultFigure name="buydownSubsidy" value={result.buydownSubsidy} format="cents" /> at closing into an account
        that makes up the difference each month. From year {result.buydownYears.length + 1} you pay the full{" "}
        <ResultFigure name="notePayment" value={result.paymentWithoutPoints} format="cents" />.
      </p>
      <TableScroll label="Payments during the buydown">
        <table>
          <caption>Payments during the buydown</caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Rate</th>
              <th scope="col">You pay a month</th>
              <th scope="col">Subsidy a month</th>
              <th scope="col">Subsidy that year</th>
            </tr>
          </thead>
          <tbody>
            {result.buydownYears.map((y) => (
              <tr key={y.year}>
                <th scope="row">{y.year}</th>
                <td>{pct(y.rate)}</td>
                <td>
                  <ResultFigure name={`buydownPaymentYear${y.year}`} value={y.payment} format="cents" />
                </td>
                <td>
                  <ResultFigure name={`buydownMonthlySubsidyYear${y.year}`} value={y.monthlySubsidy} format="cents" />
                </td>
                <td>{formatCents(y.subsidy)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p>
        With this down payment a seller may contribute up to {pct(result.sellerContributionLimitRate)} of the price,{" "}
        <ResultFigure name="sellerContributionLimit" value={result.sellerContributionLimit} format="cents" />
        {result.withinSellerLimit ? ": the buydown fits." : ": the buydown is above it."} Lenders qualify you at the full rate, not the bought-down one.
      </p>
    </section>
  );
}

function PointsBody() {
  const { inputs, actions, extras, setExtra } = useExtrasCalculator<PointsSpec>();
  const li = inputs.loanInputs;
  const result = useMemo(() => computeBuydown(pointsInput(inputs, extras)), [inputs, extras]);
  return (
    <CalculatorLayout
      calculator="mortgage-points"
      form={
        <CalculatorForm action={PATH} label="The loan, the points and the buydown">
          <fieldset>
            <legend>The loan</legend>
            <MoneyField label="Home price" name="price" value={li.price} onValueChange={actions.setPrice} hint="Type 450000, $450,000 or 450k." />
            <div className={ui.pair}>
              <MoneyField label="Down payment" name="downPayment" value={li.downPayment} onValueChange={actions.setDownPayment} />
              <PercentField label="Down payment %" name="downPaymentPercent" value={li.downPaymentPercent} onValueChange={actions.setDownPaymentPercent} />
            </div>
            <PercentField label="Rate without points" name="rate" value={li.rate * 100} onValueChange={actions.setRate} />
            <SelectField label="Loan term" name="term" value={String(li.term)} options={LOAN_TERM_OPTIONS} onValueChange={actions.setTerm} />
          </fieldset>
          <fieldset>
            <legend>Discount points</legend>
            <NumberField
              label="Points"
              name="points"
              value={extras.points}
              onValueChange={(t) => setExtra("points", t)}
              hint="One point is 1% of the loan amount."
            />
            <PercentField label="Rate with the points" name="pointsRate" value={extras.pointsRate * 100} onValueChange={(t) => setExtra("pointsRate", t)} />
            <NumberField label="Years you keep the loan" name="holdYears" value={extras.holdYears} onValueChange={(t) => setExtra("holdYears", t)} />
          </fieldset>
          <fieldset>
            <legend>Seller-paid temporary buydown</legend>
            <SelectField
              label="Buydown"
              name="buydown"
              value={extras.buydown}
              options={BUYDOWN_CHOICES.map((b) => ({ value: b, label: BUYDOWN_LABELS[b] }))}
              onValueChange={(v) => setExtra("buydown", v)}
            />
          </fieldset>
        </CalculatorForm>
      }
      phoneBar={<PhoneBar label="Points break even" text={result.pointsBreakEvenMonths !== null ? formatMonths(result.pointsBreakEvenMonths) : "never"} />}
      results={<PointsResults result={result} />}
      below={
        <>
          <BuydownResults result={result} />
          <p>
            An adjustable rate is another way to start lower: <IntentLink href="/arm-calculator/">compare with an ARM</IntentLink>. Not sure about buying yet?{" "}
            <IntentLink href="/rent-vs-buy-calculator/">Rent or buy</IntentLink>.
          </p>
          <ExtrasShareActions path={PATH} params={POINTS_SHARE_PARAMS} />
        </>
      }
    />
  );
}

export type PointsCalculatorRootProps = ExtrasIslandProps<PointsSpec>;

/** The points and buydown calculator with its stores, what the page's island renders: computeBuydown (lib/mortgage) on every keystroke. */
export function PointsCalculatorRoot(props: PointsCalculatorRootProps) {
  return (
    <ExtrasCalculatorRoot {...props} page="mortgage-points" path={PATH} spec={POINTS_SPEC}>
      <PointsBody />
    </ExtrasCalculatorRoot>
  );
}
