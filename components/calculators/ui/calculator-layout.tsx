"use client";

import type { ReactNode } from "react";

import ui from "./calculator.module.css";
import { useReadyMarker } from "./ready-marker";

export interface CalculatorLayoutProps {
  /** The calculator's id, `data-calculator` on its root (which gets `data-ready` once live). */
  calculator: string;
  /** The form: the first column from 56rem. */
  form: ReactNode;
  /** Under the form: the phone bar that keeps the main figure in sight while typing. */
  phoneBar: ReactNode;
  /** The live results: the second column, sticky beside the form, announced politely. */
  results: ReactNode;
  /** Full width under both columns: tables, charts, links and the share actions. */
  below: ReactNode;
}

/**
 * The two columns of a calculator (the form and its phone bar beside the results region, with a
 * visually hidden "Results" heading), then the part below. Fixed ids only: the server's HTML is
 * hydrated in place (island.tsx).
 */
export function CalculatorLayout({ calculator, form, phoneBar, results, below }: CalculatorLayoutProps) {
  const ready = useReadyMarker<HTMLDivElement>();
  return (
    <div ref={ready} data-calculator={calculator}>
      <div className={ui.layout}>
        <div>
          {form}
          {phoneBar}
        </div>
        <section className={`${ui.results} ${ui.stickyResults}`} aria-labelledby="results-heading">
          <h2 id="results-heading" className="visually-hidden">
            Results
          </h2>
          <div aria-live="polite" className={ui.results}>
            {results}
          </div>
        </section>
      </div>
      <div className={`${ui.results} ${ui.belowFold}`}>{below}</div>
    </div>
  );
}
