"use client";

import { loanTermLabel } from "@/lib/format/loan-term";

import { fieldId } from "./field-id";
import styles from "./fields.module.css";

export interface SelectOption {
  value: string;
  label: string;
}

const LOAN_TERMS: readonly number[] = [360, 300, 240, 180, 120];

/** The loan terms on offer (the store keeps months). */
export const LOAN_TERM_OPTIONS: readonly SelectOption[] = LOAN_TERMS.map((m) => ({ value: String(m), label: loanTermLabel(m) }));

/** The terms on offer, with `current` among them (longest first) when a link or saved inputs carry another. */
export function loanTermOptions(current: number): readonly SelectOption[] {
  if (LOAN_TERMS.includes(current)) return LOAN_TERM_OPTIONS;
  return [...LOAN_TERMS, current].sort((a, b) => b - a).map((m) => ({ value: String(m), label: loanTermLabel(m) }));
}

export interface SelectFieldProps {
  label: string;
  /** The query parameter the no-JavaScript form submits. */
  name?: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  hint?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
}

/** A labelled `<select>` (with its hint linked by aria-describedby) that reports the chosen value. */
export function SelectField({ label, name, value, options, onValueChange, hint, id, disabled, className }: SelectFieldProps) {
  const selectId = id ?? fieldId(name, label);
  const hintId = hint ? `${selectId}-hint` : undefined;
  return (
    <div className={`field ${styles.field} ${className ?? ""}`}>
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} name={name} value={value} disabled={disabled} aria-describedby={hintId} onChange={(event) => onValueChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Yes/no as a select, so the no-JavaScript form always submits an answer (a checkbox submits nothing when off). */
export function YesNoField(props: Omit<SelectFieldProps, "value" | "options" | "onValueChange"> & { value: boolean; onValueChange: (value: boolean) => void }) {
  const { value, onValueChange, ...rest } = props;
  return <SelectField {...rest} value={value ? "true" : "false"} options={YES_NO} onValueChange={(text) => onValueChange(text === "true")} />;
}

const YES_NO: readonly SelectOption[] = [
  { value: "true", label: "Yes" },
  { value: "false", label: "No" },
];
