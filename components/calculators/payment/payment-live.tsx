"use client";

import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from "react";

import type { StateLocationStatus } from "@/components/calculators/location/location-client";
import type { CountyLocation, LocationStart } from "@/lib/calculator/location-types";
import ui from "@/components/calculators/ui/calculator.module.css";
import { formatMoney } from "@/components/calculators/ui/format";
import { useShareLink } from "@/components/calculators/ui/share-actions";
import { useCalculator, useCalculatorActions, useCalculatorInputs } from "@/lib/calculator/provider";
import type { CalcType, CalculatorInputs, Hoa, LoanInputs } from "@/lib/calculator/types";

import type { CompareOption } from "./compare-panel";
import { computePaymentView, keptResult, otherProgramResult, type KeptScenario, type PaymentView } from "@/lib/calculator/payment-view";
import { PAYMENT_PROGRAMS, PROGRAM_ORDER, shareParams, type PaymentProgram } from "@/lib/calculator/programs";
import { ResultsBelow, ResultsColumn } from "./results";

/*
 * The results of a payment calculator, computed from the inputs in the store as they change:
 * the same components render on the server (the first HTML) and in the browser.
 */

/** What the calculator gives its result parts (the inputs come from the store). */
export interface PaymentLiveProps {
  program: PaymentProgram;
  location: LocationStart;
  /** The state's counties as the inputs' location picker has them. */
  place: StateLocationStatus;
}

// The results and the schedule ask for the same figures: computed once per set of inputs. Keyed
// weakly on the store's loan inputs object (replaced on every change), so nothing outlives it.
const views = new WeakMap<LoanInputs, { calcType: CalcType; hoa: Hoa; extraMonthly: number; county: CountyLocation | null; view: PaymentView }>();

function viewFor(calcType: CalcType, li: LoanInputs, hoa: Hoa, extraMonthly: number, county: CountyLocation | null): PaymentView {
  const hit = views.get(li);
  if (hit && hit.calcType === calcType && hit.hoa === hoa && hit.extraMonthly === extraMonthly && hit.county === county) return hit.view;
  const view = computePaymentView(calcType, li, hoa, extraMonthly, county);
  views.set(li, { calcType, hoa, extraMonthly, county, view });
  return view;
}

function countyOf(place: StateLocationStatus, key: string): CountyLocation | null {
  return (place.status === "ready" ? place.data.counties.find((c) => c.key === key) : undefined) ?? null;
}

/** The figures of the inputs in force (computed once per set of inputs, see `viewFor`). */
export function usePaymentView(program: PaymentProgram, place: StateLocationStatus): { view: PaymentView; county: CountyLocation | null } {
  const li = useCalculator((s) => s.loanInputs);
  const hoa = useCalculator((s) => s.hoa);
  const extraMonthly = useCalculator((s) => s.extraMonthly);
  const county = countyOf(place, li.county);
  const view = useMemo(() => viewFor(program.calcType, li, hoa, extraMonthly, county), [program.calcType, li, hoa, extraMonthly, county]);
  return { view, county };
}

/**
 * The results beside the inputs, recomputed on every keystroke (computePurchase, lib/mortgage).
 * Also publishes the monthly payment to the store (the seed's widgets read it there).
 */
export function PaymentResultsLive({ program, location, place }: PaymentLiveProps) {
  const inputs = useCalculatorInputs();
  const li = inputs.loanInputs;
  const actions = useCalculatorActions();
  const { view, county } = usePaymentView(program, place);

  // A passive effect on purpose: after the provider's restore (a layout effect), since every
  // store change also saves the inputs, and a layout effect here (children's run first) saved
  // the page's defaults over the visitor's saved inputs on a client-side navigation.
  useEffect(() => {
    actions.setResults({ totalPayment: view.result.monthlyPayment, totalLoanAmount: view.result.totalLoanAmount });
  }, [actions, view]);

  // Saving the scenario sits with the payment it saves, not below the 30-year schedule.
  const { scenarioLink } = useShareLink(program.path, shareParams(program.calcType));
  const stateName = location.states.find((s) => s.code === li.state)?.name ?? li.state;
  return <ResultsColumn program={program} view={view} inputs={inputs} county={county} stateName={stateName} location={location} scenarioLink={scenarioLink} />;
}

/**
 * On phones the results come after the form: this bar keeps the payment in sight while typing
 * (sticky at the bottom of the form's column; hidden from 56rem, where the results sit beside the
 * form). Hidden from screen readers, which hear the results region instead.
 */
export function PaymentPhoneBar({ program, place }: Pick<PaymentLiveProps, "program" | "place">) {
  const { view } = usePaymentView(program, place);
  return (
    <p className={ui.phoneBar} aria-hidden="true">
      Monthly payment <strong>{formatMoney(view.result.monthlyPayment)}</strong>
    </p>
  );
}

/** Other programs of the comparison, in order. */
export function compareChoices(program: PaymentProgram) {
  return PROGRAM_ORDER.filter((t) => t !== program.calcType);
}

/**
 * The schedule, chart, comparison and share panels. They follow the inputs a moment later
 * (useDeferredValue), so typing never waits for a 30-year schedule.
 */
export function PaymentBelowLive({ program, place }: PaymentLiveProps) {
  const inputs = useDeferredValue(useCalculatorInputs());
  const county = countyOf(place, inputs.loanInputs.county);
  return <BelowBody program={program} inputs={inputs} county={county} />;
}

interface BelowBodyProps {
  program: PaymentProgram;
  inputs: CalculatorInputs;
  county: CountyLocation | null;
}

/** Memoized: the urgent render of each keystroke stops here; the deferred one comes through. */
const BelowBody = memo(function BelowBody({ program, inputs, county }: BelowBodyProps) {
  const { loanInputs: li, hoa, extraMonthly } = inputs;
  const view = useMemo(() => viewFor(program.calcType, li, hoa, extraMonthly, county), [program.calcType, li, hoa, extraMonthly, county]);
  const others = useMemo(() => compareChoices(program), [program]);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const [choice, setChoice] = useState<string>(others[0] ?? "conventional");
  const [kept, setKept] = useState<KeptScenario | null>(null);
  const { link, status, share } = useShareLink(program.path, shareParams(program.calcType));

  const other = useMemo(() => {
    if (choice === "kept" && kept) return { label: kept.label, result: keptResult(kept) };
    const calcType = others.find((t) => t === choice) ?? others[0] ?? "conventional";
    return { label: `${PAYMENT_PROGRAMS[calcType].name}, same home`, result: otherProgramResult(calcType, inputs, county) };
  }, [choice, kept, inputs, county, others]);

  const options: CompareOption[] = others.map((t) => ({ value: t, label: `${PAYMENT_PROGRAMS[t].name} loan on the same home` }));
  if (kept) options.push({ value: "kept", label: `Numbers you kept (${kept.label})` });

  const toggle = useCallback(
    (year: number) =>
      setOpen((previous) => {
        const next = new Set(previous);
        if (next.has(year)) next.delete(year);
        else next.add(year);
        return next;
      }),
    [],
  );

  const keep = () => {
    setKept({ label: `${program.name}, ${formatMoney(li.price)} home`, calcType: program.calcType, inputs, county });
    setChoice("kept");
  };

  return (
    <ResultsBelow
      program={program}
      view={view}
      schedule={{ open, onToggle: toggle }}
      compare={{ other: other.result, otherLabel: other.label, options, choice, onChoice: setChoice, onKeep: keep }}
      share={{ link, status, onShare: () => void share(), onPrint: () => window.print() }}
    />
  );
});
