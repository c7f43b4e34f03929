"use client";

import { FormField } from "./form-field";
import { FormStatus } from "./form-status";
import { loadAccountActions } from "./load-account-actions";
import { useAccountForm } from "./use-account-form";

/**
 * Asks for a new confirmation link without signing in (needed once the grace period is over,
 * when sign-in is refused until the address is confirmed).
 */
export function ResendConfirmationForm({ email = "" }: { email?: string }) {
  const form = useAccountForm({
    initial: { email },
    required: { email: "Enter your email address." },
    pendingMessage: "Sending…",
    submit: async (values) => {
      const { resendConfirmationEmail } = await loadAccountActions();
      return resendConfirmationEmail(values.email.trim());
    },
  });
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label="Send a new confirmation link">
      <FormField
        name="email"
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={form.values.email}
        onValueChange={form.setValue}
        error={form.fieldErrors.email}
      />
      <p>
        <button type="submit" className="button button-secondary" disabled={form.pending}>
          Send a new confirmation link
        </button>
      </p>
      <FormStatus status={form.status} />
    </form>
  );
}
