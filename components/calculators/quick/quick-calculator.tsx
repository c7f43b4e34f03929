"use client";

import { useEffect, useMemo } from "react";

import { useStateLocation } from "@/components/calculators/location/location-client";
import { LocationFields } from "@/components/calculators/location/location-fields";
import type { LocationStart } from "@/lib/calculator/location-types";
import { PaymentPhoneBar, usePaymentView } from "@/components/calculators/payment/payment-live";
import { EligibilityNotice, PaymentSummary } from "@/components/calculators/payment/payment-results";
import { PAYMENT_PROGRAMS, shareParams } from "@/lib/calculator/programs";
import { MoneyField, PercentField } from "@/components/calculators/ui/amount-field";
import ui from "@/components/calculators/ui/calculator.module.css";
import { CalculatorForm } from "@/components/calculators/ui/calculator-form";
import { CalculatorScope } from "@/components/calculators/ui/calculator-scope";
import { formatMonths, formatPercent } from "@/components/calculators/ui/format";
import { useReadyMarker } from "@/components/calculators/ui/ready-marker";
import { ResultFigure } from "@/components/calculators/ui/result-figure";
import { useCalculator, useCalculatorActions, useCalculatorInputs } from "@/lib/calculator/provider";
import { scenarioToSearchParams, type Scenario } from "@/lib/calculator/scenario";
import type { CalculatorInputs } from "@/lib/calculator/types";

import styles from "./quick.module.css";

/** The full calculator the quick one opens, with its scenario. */
export const FULL_CALCULATOR_PATH = PAYMENT_PROGRAMS.conventional.path;

/** The id of the quick calculator's form. */
export const QUICK_FORM_ID = "quick-form";

/**
 * The address of the full calculator with these inputs (docs/architecture.md, Scenario links): the conventional
 * calculator's share parameters, so it opens on the same figures with or without JavaScript.
 */
export function fullCalculatorHref(inputs: CalculatorInputs): string {
  const query = scenarioToSearchParams(inputs, shareParams("conventional")).toString();
  return query ? `${FULL_CALCULATOR_PATH}?${query}` : FULL_CALCULATOR_PATH;
}

export interface QuickCalculatorProps {
  location: LocationStart;
  /** The ZIP code the address carried ("" when none), shown in its field. */
  zip: string;
  /** The newest weekly 30-year average in percent (6.23), null when the site has none. */
  todayRatePercent: number | null;
}

/**
 * The home page's quick payment calculator: home price, down payment, rate and a ZIP code or
 * state, with the monthly payment and its parts recomputed on every keystroke by the
 * conventional calculator's own engine and inputs (computePurchase through usePaymentView), and a
 * link that opens the full calculator on the same scenario. It shares the calculator store, so
 * what is typed here is what /mortgage-calculator/ shows, and the reverse.
 */
export function QuickCalculator({ location, zip, todayRatePercent }: QuickCalculatorProps) {
  const program = PAYMENT_PROGRAMS.conventional;
  const actions = useCalculatorActions();
  const inputs = useCalculatorInputs();
  const li = useCalculator((s) => s.loanInputs);
  const place = useStateLocation(li.state, location.initial);
  const { view } = usePaymentView(program, place);
  const root = useReadyMarker<HTMLDivElement>();

  // As on the calculator pages: the store carries the payment for the parts that read it there.
  useEffect(() => {
    actions.setResults({ totalPayment: view.result.monthlyPayment, totalLoanAmount: view.result.totalLoanAmount });
  }, [actions, view]);

  const href = useMemo(() => fullCalculatorHref(inputs), [inputs]);
  const rateHint =
    todayRatePercent === null ? "Annual rate, e.g. 6.75." : `Annual rate. The newest weekly 30-year average is ${formatPercent(todayRatePercent, 2)}.`;
  const { result } = view;

  return (
    <div ref={root} data-calculator="quick" className={styles.quick}>
      <div className={ui.layout}>
        <div>
          <CalculatorForm id={QUICK_FORM_ID} action="/" label="Quick payment calculator">
            <MoneyField label="Home price" name="price" value={li.price} onValueChange={actions.setPrice} hint="Type 450000, $450,000 or 450k." />
            <div className={ui.pair}>
              <MoneyField label="Down payment" name="downPayment" value={li.downPayment} onValueChange={actions.setDownPayment} />
              <PercentField label="Percent" name="downPaymentPercent" value={li.downPaymentPercent} onValueChange={actions.setDownPaymentPercent} />
            </div>
            <PercentField label="Interest rate" name="rate" value={li.rate * 100} onValueChange={actions.setRate} hint={rateHint} />
            <LocationFields
              states={location.states}
              state={li.state}
              county={li.county}
              status={place}
              zipNote={location.zipNote}
              initialZip={zip}
              showCounty={false}
            />
          </CalculatorForm>
          <PaymentPhoneBar program={program} place={place} />
        </div>
        <section className={`${ui.results} ${ui.stickyResults}`} aria-labelledby="quick-results-heading">
          <h2 id="quick-results-heading" className={styles.resultsHeading}>
            Your monthly payment
          </h2>
          <div aria-live="polite" aria-atomic="false">
            <PaymentSummary result={result} program={program} />
          </div>
          <p className={styles.loanLine}>
            A <ResultFigure name="loanAmount" value={result.loanAmount} /> loan at {formatPercent(li.rate * 100)} for {formatMonths(li.term)}; total interest{" "}
            <ResultFigure name="totalInterest" value={result.totalInterest} />.
          </p>
          <EligibilityNotice result={result} program={program} />
          <p>
            <a className="button" href={href}>
              Open the full calculator
            </a>
          </p>
          <p className={styles.fullNote}>The full calculator adds the term, credit score, HOA dues, PMI, extra payments, the schedule and a comparison.</p>
        </section>
      </div>
    </div>
  );
}

export interface QuickCalculatorRootProps extends QuickCalculatorProps {
  /** The address's scenario (with the place's tax and insurance); null without one. */
  scenario: Scenario | null;
  /** Today's rate as the starting rate for visitors with no saved rate (see quick-start.ts). */
  defaults: Scenario | null;
}

/** The quick calculator with its store: what the home page's island renders. */
export function QuickCalculatorRoot({ scenario, defaults, ...props }: QuickCalculatorRootProps) {
  return (
    <CalculatorScope calcType="conventional" scenario={scenario} defaults={defaults} path="/">
      <QuickCalculator {...props} />
    </CalculatorScope>
  );
}
