"use client";

import { useActionState } from "react";

import { submitContact } from "@/components/contact/contact-action";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "@/lib/validation/account-limits";
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_TOPICS } from "@/lib/contact/limits";
import { INITIAL_LEAD_FORM_STATE } from "@/lib/leads/form-values";
import { useFormPermalink } from "@/components/ui/use-form-permalink";

import { ErrorSummary } from "../leads/error-summary";
import { HoneypotField } from "../leads/honeypot-field";
import { LeadSelectField, LeadTextArea, LeadTextField } from "../leads/lead-fields";
import styles from "../leads/lead-form.module.css";

/** The fields in the order they appear (the error summary and the focus follow it). */
const FIELD_ORDER = ["name", "email", "topic", "message"] as const;

const TOPIC_OPTIONS = [{ value: "", label: "Choose a topic" }, ...CONTACT_TOPICS];

/**
 * The contact form: name, email, a topic from the fixed list and the message, plus the honeypot.
 * A Server Action form (useActionState) like the quote form: a plain POST without JavaScript,
 * the confirmation page once sent, and otherwise the posted values again with a message under
 * each field the server refused (the first one focused).
 */
export function ContactForm() {
  const [state, formAction, pending] = useActionState(submitContact, INITIAL_LEAD_FORM_STATE, useFormPermalink());
  const values = state.values ?? {};
  const focus = FIELD_ORDER.find((name) => state.errors[name]?.[0]) ?? null;
  const field = (name: (typeof FIELD_ORDER)[number]) => ({ name, error: state.errors[name]?.[0], focus: focus === name, defaultValue: values[name] ?? "" });

  return (
    <form action={formAction} className={styles.form} noValidate aria-label="Contact us">
      <ErrorSummary errors={state.errors} formError={state.formError} order={FIELD_ORDER} />
      {/* Remounted on each submission: the fields show what was posted and the first error takes the focus. */}
      <div className={styles.form} key={state.attempt}>
        <LeadTextField {...field("name")} label="Your name" autoComplete="name" maxLength={NAME_MAX_LENGTH} required />
        <LeadTextField
          {...field("email")}
          label="Email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          maxLength={EMAIL_MAX_LENGTH}
          required
          hint="We answer to this address."
        />
        <LeadSelectField {...field("topic")} label="Topic" options={TOPIC_OPTIONS} />
        <LeadTextArea {...field("message")} label="Your message" maxLength={CONTACT_MESSAGE_MAX_LENGTH} rows={7} />
      </div>
      <HoneypotField idPrefix="contact" />
      <p>
        <button type="submit" className="button" disabled={pending}>
          {pending ? "Sending…" : "Send message"}
        </button>
      </p>
      <p role="status" className="visually-hidden">
        {pending ? "Sending your message…" : ""}
      </p>
    </form>
  );
}
