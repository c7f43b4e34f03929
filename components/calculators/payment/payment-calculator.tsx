"use client";

import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from "react";

import { useStateLocation } from "@/components/calculators/location/location-client";
import type { LocationStart } from "@/components/calculators/location/types";
import ui from "@/components/calculators/ui/calculator.module.css";
import { formatMoney } from "@/components/calculators/ui/format";
import { useCalculator, useCalculatorActions, useCalculatorStore } from "@/lib/calculator/provider";
import type { CalcType, CalculatorInputs } from "@/lib/calculator/types";

import { PaymentInputs } from "./payment-inputs";
import { PAYMENT_PROGRAMS } from "./programs";

/** The live half (engine and result components): a separate chunk, fetched once per visit. */
type Live = typeof import("./payment-live");
let liveModule: Promise<Live> | null = null;
function loadLive(): Promise<Live> {
  liveModule ??= import("./payment-live");
  return liveModule;
}

export interface PaymentCalculatorProps {
  calcType: CalcType;
  location: LocationStart;
  /** The results beside the inputs as the server rendered them (every figure, no JavaScript). */
  resultsFallback: ReactNode;
  /** The schedule, comparison and share panels as the server rendered them. */
  belowFallback: ReactNode;
  /** The server's monthly payment, for the phone bar until the live results arrive. */
  initialMonthlyPayment: number;
}

/**
 * A payment calculator (conventional, FHA, USDA or VA). This first-load part holds the inputs
 * and the store; the engine and the result components come in a second chunk right after the
 * page is interactive (so the page's own first-load JavaScript stays small). Until then the
 * server's results stay on screen: they are the figures of the very same inputs, and should
 * the inputs change first (saved inputs restored, a fast typist) they are hidden, never stale.
 *
 * Once live, every figure is recomputed on each keystroke (computePurchase, lib/mortgage); the
 * schedule, chart and comparison follow a moment later (useDeferredValue) so typing never
 * waits for them.
 */
export function PaymentCalculator({ calcType, location, resultsFallback, belowFallback, initialMonthlyPayment }: PaymentCalculatorProps) {
  const program = PAYMENT_PROGRAMS[calcType];
  // One selector per slice: each is a stable object the store replaces only when it changes.
  const li = useCalculator((s) => s.loanInputs);
  const hoa = useCalculator((s) => s.hoa);
  const extraMonthly = useCalculator((s) => s.extraMonthly);
  const refi = useCalculator((s) => s.refi);
  const counts = useCalculator((s) => s.counts);
  const income = useCalculator((s) => s.income);
  const monthlyDebt = useCalculator((s) => s.monthlyDebt);
  const inputs: CalculatorInputs = useMemo(
    () => ({ loanInputs: li, hoa, extraMonthly, refi, counts, income, monthlyDebt }),
    [li, hoa, extraMonthly, refi, counts, income, monthlyDebt],
  );
  const actions = useCalculatorActions();
  const store = useCalculatorStore();
  const place = useStateLocation(li.state, location.initial);
  const county = (place.status === "ready" ? place.data.counties.find((c) => c.key === li.county) : undefined) ?? null;

  const [live, setLive] = useState<Live | null>(null);
  const [edited, setEdited] = useState(false);
  useEffect(() => {
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.loanInputs !== previous.loanInputs || state.hoa !== previous.hoa || state.extraMonthly !== previous.extraMonthly) {
        setEdited(true);
        unsubscribe();
      }
    });
    let active = true;
    void loadLive().then((module) => {
      if (active) setLive(() => module);
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [store]);

  const view = useMemo(() => live?.computePaymentView(calcType, li, hoa, extraMonthly, county) ?? null, [live, calcType, li, hoa, extraMonthly, county]);
  const laterView = useDeferredValue(view);
  const laterInputs = useDeferredValue(inputs);

  // The seed keeps the last results in the store for widgets on other pages (never saved).
  useEffect(() => {
    if (view) actions.setResults({ totalPayment: view.result.monthlyPayment, totalLoanAmount: view.result.totalLoanAmount });
  }, [actions, view]);

  // Marks the calculator live (tests and the UI benchmark wait for it); no re-render.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (live) root.current?.setAttribute("data-ready", "true");
  }, [live]);

  const stateName = location.states.find((s) => s.code === li.state)?.name ?? li.state;
  // Server figures for other inputs are hidden (CSS) and marked busy until the live part renders.
  const stale = edited ? { className: ui.stale, "aria-busy": true } : {};
  return (
    <div ref={root} data-calculator={calcType}>
      <div className={ui.layout}>
        <div>
          <PaymentInputs program={program} li={li} hoa={hoa} extraMonthly={extraMonthly} states={location.states} location={place} zipNote={location.zipNote} />
          {/* On phones the results come after the form: this bar keeps the payment in sight while
              typing. Hidden from screen readers, which hear the results region instead. */}
          <p className={ui.phoneBar} aria-hidden="true">
            Monthly payment{" "}
            <strong>{view ? formatMoney(view.result.monthlyPayment) : edited ? "…" : formatMoney(initialMonthlyPayment)}</strong>
          </p>
        </div>
        <section className={ui.results} aria-labelledby="results-heading">
          <h2 id="results-heading" className="visually-hidden">
            Results
          </h2>
          {live && view ? (
            <live.ResultsColumn program={program} view={view} inputs={inputs} county={county} stateName={stateName} location={location} />
          ) : (
            <div {...stale}>
              <div className={ui.results}>{resultsFallback}</div>
            </div>
          )}
        </section>
      </div>
      {live && laterView ? (
        <live.LiveBelow program={program} view={laterView} inputs={laterInputs} county={county} />
      ) : (
        <div {...stale}>{belowFallback}</div>
      )}
    </div>
  );
}
