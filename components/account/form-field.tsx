"use client";

import { useId, type ChangeEvent, type InputHTMLAttributes } from "react";

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "value" | "onChange" | "children"> {
  name: string;
  label: string;
  value: string;
  onValueChange: (name: string, value: string) => void;
  /** The field's error (from the server or a required-field check); shown under the input. */
  error?: string;
  /** A standing hint (for example the password rule), read out with the field. */
  hint?: string;
}

/**
 * A labelled input whose error is tied to it (aria-invalid, aria-describedby), so screen
 * readers announce the message with the field. The value is controlled by the form, which
 * keeps what was typed whatever the server answers.
 */
export function FormField({ name, label, value, onValueChange, error, hint, type = "text", ...input }: FormFieldProps) {
  const id = `${name}-${useId()}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange(name, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
