"use client";

import type { FormEvent, ReactNode } from "react";

import { useCalculatorStore } from "@/lib/calculator/provider";
import { shownText } from "@/lib/calculator/scenario";

import styles from "./calculator.module.css";

export interface CalculatorFormProps {
  /** The page's static path ("/mortgage-calculator/"): the no-JavaScript form reloads it with the scenario. */
  action: string;
  /** Accessible name of the form. */
  label: string;
  children: ReactNode;
  className?: string;
  /** id of the form, for inputs placed outside it (`<input form=id>`). */
  id?: string;
}

/**
 * The inputs' form. Without JavaScript it is a plain GET form: Enter or the Update button loads
 * the page with the scenario in its address and the server renders the results (docs/architecture.md, Scenario links).
 * With JavaScript the results follow every keystroke, so submitting only keeps the page in place.
 */
export function CalculatorForm({ action, label, children, className, id }: CalculatorFormProps) {
  // What the form shows, for the server to tell which paired field (dollars or percent) was
  // changed (lib/calculator/scenario.ts, applyFormEdits). Only without JavaScript is it part of
  // the form, and then the page is the server's render of these very inputs: read once, no
  // subscription.
  const shown = shownText(useCalculatorStore().getState().loanInputs);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
  };
  // A GET form replaces the action's query with its fields: parameters the page needs to keep
  // (the embedded widget's `key`) travel as hidden fields.
  const query = action.includes("?") ? [...new URLSearchParams(action.slice(action.indexOf("?") + 1))] : [];
  return (
    <form id={id} method="get" action={action} aria-label={label} onSubmit={onSubmit} className={`${styles.form} ${className ?? ""}`}>
      {query.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <noscript>
        <input type="hidden" name="shown" value={shown} />
        <button type="submit" className="button">
          Update results
        </button>
      </noscript>
    </form>
  );
}
