"use client";

import dynamic from "next/dynamic";
import { useDeferredValue, useEffect, useMemo, useRef } from "react";
import { useShallow } from "zustand/react/shallow";

import { useStateLocation } from "@/components/calculators/location/location-client";
import type { LocationStart } from "@/components/calculators/location/types";
import ui from "@/components/calculators/ui/calculator.module.css";
import { ShareActions } from "@/components/calculators/ui/share-actions";
import { useCalculator, useCalculatorActions } from "@/lib/calculator/provider";
import type { CalculatorState } from "@/lib/calculator/store";
import type { CalcType } from "@/lib/calculator/types";
import { summarizeByYear } from "@/lib/mortgage/amortization";
import { computePurchase } from "@/lib/mortgage/purchase";

import { ComparePanel } from "./compare-panel";
import { ExtraPayment } from "./extra-payment";
import { PaymentInputs } from "./payment-inputs";
import { EligibilityNotice, InsurancePanel, LimitsPanel, LoanFigures, PaymentSummary } from "./payment-results";
import styles from "./payment.module.css";
import { PAYMENT_PROGRAMS, shareParams } from "./programs";
import { PrintSummary } from "./print-summary";
import { purchaseInput } from "./purchase-input";
import { ScheduleTable } from "./schedule-table";

const AmortizationChart = dynamic(() => import("./amortization-chart").then((m) => m.AmortizationChart), {
  ssr: false,
  loading: () => <div className={styles.chartSlotWide} />,
});

function selectInputs(s: CalculatorState) {
  return { loanInputs: s.loanInputs, hoa: s.hoa, extraMonthly: s.extraMonthly, refi: s.refi, counts: s.counts, income: s.income, monthlyDebt: s.monthlyDebt };
}

export interface PaymentCalculatorProps {
  calcType: CalcType;
  location: LocationStart;
}

/**
 * A payment calculator (conventional, FHA, USDA or VA): inputs, the payment and its parts,
 * eligibility, mortgage insurance, limits, extra payments, the amortization chart and schedule,
 * a comparison, and share/print. Every figure is computePurchase's (lib/mortgage), recomputed
 * on every keystroke; the schedule, chart and comparison follow a moment later
 * (useDeferredValue) so typing never waits for them.
 */
export function PaymentCalculator({ calcType, location }: PaymentCalculatorProps) {
  const program = PAYMENT_PROGRAMS[calcType];
  const inputs = useCalculator(useShallow(selectInputs));
  const { loanInputs: li, hoa, extraMonthly } = inputs;
  const actions = useCalculatorActions();
  const place = useStateLocation(li.state, location.initial);
  const stateData = place.status === "ready" ? place.data : null;
  const county = stateData?.counties.find((c) => c.key === li.county) ?? null;

  const result = useMemo(() => computePurchase(purchaseInput(calcType, li, hoa, extraMonthly, county)), [calcType, li, hoa, extraMonthly, county]);
  const later = useDeferredValue(result);
  const laterInputs = useDeferredValue(inputs);
  const years = useMemo(() => summarizeByYear(later.schedule), [later]);

  // The seed keeps the last results in the store for widgets on other pages (never saved).
  useEffect(() => {
    actions.setResults({ totalPayment: result.monthlyPayment, totalLoanAmount: result.totalLoanAmount });
  }, [actions, result]);

  // Marks the calculator interactive (tests and the UI benchmark wait for it); no re-render.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    root.current?.setAttribute("data-ready", "true");
  }, []);

  const stateName = location.states.find((s) => s.code === li.state)?.name ?? li.state;
  return (
    <div ref={root} data-calculator={calcType}>
      <PrintSummary li={li} hoa={hoa} extraMonthly={extraMonthly} program={program} countyName={county?.name ?? null} stateName={stateName} />
      <div className={ui.layout}>
        <PaymentInputs program={program} li={li} hoa={hoa} states={location.states} location={place} zipNote={location.zipNote} />
        <section className={ui.results} aria-labelledby="results-heading">
          <h2 id="results-heading" className="visually-hidden">
            Results
          </h2>
          <div aria-live="polite" className={ui.results}>
            <PaymentSummary result={result} program={program} />
            <EligibilityNotice result={result} program={program} />
          </div>
          <LoanFigures result={result} program={program} />
          <InsurancePanel result={result} program={program} />
          <LimitsPanel result={result} program={program} county={county} stateName={stateName} location={location} />
          <ExtraPayment result={result} extraMonthly={extraMonthly} />
        </section>
      </div>
      <section className={ui.panel} aria-labelledby="amortization-heading">
        <h2 id="amortization-heading">Amortization: balance, principal and interest over time</h2>
        <AmortizationChart years={years} loanAmount={later.totalLoanAmount} />
        <ScheduleTable years={years} rows={later.schedule} insuranceLabel={calcType === "va" ? null : program.insuranceLabel} />
      </section>
      <div className={ui.results} style={{ marginTop: "1.25rem" }}>
        <ComparePanel program={program} inputs={laterInputs} county={county} result={later} />
        <ShareActions path={program.path} params={shareParams(calcType)} />
      </div>
    </div>
  );
}
