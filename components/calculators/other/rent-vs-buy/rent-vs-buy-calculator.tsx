"use client";

import { useMemo } from "react";

import { MoneyField, NumberField, PercentField } from "@/components/calculators/ui/amount-field";
import { CalculatorForm } from "@/components/calculators/ui/calculator-form";
import ui from "@/components/calculators/ui/calculator.module.css";
import { CalculatorLayout } from "@/components/calculators/ui/calculator-layout";
import { formatCents, formatMoney } from "@/components/calculators/ui/format";
import { ResultFigure } from "@/components/calculators/ui/result-figure";
import { LOAN_TERM_OPTIONS, SelectField, YesNoField } from "@/components/calculators/ui/select-field";
import { IntentLink } from "@/components/layout/intent-link";
import { hoaMonthly } from "@/lib/calculator/transitions";
import { computeRentVsBuy, type RentVsBuyResult } from "@/lib/mortgage/rent-vs-buy";

import { ExtrasCalculatorRoot, useExtrasCalculator, type ExtrasIslandProps } from "../extras/extras-calculator";
import { ExtrasShareActions } from "../extras/extras-share";
import { PhoneBar } from "../phone-bar";
import { FindingsNotice } from "../results-parts";
import { TableScroll } from "../table-scroll";
import { RENT_VS_BUY_SHARE_PARAMS, RENT_VS_BUY_SPEC, rentVsBuyInput, type RentVsBuySpec } from "./rent-vs-buy-spec";

const PATH = "/rent-vs-buy-calculator/";

/** The answer and the two paths' figures (no hooks: the server renders them too). */
function RentVsBuyResults({ result }: { result: RentVsBuyResult }) {
  const ahead = result.buyAdvantage >= 0;
  return (
    <>
      <div className={ui.headline}>
        <p>
          <span className={ui.headlineLabel}>Buying is better if rent is more than</span>
          {result.breakEvenRent !== null ? (
            <ResultFigure name="breakEvenRent" value={result.breakEvenRent} format="cents" className={ui.headlineValue} />
          ) : (
            <span className={ui.headlineValue}>no rent</span>
          )}
        </p>
        <p>
          At your rent of {formatMoney(result.rent)} a month, over {result.years} years {ahead ? "buying" : "renting"} leaves you{" "}
          <ResultFigure name="buyAdvantage" value={result.buyAdvantage}>
            {formatMoney(Math.abs(result.buyAdvantage))}
          </ResultFigure>{" "}
          better off.{" "}
          {result.breakEvenYear !== null ? (
            <>
              Buying pulls ahead in year <ResultFigure name="breakEvenYear" value={result.breakEvenYear} format="number" />.
            </>
          ) : (
            "Buying does not pull ahead within your stay."
          )}
        </p>
      </div>
      <FindingsNotice reasons={result.eligibility.reasons} notes={result.notes} lead="Check these inputs:" />
      <section className={ui.panel} aria-labelledby="rvb-end">
        <h2 id="rvb-end">After {result.years} years</h2>
        <dl className={ui.figures}>
          <dt>Buying: what you would have (home sold, loan repaid, savings)</dt>
          <dd>
            <ResultFigure name="buyNetWorth" value={result.buyNetWorth} />
          </dd>
          <dt>Renting: what you would have (savings invested)</dt>
          <dd>
            <ResultFigure name="rentNetWorth" value={result.rentNetWorth} />
          </dd>
          <dt>Cost of owning, first month</dt>
          <dd>
            <ResultFigure name="monthlyBuyCost" value={result.monthlyBuyCost} format="cents" />
          </dd>
          <dt>Of it, principal and interest</dt>
          <dd>
            <ResultFigure name="principalAndInterest" value={result.principalAndInterest} format="cents" />
          </dd>
          <dt>Down payment and buying costs</dt>
          <dd>
            <ResultFigure name="upfrontCost" value={result.upfrontCost} />
          </dd>
          <dt>Home value at the end</dt>
          <dd>
            <ResultFigure name="homeValueAtEnd" value={result.homeValueAtEnd} />
          </dd>
          <dt>Selling costs</dt>
          <dd>
            <ResultFigure name="sellingCosts" value={result.sellingCosts} />
          </dd>
          <dt>Loan balance at the end</dt>
          <dd>
            <ResultFigure name="balanceAtEnd" value={result.balanceAtEnd} />
          </dd>
          <dt>Everything buying cost (after tax savings)</dt>
          <dd>
            <ResultFigure name="totalBuyCosts" value={result.totalBuyCosts} />
          </dd>
          <dt>Rent paid</dt>
          <dd>
            <ResultFigure name="totalRentPaid" value={result.totalRentPaid} />
          </dd>
          <dt>Tax savings from itemizing</dt>
          <dd>
            <ResultFigure name="taxSavings" value={result.taxSavings} />
          </dd>
        </dl>
      </section>
    </>
  );
}

/** Year by year: what each path would leave you with if you moved at the end of that year. */
function RentVsBuyYears({ result }: { result: RentVsBuyResult }) {
  return (
    <section className={ui.panel} aria-labelledby="rvb-years">
      <h2 id="rvb-years">Year by year</h2>
      <TableScroll label="Rent or buy, year by year">
        <table>
          <caption>If you moved at the end of each year</caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Buying cost</th>
              <th scope="col">Rent paid</th>
              <th scope="col">Home value</th>
              <th scope="col">Buying leaves</th>
              <th scope="col">Renting leaves</th>
              <th scope="col">Buying ahead by</th>
            </tr>
          </thead>
          <tbody>
            {result.yearly.map((y) => (
              <tr key={y.year}>
                <th scope="row">{y.year}</th>
                <td>{formatMoney(y.buyCosts)}</td>
                <td>{formatMoney(y.rentPaid)}</td>
                <td>{formatMoney(y.homeValue)}</td>
                <td>{formatMoney(y.buyNetWorth)}</td>
                <td>{formatMoney(y.rentNetWorth)}</td>
                <td>{y.buyAdvantage < 0 ? `−${formatMoney(-y.buyAdvantage)}` : formatMoney(y.buyAdvantage)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="field-hint">Year 1&apos;s buying cost includes the down payment and the buying costs ({formatCents(result.upfrontCost)}).</p>
    </section>
  );
}

function RentVsBuyBody() {
  const { inputs, actions, extras, setExtra } = useExtrasCalculator<RentVsBuySpec>();
  const li = inputs.loanInputs;
  const result = useMemo(() => computeRentVsBuy(rentVsBuyInput(inputs, extras)), [inputs, extras]);
  return (
    <CalculatorLayout
      calculator="rent-vs-buy"
      form={
        <CalculatorForm action={PATH} label="Renting and buying">
          <fieldset>
            <legend>Renting</legend>
            <MoneyField label="Rent a month" name="rent" value={extras.rent} onValueChange={(t) => setExtra("rent", t)} />
            <NumberField label="Years you would stay" name="years" value={extras.years} onValueChange={(t) => setExtra("years", t)} />
          </fieldset>
          <fieldset>
            <legend>Buying</legend>
            <MoneyField label="Home price" name="price" value={li.price} onValueChange={actions.setPrice} hint="Type 450000, $450,000 or 450k." />
            <div className={ui.pair}>
              <MoneyField label="Down payment" name="downPayment" value={li.downPayment} onValueChange={actions.setDownPayment} />
              <PercentField label="Down payment %" name="downPaymentPercent" value={li.downPaymentPercent} onValueChange={actions.setDownPaymentPercent} />
            </div>
            <PercentField label="Mortgage rate" name="rate" value={li.rate * 100} onValueChange={actions.setRate} />
            <SelectField label="Loan term" name="term" value={String(li.term)} options={LOAN_TERM_OPTIONS} onValueChange={actions.setTerm} />
            <MoneyField label="Property tax a year" name="taxAnnual" value={li.taxAnnual} onValueChange={actions.setTaxAnnual} />
            <MoneyField label="Home insurance a year" name="insuranceAnnual" value={li.insuranceAnnual} onValueChange={actions.setInsuranceAnnual} />
            <MoneyField label="HOA dues a month" name="hoa" value={hoaMonthly(inputs.hoa)} onValueChange={(t) => actions.setHoa({ amount: t, divisor: 1 })} />
          </fieldset>
          <fieldset>
            <legend>Assumptions</legend>
            <PercentField
              label="Home price growth a year"
              name="appreciation"
              value={extras.appreciation * 100}
              onValueChange={(t) => setExtra("appreciation", t)}
            />
            <PercentField label="Rent growth a year" name="rentGrowth" value={extras.rentGrowth * 100} onValueChange={(t) => setExtra("rentGrowth", t)} />
            <PercentField
              label="Investment return a year, after tax"
              name="investmentReturn"
              value={extras.investmentReturn * 100}
              onValueChange={(t) => setExtra("investmentReturn", t)}
            />
            <PercentField
              label="Maintenance, % of the home's value a year"
              name="maintenanceRate"
              value={extras.maintenanceRate * 100}
              onValueChange={(t) => setExtra("maintenanceRate", t)}
            />
            <PercentField
              label="Buying costs, % of the price"
              name="buyingCostRate"
              value={extras.buyingCostRate * 100}
              onValueChange={(t) => setExtra("buyingCostRate", t)}
            />
            <PercentField
              label="Selling costs, % of the sale price"
              name="sellingCostRate"
              value={extras.sellingCostRate * 100}
              onValueChange={(t) => setExtra("sellingCostRate", t)}
            />
            <PercentField
              label="Federal tax bracket"
              name="marginalTaxRate"
              value={extras.marginalTaxRate * 100}
              onValueChange={(t) => setExtra("marginalTaxRate", t)}
              hint="0 to leave the mortgage interest deduction out."
            />
            <YesNoField label="Married filing jointly" name="filingJointly" value={extras.filingJointly} onValueChange={(v) => setExtra("filingJointly", v)} />
          </fieldset>
        </CalculatorForm>
      }
      phoneBar={<PhoneBar label="Buy if rent is over" text={result.breakEvenRent !== null ? formatCents(result.breakEvenRent) : "no rent"} />}
      results={<RentVsBuyResults result={result} />}
      below={
        <>
          <RentVsBuyYears result={result} />
          <p>
            Buying? Lower the rate with <IntentLink href="/mortgage-points-calculator/">points or a seller&apos;s buydown</IntentLink>, or{" "}
            <IntentLink href="/arm-calculator/">compare with an ARM</IntentLink>.
          </p>
          <ExtrasShareActions path={PATH} params={RENT_VS_BUY_SHARE_PARAMS} />
        </>
      }
    />
  );
}

export type RentVsBuyCalculatorRootProps = ExtrasIslandProps<RentVsBuySpec>;

/** The rent-or-buy calculator with its stores, what the page's island renders: computeRentVsBuy (lib/mortgage) on every keystroke. */
export function RentVsBuyCalculatorRoot(props: RentVsBuyCalculatorRootProps) {
  return (
    <ExtrasCalculatorRoot {...props} page="rent-vs-buy" path={PATH} spec={RENT_VS_BUY_SPEC}>
      <RentVsBuyBody />
    </ExtrasCalculatorRoot>
  );
}
