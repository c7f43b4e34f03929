"use client";

import { fieldId } from "./field-id";
import styles from "./fields.module.css";

export interface SelectOption {
  value: string;
  label: string;
}

/** The loan terms on offer (the store keeps months). */
export const LOAN_TERM_OPTIONS: readonly SelectOption[] = [360, 300, 240, 180, 120].map((m) => ({ value: String(m), label: `${m / 12} years` }));

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
