"use client";

import { FormField } from "./form-field";
import { FormStatus } from "./form-status";
import { loadAccountActions } from "./load-account-actions";
import { useAccountForm } from "./use-account-form";

/**
 * Changes the email address. The server emails a link to the new address and switches the
 * account over once it is opened (so a typo cannot lock anyone out).
 */
export function ChangeEmailForm({ email, pendingEmail }: { email: string; pendingEmail: string | null }) {
  const form = useAccountForm({
    initial: { newEmail: "", password: "" },
    required: { newEmail: "Enter the new email address.", password: "Enter your password." },
    pendingMessage: "Changing your email address…",
    submit: async (values, { setFieldErrors }) => {
      const { changeEmail } = await loadAccountActions();
      const outcome = await changeEmail({ newEmail: values.newEmail.trim(), password: values.password }, setFieldErrors);
      if (outcome.ok) form.reset({ newEmail: "", password: "" });
      return outcome;
    },
  });
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label="Change email address">
      <p>
        Current address: <strong>{email}</strong>
      </p>
      {pendingEmail ? (
        <p>
          Waiting for confirmation: <strong>{pendingEmail}</strong>. Open the link we sent there to switch.
        </p>
      ) : null}
      <FormField
        name="newEmail"
        label="New email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={form.values.newEmail}
        onValueChange={form.setValue}
        error={form.fieldErrors.newEmail}
      />
      <FormField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={form.values.password}
        onValueChange={form.setValue}
        error={form.fieldErrors.password}
      />
      <p>
        <button type="submit" className="button" disabled={form.pending}>
          Change email address
        </button>
      </p>
      <FormStatus status={form.status} />
    </form>
  );
}
