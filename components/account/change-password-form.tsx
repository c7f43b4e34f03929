"use client";

import { FormField } from "./form-field";
import { FormStatus } from "./form-status";
import { loadAccountActions } from "./load-account-actions";
import { PASSWORD_HINT } from "./messages";
import { useAccountForm } from "./use-account-form";

/**
 * Changes the password. The server signs out every other session and returns a fresh one for
 * this device, which replaces the stored tokens.
 */
export function ChangePasswordForm() {
  const form = useAccountForm({
    initial: { currentPassword: "", newPassword: "" },
    required: { currentPassword: "Enter your current password.", newPassword: "Choose a new password." },
    pendingMessage: "Changing your password…",
    submit: async (values, { setFieldErrors }) => {
      const { changePassword } = await loadAccountActions();
      const outcome = await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }, setFieldErrors);
      if (outcome.ok) form.reset({ currentPassword: "", newPassword: "" });
      return outcome;
    },
  });
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label="Change password">
      <FormField
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        value={form.values.currentPassword}
        onValueChange={form.setValue}
        error={form.fieldErrors.currentPassword}
      />
      <FormField
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
        value={form.values.newPassword}
        onValueChange={form.setValue}
        error={form.fieldErrors.newPassword}
      />
      <p>
        <button type="submit" className="button" disabled={form.pending}>
          Change password
        </button>
      </p>
      <FormStatus status={form.status} />
    </form>
  );
}
