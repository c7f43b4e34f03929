"use client";

import { useCallback, useState, type FormEvent } from "react";

import type { FieldErrors } from "@/lib/apollo/errors";

export type FormStatus = { kind: "idle" } | { kind: "pending"; message: string } | { kind: "success"; message: string } | { kind: "error"; message: string };

/** What a submit handler reports back (the account actions' outcome has this shape). */
export type SubmitOutcome = { ok: true; message: string } | { ok: false; message: string };

/** When the submit itself throws: the action module could not load, or the network failed. */
export const UNREACHABLE_MESSAGE = "We could not reach the server. Check your connection and try again.";

export interface SubmitContext {
  /** The operation's error setter: pass it in the mutation's context (`setFieldErrors`). */
  setFieldErrors: (errors: FieldErrors) => void;
}

/** Required fields and the message shown when one is left empty. */
export type RequiredFields<TValues> = Partial<Record<keyof TValues & string, string>>;

export interface AccountForm<TValues extends Record<string, string>> {
  values: TValues;
  fieldErrors: Partial<Record<keyof TValues & string, string>>;
  status: FormStatus;
  pending: boolean;
  setValue: (name: string, value: string) => void;
  /** Replaces some values (for example clearing password fields after success). */
  reset: (values: Partial<TValues>) => void;
  /** Form submit handler: checks required fields, then runs `submit`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

const REQUIRED_MESSAGE = "Please fill in the highlighted fields.";
const FIELDS_MESSAGE = "Please correct the highlighted fields.";

/** `input.email` → `email`: servers may name a field by its path in the input. */
function fieldName(key: string): string {
  const parts = key.split(".");
  return parts[parts.length - 1] ?? key;
}

/**
 * State of one account form: controlled values (kept whatever the server answers), field
 * errors from the server's validation errors (first message per field, next to the field),
 * and a status message for the live region. Focus moves to the first invalid field.
 */
export function useAccountForm<TValues extends Record<string, string>>(options: {
  initial: TValues;
  required?: RequiredFields<TValues>;
  pendingMessage: string;
  submit: (values: TValues, context: SubmitContext) => Promise<SubmitOutcome>;
}): AccountForm<TValues> {
  const { initial, required, pendingMessage, submit } = options;
  const [values, setValues] = useState<TValues>(initial);
  const [fieldErrors, setFieldErrorsState] = useState<Partial<Record<keyof TValues & string, string>>>({});
  const [status, setStatus] = useState<FormStatus>({ kind: "idle" });

  const setValue = useCallback((name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  const reset = useCallback((next: Partial<TValues>) => {
    setValues((current) => ({ ...current, ...next }));
  }, []);

  const showFieldErrors = useCallback((errors: Record<string, string>, form: HTMLFormElement | null) => {
    const mapped: Record<string, string> = {};
    for (const [key, message] of Object.entries(errors)) mapped[fieldName(key)] = message;
    setFieldErrorsState(mapped as Partial<Record<keyof TValues & string, string>>);
    if (form) {
      // The first invalid field in page order, after React has rendered aria-invalid so the
      // announcement includes the error.
      queueMicrotask(() => {
        const first = Array.from(form.elements).find((element) => element instanceof HTMLInputElement && element.name in mapped);
        if (first instanceof HTMLElement) first.focus();
      });
    }
  }, []);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (status.kind === "pending") return;
      const form = event.currentTarget;
      const missing: Record<string, string> = {};
      for (const [name, message] of Object.entries(required ?? {})) {
        if (typeof message === "string" && (values[name] ?? "").trim() === "") missing[name] = message;
      }
      if (Object.keys(missing).length > 0) {
        showFieldErrors(missing, form);
        setStatus({ kind: "error", message: REQUIRED_MESSAGE });
        return;
      }
      setFieldErrorsState({});
      setStatus({ kind: "pending", message: pendingMessage });
      let flagged: string[] = [];
      const context: SubmitContext = {
        setFieldErrors: (errors) => {
          flagged = Object.values(errors);
          showFieldErrors(errors, form);
        },
      };
      submit(values, context)
        .then((outcome) => {
          if (outcome.ok) setStatus({ kind: "success", message: outcome.message });
          // Several invalid fields: a summary; one: its own message (e.g. "The email or password is incorrect.").
          else setStatus({ kind: "error", message: flagged.length > 1 ? FIELDS_MESSAGE : (flagged[0] ?? outcome.message) });
        })
        .catch(() => {
          setStatus({ kind: "error", message: UNREACHABLE_MESSAGE });
        });
    },
    [pendingMessage, required, showFieldErrors, status.kind, submit, values],
  );

  return { values, fieldErrors, status, pending: status.kind === "pending", setValue, reset, onSubmit };
}
