"use client";

import { useMemo } from "react";

import { useStateLocation } from "@/components/calculators/location/location-client";
import { usePaymentView } from "@/components/calculators/payment/payment-live";
import { MoneyField, NumberField, PercentField } from "@/components/calculators/ui/amount-field";
import { CalculatorForm } from "@/components/calculators/ui/calculator-form";
import { CalculatorScope } from "@/components/calculators/ui/calculator-scope";
import { useReadyMarker } from "@/components/calculators/ui/ready-marker";
import { loanTermOptions, SelectField, YesNoField } from "@/components/calculators/ui/select-field";
import type { StateLocation } from "@/lib/calculator/location-types";
import { PAYMENT_PROGRAMS } from "@/lib/calculator/programs";
import { useCalculator, useCalculatorActions, useCalculatorInputs } from "@/lib/calculator/provider";
import type { Scenario } from "@/lib/calculator/scenario";
import type { CalcType } from "@/lib/calculator/types";
import type { WidgetLayout } from "@/lib/widgets/choices";

import { CompactResults, CompactTotal } from "./compact-results";
import { fullBreakdownHref, quoteHref } from "./widget-links";
import styles from "./widget.module.css";

/** The id of the widget's form. */
export const WIDGET_FORM_ID = "widget-form";

export interface CompactCalculatorProps {
  calcType: CalcType;
  layout: WidgetLayout;
  /** Whether "Get a personal quote" is shown (the owner's switch; off by default). */
  showQuoteLink: boolean;
  /** The widget's state's counties and limits (the store's state), as the server rendered them. */
  location: StateLocation;
  /** Where the no-JavaScript form goes (the frame's own address, with its key). */
  formAction: string;
}

/**
 * The embeddable calculator: the inputs that change the payment (price, down payment, rate,
 * term, and the program's own: the credit score for conventional PMI, the VA benefit's use and
 * exemption), the monthly payment above them and its parts beside or below them, recomputed on
 * every keystroke by the payment calculators' engine path (usePaymentView: computePurchase,
 * lib/mortgage). Nothing is positioned against the viewport: in an iframe sized to its content
 * the viewport is the whole frame. A link opens the site's full calculator on the same scenario.
 */
export function CompactCalculator({ calcType, layout, showQuoteLink, location, formAction }: CompactCalculatorProps) {
  const program = PAYMENT_PROGRAMS[calcType];
  const actions = useCalculatorActions();
  const inputs = useCalculatorInputs();
  const li = useCalculator((s) => s.loanInputs);
  const place = useStateLocation(li.state, location);
  const { view } = usePaymentView(program, place);
  const root = useReadyMarker<HTMLDivElement>();
  const fullHref = useMemo(() => fullBreakdownHref(calcType, inputs), [calcType, inputs]);
  const quote = useMemo(() => (showQuoteLink ? quoteHref(calcType, inputs) : null), [showQuoteLink, calcType, inputs]);

  return (
    <div ref={root} data-calculator={calcType} data-widget-layout={layout} className={styles.compact}>
      <CompactTotal result={view.result} />
      <CalculatorForm id={WIDGET_FORM_ID} action={formAction} label={`${program.name} loan details`} className={styles.inputs}>
        <MoneyField label="Home price" name="price" value={li.price} onValueChange={actions.setPrice} className={styles.wide} />
        <MoneyField label="Down payment" name="downPayment" value={li.downPayment} onValueChange={actions.setDownPayment} />
        <PercentField label="Percent down" name="downPaymentPercent" value={li.downPaymentPercent} onValueChange={actions.setDownPaymentPercent} />
        <PercentField label="Interest rate" name="rate" value={li.rate * 100} onValueChange={actions.setRate} />
        {calcType === "usda" ? (
          <p className={`field-hint ${styles.note}`}>Term: 30 years (USDA loans are 30-year fixed).</p>
        ) : (
          <SelectField label="Loan term" name="term" value={String(li.term)} options={loanTermOptions(li.term)} onValueChange={actions.setTerm} />
        )}
        {calcType === "conventional" ? (
          <NumberField label="Credit score" name="creditScore" value={li.creditScore} onValueChange={actions.setCreditScore} className={styles.wide} />
        ) : null}
        {calcType === "va" ? (
          <>
            <SelectField
              label="VA benefit"
              name="isVaSubsequentUse"
              value={li.isVaSubsequentUse ? "true" : "false"}
              options={[
                { value: "false", label: "First use" },
                { value: "true", label: "Used before" },
              ]}
              onValueChange={(value) => actions.setLoanFlag("isVaSubsequentUse", value === "true")}
            />
            <YesNoField label="Fee exempt" name="isVaDisabled" value={li.isVaDisabled} onValueChange={(value) => actions.setLoanFlag("isVaDisabled", value)} />
          </>
        ) : null}
        <MoneyField label="Property tax a year" name="taxAnnual" value={li.taxAnnual} onValueChange={actions.setTaxAnnual} />
        <MoneyField label="Insurance a year" name="insuranceAnnual" value={li.insuranceAnnual} onValueChange={actions.setInsuranceAnnual} />
      </CalculatorForm>
      <CompactResults program={program} result={view.result} layout={layout} fullHref={fullHref} quoteHref={quote} />
    </div>
  );
}

export interface CompactCalculatorRootProps extends CompactCalculatorProps {
  /** The widget's starting inputs, and the no-JavaScript form's (null: the program's defaults). */
  scenario: Scenario | null;
  /** The address the frame returns to once the visitor edits (keeps the key). */
  path: string;
}

/** The compact calculator with its store: what the widget's island renders. */
export function CompactCalculatorRoot({ scenario, path, ...props }: CompactCalculatorRootProps) {
  return (
    <CalculatorScope calcType={props.calcType} scenario={scenario} path={path}>
      <CompactCalculator {...props} />
    </CalculatorScope>
  );
}
