"use client";

import { useSearchParams } from "next/navigation";

import { IntentLink } from "@/components/layout/intent-link";

import { FormField } from "./form-field";
import { FormStatus } from "./form-status";
import { loadAccountActions } from "./load-account-actions";
import { PASSWORD_HINT } from "./messages";
import { useAccountForm } from "./use-account-form";

/** Step 1: ask for a link. The answer is the same whether or not the address has an account. */
export function RequestPasswordResetForm() {
  const form = useAccountForm({
    initial: { email: "" },
    required: { email: "Enter your email address." },
    pendingMessage: "Sending…",
    submit: async (values, { setFieldErrors }) => {
      const { requestPasswordReset } = await loadAccountActions();
      return requestPasswordReset(values.email.trim(), setFieldErrors);
    },
  });
  return (
    <form className="form" onSubmit={form.onSubmit} onFocus={() => void loadAccountActions()} noValidate aria-label="Request a password reset">
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
        <button type="submit" className="button" disabled={form.pending}>
          Email me a link
        </button>
      </p>
      <FormStatus status={form.status} />
    </form>
  );
}

/** Step 2 (from the emailed link): choose the new password. */
export function ResetPasswordForm({ token }: { token: string }) {
  const form = useAccountForm({
    initial: { password: "" },
    required: { password: "Choose a new password." },
    pendingMessage: "Saving your new password…",
    submit: async (values, { setFieldErrors }) => {
      const { resetPassword } = await loadAccountActions();
      const outcome = await resetPassword({ token, password: values.password }, setFieldErrors);
      if (outcome.ok) form.reset({ password: "" });
      return outcome;
    },
  });
  return (
    <form className="form" onSubmit={form.onSubmit} onFocus={() => void loadAccountActions()} noValidate aria-label="Choose a new password">
      <FormField
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
        value={form.values.password}
        onValueChange={form.setValue}
        error={form.fieldErrors.password}
      />
      <p>
        <button type="submit" className="button" disabled={form.pending}>
          Save new password
        </button>
      </p>
      <FormStatus status={form.status} />
      {form.status.kind === "success" ? (
        <p>
          <IntentLink href="/sign-in/" className="button button-secondary">
            Sign in
          </IntentLink>
        </p>
      ) : null}
    </form>
  );
}

/** Picks the step from the address: with `?token=` the new-password form, else the request form. */
export function ResetPassword() {
  const token = useSearchParams().get("token")?.trim() ?? "";
  return token === "" ? <RequestPasswordResetForm /> : <ResetPasswordForm token={token} />;
}
