import type { InputHTMLAttributes, ReactNode } from "react";

import styles from "./lead-form.module.css";

/*
 * Form parts for lead forms (the quote form; later an agent's contact form). Uncontrolled
 * fields with `defaultValue`s, so a plain POST (no JavaScript) and a Server Action both work, and
 * the values posted are shown again next to their errors. Each error is tied to its field
 * (aria-invalid, aria-describedby); the first invalid field takes the focus (`autoFocus`: the
 * HTML attribute without JavaScript, React's focus call with it).
 */

/** The element id of a field ("scenario.price" → "lead-scenario-price"). */
export function leadFieldId(name: string): string {
  return `lead-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

/** What every field takes. */
export interface LeadFieldBase {
  /** The posted name, as the shared schema reads it ("email", "scenario.price"). */
  name: string;
  label: string;
  /** The field's first error message, if any. */
  error?: string | undefined;
  /** A standing hint, read out with the field. */
  hint?: ReactNode;
  /** The first invalid field of the form: it takes the focus. */
  focus?: boolean;
}

function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

function Hint({ id, hint }: { id: string; hint: ReactNode }) {
  return hint ? (
    <p id={`${id}-hint`} className="field-hint">
      {hint}
    </p>
  ) : null;
}

/** The message under a field (or group), with the id its control points to. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  ) : null;
}

export interface LeadTextFieldProps
  extends LeadFieldBase, Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "inputMode" | "maxLength" | "required" | "spellCheck"> {
  defaultValue: string;
}

/** A labelled text input. */
export function LeadTextField({ name, label, error, hint, focus, defaultValue, type = "text", ...input }: LeadTextFieldProps) {
  const id = leadFieldId(name);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Hint id={id} hint={hint} />
      <input
        {...input}
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoFocus={focus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export interface LeadTextAreaProps extends LeadFieldBase {
  defaultValue: string;
  maxLength?: number;
  rows?: number;
}

/** A labelled multi-line text. */
export function LeadTextArea({ name, label, error, hint, focus, defaultValue, maxLength, rows = 4 }: LeadTextAreaProps) {
  const id = leadFieldId(name);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Hint id={id} hint={hint} />
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        defaultValue={defaultValue}
        autoFocus={focus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export interface LeadSelectFieldProps extends LeadFieldBase {
  defaultValue: string;
  options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  autoComplete?: string;
}

/** A labelled select. */
export function LeadSelectField({ name, label, error, hint, focus, defaultValue, options, autoComplete }: LeadSelectFieldProps) {
  const id = leadFieldId(name);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Hint id={id} hint={hint} />
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        autoFocus={focus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

export interface LeadCheckboxProps extends LeadFieldBase {
  defaultChecked: boolean;
  /** The label may be long text (a consent); it stays clickable. */
  children?: ReactNode;
}

/** A checkbox with its label beside it; posts "on" when checked. */
export function LeadCheckbox({ name, label, error, hint, focus, defaultChecked, children }: LeadCheckboxProps) {
  const id = leadFieldId(name);
  return (
    <div className="field">
      <div className={styles.checkboxRow}>
        <input
          id={id}
          name={name}
          type="checkbox"
          defaultChecked={defaultChecked}
          autoFocus={focus}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        />
        <label htmlFor={id}>{children ?? label}</label>
      </div>
      <Hint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

export interface LeadRadioGroupProps extends LeadFieldBase {
  defaultValue: string;
  options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
}

/** Radio buttons in a fieldset whose legend is the question; the group is described by its error. */
export function LeadRadioGroup({ name, label, error, hint, focus, defaultValue, options }: LeadRadioGroupProps) {
  const id = leadFieldId(name);
  return (
    <fieldset className={`field ${styles.radios}`} aria-describedby={describedBy(id, hint, error)}>
      <legend>{label}</legend>
      <Hint id={id} hint={hint} />
      <div className={styles.radioOptions}>
        {options.map((option, index) => (
          <label key={option.value} className={styles.radioOption}>
            <input
              id={index === 0 ? id : `${id}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={option.value === defaultValue}
              autoFocus={focus && index === 0}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
