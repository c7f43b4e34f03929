"use client";

import { memo, useCallback, useEffect, useMemo, useState, type ComponentType } from "react";

import { useStateLocation } from "@/components/calculators/location/location-client";
import type { LocationStart } from "@/components/calculators/location/types";
import ui from "@/components/calculators/ui/calculator.module.css";
import { formatMoney } from "@/components/calculators/ui/format";
import { lazyPart, LivePartUnavailable, LiveSlot, onceLoader } from "@/components/calculators/ui/live-part";
import { useCalculator, useCalculatorStore } from "@/lib/calculator/provider";
import type { CalcType } from "@/lib/calculator/types";

import { PaymentInputs } from "./payment-inputs";
import type { PaymentLivePart, PaymentLiveProps } from "./payment-live";
import { PAYMENT_PROGRAMS } from "./programs";

type LiveModule = typeof import("./payment-live");

/** The live half's chunk, fetched once per visit. */
export const loadPaymentLive = onceLoader(() => import("./payment-live"));

/*
 * The live parts. `typeof window` is a build-time constant in Next's compiler, so each bundle
 * keeps one branch: the server renders the components themselves into the first HTML; the
 * browser bundle only has the lazy parts, whose chunk stays out of the page's first load.
 */
const LIVE: { Results: ComponentType<PaymentLiveProps>; Below: ComponentType<PaymentLiveProps> } =
  typeof window === "undefined"
    ? serverParts(
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- server-only branch: a static import would put the live chunk in the browser's first load.
        require("./payment-live") as LiveModule,
      )
    : {
        Results: lazyPart(loadPaymentLive, (m) => m.PaymentResultsLive, LivePartUnavailable),
        Below: lazyPart(loadPaymentLive, (m) => m.PaymentBelowLive, LivePartUnavailable),
      };

function serverParts(module: LiveModule) {
  return { Results: module.PaymentResultsLive, Below: module.PaymentBelowLive };
}

export interface PaymentCalculatorProps {
  calcType: CalcType;
  location: LocationStart;
  /** The monthly payment of the page's inputs (server), shown until the live results arrive. */
  initialMonthlyPayment: number;
}

/**
 * A payment calculator (conventional, FHA, USDA or VA). This first-load part holds the inputs
 * and the store; the engine and the result components are a second chunk (see `LIVE`), loaded
 * while the page hydrates, which then hydrates the server's results in place. Until then the
 * server's results stay on screen: they are the figures of the very same inputs, and should
 * the inputs change first (saved inputs restored, a fast typist) they are hidden, never stale.
 *
 * Once live, every figure is recomputed on each keystroke (computePurchase, lib/mortgage); the
 * schedule, chart and comparison follow a moment later (useDeferredValue) so typing never
 * waits for them.
 */
export function PaymentCalculator({ calcType, location, initialMonthlyPayment }: PaymentCalculatorProps) {
  const program = PAYMENT_PROGRAMS[calcType];
  // One selector per slice: each is a stable object the store replaces only when it changes.
  const li = useCalculator((s) => s.loanInputs);
  const hoa = useCalculator((s) => s.hoa);
  const extraMonthly = useCalculator((s) => s.extraMonthly);
  const store = useCalculatorStore();
  const place = useStateLocation(li.state, location.initial);

  // Which parts are live; and whether the inputs changed before they were (server figures stale).
  const [live, setLive] = useState<Readonly<Record<PaymentLivePart, boolean>>>({ results: false, below: false });
  const onLive = useCallback((part: PaymentLivePart) => setLive((previous) => (previous[part] ? previous : { ...previous, [part]: true })), []);
  const [edited, setEdited] = useState(false);
  useEffect(() => {
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.loanInputs !== previous.loanInputs || state.hoa !== previous.hoa || state.extraMonthly !== previous.extraMonthly) {
        setEdited(true);
        unsubscribe();
      }
    });
    return unsubscribe;
  }, [store]);

  const partProps: PaymentLiveProps = { program, location, place, onLive };
  // Only seen when the parts render in the browser before their chunk arrives (a client-side
  // navigation): the server's HTML has the results themselves. Stable, like the parts' props.
  const pending = useMemo(() => <PendingResults monthlyPayment={initialMonthlyPayment} />, [initialMonthlyPayment]);
  return (
    // data-ready marks the calculator live (tests and the UI benchmark wait for it).
    <div data-calculator={calcType} data-ready={live.results && live.below ? "true" : undefined}>
      <div className={ui.layout}>
        <div>
          <Inputs program={program} li={li} hoa={hoa} extraMonthly={extraMonthly} states={location.states} location={place} zipNote={location.zipNote} />
          <PhoneBar live={live.results} edited={edited} initialMonthlyPayment={initialMonthlyPayment} />
        </div>
        <section className={ui.results} aria-labelledby="results-heading">
          <h2 id="results-heading" className="visually-hidden">
            Results
          </h2>
          <LiveSlot part={LIVE.Results} props={partProps} fallback={pending} stale={edited && !live.results} className={ui.results} />
        </section>
      </div>
      <LiveSlot part={LIVE.Below} props={partProps} fallback={null} stale={edited && !live.below} />
    </div>
  );
}

/** The headline while the results load: the payment of the page's inputs (hidden once they change). */
function PendingResults({ monthlyPayment }: { monthlyPayment: number }) {
  return (
    <div className={ui.headline} aria-busy="true">
      <p>
        <span className={ui.headlineLabel}>Monthly payment</span>
        <span className={`${ui.headlineValue} ${ui.pending}`}>{formatMoney(monthlyPayment)}</span>
      </p>
    </div>
  );
}

/** The inputs re-render only when an input or the location data changes (not as the results go live). */
const Inputs = memo(PaymentInputs);

/**
 * On phones the results come after the form: this bar keeps the payment in sight while typing
 * (the live results publish it to the store). Hidden from screen readers, which hear the
 * results region instead.
 */
function PhoneBar({ live, edited, initialMonthlyPayment }: { live: boolean; edited: boolean; initialMonthlyPayment: number }) {
  const total = useCalculator((s) => s.results.totalPayment);
  return (
    <p className={ui.phoneBar} aria-hidden="true">
      Monthly payment <strong>{live ? formatMoney(total) : edited ? "…" : formatMoney(initialMonthlyPayment)}</strong>
    </p>
  );
}
