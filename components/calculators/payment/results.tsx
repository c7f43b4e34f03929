import type { CountyLocation, LocationStart } from "@/lib/calculator/location-types";
import ui from "@/components/calculators/ui/calculator.module.css";
import type { CalculatorInputs } from "@/lib/calculator/types";
import { ShareActionsView, type ShareActionsViewProps } from "@/components/calculators/ui/share-actions-view";
import { SaveScenarioLeaf } from "@/components/premium/save-scenario-leaf";

import { AmortizationChart } from "./amortization-chart";
import { ComparePanel, type ComparePanelProps } from "./compare-panel";
import { EligibilityNotice, ExtraPaymentFigures, InsurancePanel, LimitsPanel, LoanFigures, PaymentSummary } from "./payment-results";
import type { PaymentView } from "@/lib/calculator/payment-view";
import { PrintSummary } from "./print-summary";
import type { PaymentProgram } from "@/lib/calculator/programs";
import { QuoteLink } from "./quote-link";
import { ScheduleTable, type ScheduleTableProps } from "./schedule-table";

export interface ResultsColumnProps {
  program: PaymentProgram;
  view: PaymentView;
  /** The inputs the figures are for (listed on paper only). */
  inputs: CalculatorInputs;
  county: CountyLocation | null;
  stateName: string;
  location: LocationStart;
  /** The calculator's link for the inputs in force: given, signed-in visitors can save the scenario right under the payment. */
  scenarioLink?: () => string;
}

/** The results beside the inputs: payment, eligibility, a quote link, saving the scenario, loan, mortgage insurance, limits, extra payments. */
export function ResultsColumn({ program, view, inputs, county, stateName, location, scenarioLink }: ResultsColumnProps) {
  const { result } = view;
  return (
    <>
      <PrintSummary
        li={inputs.loanInputs}
        hoa={inputs.hoa}
        extraMonthly={inputs.extraMonthly}
        program={program}
        countyName={county?.name ?? null}
        stateName={stateName}
      />
      <div aria-live="polite" className={`${ui.results} ${ui.stickyHead}`}>
        <PaymentSummary result={result} program={program} />
        <EligibilityNotice result={result} program={program} />
      </div>
      <QuoteLink program={program} inputs={inputs} />
      {scenarioLink ? <SaveScenarioLeaf scenarioLink={scenarioLink} /> : null}
      <LoanFigures result={result} program={program} />
      <InsurancePanel result={result} program={program} />
      <LimitsPanel result={result} program={program} county={county} stateName={stateName} location={location} />
      <ExtraPaymentFigures result={result} />
    </>
  );
}

export interface ResultsBelowProps {
  program: PaymentProgram;
  view: PaymentView;
  schedule: Pick<ScheduleTableProps, "open" | "onToggle">;
  compare: Omit<ComparePanelProps, "program" | "result">;
  share: ShareActionsViewProps;
}

/** Below the inputs and results: the amortization chart and schedule, the comparison, share and print. */
export function ResultsBelow({ program, view, schedule, compare, share }: ResultsBelowProps) {
  const { result, years } = view;
  return (
    <>
      <section className={`${ui.panel} ${ui.belowFold}`} aria-labelledby="amortization-heading">
        <h2 id="amortization-heading">Amortization: balance, principal and interest over time</h2>
        <AmortizationChart years={years} loanAmount={result.totalLoanAmount} />
        <ScheduleTable years={years} rows={result.schedule} insuranceLabel={program.calcType === "va" ? null : program.insuranceLabel} {...schedule} />
      </section>
      <div className={`${ui.results} ${ui.belowFold}`}>
        <ComparePanel program={program} result={result} {...compare} />
        <ShareActionsView {...share} />
      </div>
    </>
  );
}
