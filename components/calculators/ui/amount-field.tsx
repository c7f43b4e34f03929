"use client";

import { useState, type ChangeEvent } from "react";

import { parseAmount, parsePercent } from "@/lib/mortgage/sanitize";

import { fieldId } from "./field-id";
import { inputText } from "./format";
import styles from "./fields.module.css";

/** What a field holds: dollars, a percentage (6.75) or a plain count (months, a credit score). */
export type AmountKind = "money" | "percent" | "number";

export interface AmountFieldProps {
  /** Visible label. */
  label: string;
  /** The query parameter the no-JavaScript form submits (docs/architecture.md, Scenario links); omit for fields it ignores. */
  name?: string;
  /** The value in force (sanitized), in the field's unit: dollars, percent, or a count. */
  value: number;
  /** Called with the text as typed, on every keystroke; the store's action sanitizes it. */
  onValueChange: (text: string) => void;
  kind?: AmountKind;
  /** A short hint under the field (linked with aria-describedby). */
  hint?: string;
  /** Shown after the input, e.g. "/yr" or "months". */
  suffix?: string;
  /** Decimals a percentage shows (3; a published index such as the 30-day Average SOFR has 5). */
  percentDecimals?: number;
  id?: string;
  /** Extra ids for aria-describedby (an explanation elsewhere on the page). */
  describedBy?: string;
  /** id of the form the input belongs to, when it sits outside that form's element. */
  form?: string;
  className?: string;
}

const PREFIX: Record<AmountKind, string> = { money: "$", percent: "", number: "" };
const SUFFIX: Record<AmountKind, string> = { money: "", percent: "%", number: "" };

/** Reads typed text as the field's kind, for the message shown next to the field. */
function check(text: string, kind: AmountKind): string | null {
  const parsed = kind === "percent" ? parsePercent(text) : parseAmount(text);
  if (!parsed.ok) return parsed.message;
  if (parsed.value < 0) return "Enter an amount of 0 or more.";
  return null;
}

/**
 * A text input for money, percentages and counts that accepts what people type ("$450,000",
 * "450k", "6.5%", "6,5"). While it has focus it shows exactly what was typed and reports every
 * keystroke; when it loses focus it shows the value in force, i.e. what the sanitizers made of
 * the text, so bad input ends as its sanitized value, never NaN. A message under the field says
 * what to type when the text is not a number.
 *
 * It is a plain `<input type="text" inputmode="decimal">` (not type=number) so that "$", "," and
 * "k" can be typed on every keyboard, and so that the GET form carries the text as typed.
 */
export function AmountField({
  label,
  name,
  value,
  onValueChange,
  kind = "money",
  hint,
  suffix,
  percentDecimals,
  id,
  describedBy,
  form,
  className,
}: AmountFieldProps) {
  const inputId = id ?? fieldId(name, label);
  const [draft, setDraft] = useState<string | null>(null);
  const error = draft === null ? null : check(draft, kind);
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const described = [hintId, errorId, describedBy].filter(Boolean).join(" ") || undefined;
  const prefix = PREFIX[kind];
  const after = suffix ?? SUFFIX[kind];

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setDraft(event.target.value);
    onValueChange(event.target.value);
  };

  return (
    <div className={`field ${styles.field} ${className ?? ""}`}>
      <label htmlFor={inputId}>{label}</label>
      <div className={styles.control}>
        {prefix ? (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          id={inputId}
          name={name}
          form={form}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={draft ?? inputText(value, kind, percentDecimals)}
          onChange={onChange}
          onFocus={(event) => setDraft(event.target.value)}
          onBlur={() => setDraft(null)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={prefix ? styles.withPrefix : undefined}
        />
        {after ? (
          <span className={styles.suffix} aria-hidden="true">
            {after}
          </span>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error} Using {kind === "money" ? "$" : ""}
          {inputText(value, kind, percentDecimals)}
          {kind === "percent" ? "%" : ""} for now.
        </p>
      ) : null}
    </div>
  );
}

/** A dollar amount field ({@link AmountField} with kind "money"). */
export function MoneyField(props: Omit<AmountFieldProps, "kind">) {
  return <AmountField {...props} kind="money" />;
}

/** A percentage field: the value is in percent (6.75), typed as "6.75", "6.75%" or "6,75". */
export function PercentField(props: Omit<AmountFieldProps, "kind">) {
  return <AmountField {...props} kind="percent" />;
}

/** A plain number field (months, a credit score). */
export function NumberField(props: Omit<AmountFieldProps, "kind">) {
  return <AmountField {...props} kind="number" />;
}
