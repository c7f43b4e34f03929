"use client";

import { memo, useMemo } from "react";

import { useStateLocation } from "@/components/calculators/location/location-client";
import type { LocationStart } from "@/lib/calculator/location-types";
import ui from "@/components/calculators/ui/calculator.module.css";
import { CalculatorScope } from "@/components/calculators/ui/calculator-scope";
import { useReadyMarker } from "@/components/calculators/ui/ready-marker";
import { useCalculator } from "@/lib/calculator/provider";
import type { Scenario } from "@/lib/calculator/scenario";
import type { CalcType } from "@/lib/calculator/types";

import { PaymentInputs } from "./payment-inputs";
import { PaymentBelowLive, PaymentPhoneBar, PaymentResultsLive, type PaymentLiveProps } from "./payment-live";
import { PAYMENT_PROGRAMS } from "@/lib/calculator/programs";

export interface PaymentCalculatorProps {
  calcType: CalcType;
  location: LocationStart;
  /** Where the no-JavaScript form goes (default: the program's page). */
  formAction?: string;
}

/**
 * A payment calculator (conventional, FHA, USDA or VA): the inputs, and every figure recomputed
 * on each keystroke (computePurchase, lib/mortgage); the schedule, chart and comparison follow a
 * moment later (useDeferredValue) so typing never waits for them. The page loads it as an island
 * (calculator-island.tsx): rendered on the server, hydrated in place once its chunk arrives.
 */
export function PaymentCalculator({ calcType, location, formAction }: PaymentCalculatorProps) {
  const program = PAYMENT_PROGRAMS[calcType];
  // One selector per slice: each is a stable object the store replaces only when it changes.
  const li = useCalculator((s) => s.loanInputs);
  const hoa = useCalculator((s) => s.hoa);
  const extraMonthly = useCalculator((s) => s.extraMonthly);
  const place = useStateLocation(li.state, location.initial);

  const root = useReadyMarker<HTMLDivElement>();

  const partProps: PaymentLiveProps = useMemo(() => ({ program, location, place }), [program, location, place]);
  return (
    <div ref={root} data-calculator={calcType}>
      <div className={ui.layout}>
        <div>
          <Inputs
            program={program}
            li={li}
            hoa={hoa}
            extraMonthly={extraMonthly}
            states={location.states}
            location={place}
            zipNote={location.zipNote}
            formAction={formAction}
          />
          <PaymentPhoneBar program={program} place={place} />
        </div>
        <section className={`${ui.results} ${ui.tallResults}`} aria-labelledby="results-heading">
          <h2 id="results-heading" className="visually-hidden">
            Results
          </h2>
          <PaymentResultsLive {...partProps} />
        </section>
      </div>
      <PaymentBelowLive {...partProps} />
    </div>
  );
}

export interface PaymentCalculatorRootProps extends PaymentCalculatorProps {
  /** The shared link's scenario (the dynamic twin), null on the static page. */
  scenario: Scenario | null;
  /** The page's static path. */
  path: string;
}

/** The calculator with its store: what the page's island renders. */
export function PaymentCalculatorRoot({ scenario, path, ...props }: PaymentCalculatorRootProps) {
  return (
    <CalculatorScope calcType={props.calcType} scenario={scenario} path={path}>
      <PaymentCalculator {...props} />
    </CalculatorScope>
  );
}

/** The inputs re-render only when an input or the location data changes (not as the results go live). */
const Inputs = memo(PaymentInputs);
