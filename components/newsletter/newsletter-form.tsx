"use client";

import { useActionState, useEffect, useId, useState } from "react";

import { subscribeNewsletter } from "@/components/newsletter/newsletter-action";
import { EMAIL_MAX_LENGTH } from "@/lib/validation/account-limits";
import { useEmailSubscribed } from "@/lib/calculator/email-subscribed";
import { INITIAL_NEWSLETTER_FORM_STATE, type NewsletterFormState } from "@/lib/newsletter/limits";
import { useFormPermalink } from "@/components/ui/use-form-permalink";

import { HoneypotField } from "../leads/honeypot-field";
import { FieldError } from "../leads/lead-fields";

import styles from "./newsletter-form.module.css";

export interface NewsletterFormProps {
  /** The form's heading ("Get our newsletter"). */
  heading: string;
  /** Heading level: h2 in the footer, h2 or h3 after an article. */
  headingLevel?: 2 | 3;
  /** The site page the form is on, stored with a signup ("/blog/fha-mip/"). */
  sourcePage?: string | undefined;
}

function outcomeText(state: NewsletterFormState): string | null {
  if (state.status === "subscribed") return "You're subscribed. Thanks: the next issue comes to your inbox.";
  if (state.status === "pending") return `Almost done: we sent a link to ${state.email}. Open it to confirm your subscription.`;
  return null;
}

/**
 * The newsletter signup (footer, blog posts): one email field, the honeypot and a Server Action
 * (lib/server/newsletter). Without JavaScript it is a plain POST and the page comes back with the
 * outcome focused; with it, it submits in place. A subscription sets the subscribed flag in
 * browser storage (on its own key, docs/architecture.md, Calculator state and browser storage), so later visits say "You're subscribed" instead
 * of asking again. Kept free of zod and other large code: it is on every page.
 */
export function NewsletterForm({ heading, headingLevel = 2, sourcePage }: NewsletterFormProps) {
  const [state, formAction, pending] = useActionState(subscribeNewsletter, INITIAL_NEWSLETTER_FORM_STATE, useFormPermalink());
  const [subscribed, setSubscribed] = useEmailSubscribed();
  const [another, setAnother] = useState(false);
  const id = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `${id}-heading`;
  const inputId = `${id}-email`;

  useEffect(() => {
    if (state.status === "subscribed") setSubscribed(true);
  }, [state.status, setSubscribed]);

  const outcome = outcomeText(state);
  const error = state.status === "invalid" || state.status === "failed" ? (state.error ?? null) : null;
  const fieldError = state.status === "invalid" ? (error ?? undefined) : undefined;

  if (subscribed === true && state.status === "idle" && !another) {
    return (
      <section className={styles.box} aria-labelledby={headingId}>
        <Heading id={headingId}>{heading}</Heading>
        <p>You&apos;re subscribed to our newsletter on this device.</p>
        <button type="button" className={styles.linkButton} onClick={() => setAnother(true)}>
          Subscribe another address
        </button>
      </section>
    );
  }

  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      <p className={styles.intro}>New articles, rate changes and calculator updates, at most once a week. Unsubscribe any time.</p>
      {outcome ? (
        <p key={state.attempt} className="notice" role="status" tabIndex={-1} autoFocus>
          {outcome}
        </p>
      ) : null}
      {state.status === "failed" && error ? (
        <p key={state.attempt} className="notice notice-error" role="alert" tabIndex={-1} autoFocus>
          {error}
        </p>
      ) : null}
      {outcome ? null : (
        <form action={formAction} className={styles.form} noValidate aria-labelledby={headingId}>
          <div className={`field ${styles.field}`} key={state.attempt}>
            <label htmlFor={inputId}>Your email</label>
            <input
              id={inputId}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              maxLength={EMAIL_MAX_LENGTH}
              required
              defaultValue={state.email}
              autoFocus={fieldError !== undefined}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${inputId}-error` : undefined}
            />
            <FieldError id={inputId} error={fieldError} />
          </div>
          {sourcePage ? <input type="hidden" name="sourcePage" value={sourcePage} /> : null}
          <HoneypotField idPrefix={id} />
          <button type="submit" className={`button ${styles.submit}`} disabled={pending}>
            {pending ? "Subscribing…" : "Subscribe"}
          </button>
        </form>
      )}
    </section>
  );
}
