"use client";

import { useRouter } from "next/navigation";

import { SIGN_IN_PATH } from "@/lib/session/session";

import { FormField } from "./form-field";
import { FormStatus } from "./form-status";
import { loadAccountActions } from "./load-account-actions";
import { useAccountForm } from "./use-account-form";

/** Where the browser lands after the account is deleted (the sign-in page says so). */
export const ACCOUNT_DELETED_PATH = `${SIGN_IN_PATH}?deleted=1`;

/** Deletes the account and its data after the password is entered again. */
export function DeleteAccountForm() {
  const router = useRouter();
  const form = useAccountForm({
    initial: { password: "" },
    required: { password: "Enter your password to confirm." },
    pendingMessage: "Deleting your account…",
    submit: async (values, { setFieldErrors }) => {
      const { deleteAccount } = await loadAccountActions();
      const outcome = await deleteAccount({ password: values.password }, setFieldErrors);
      if (outcome.ok) router.push(ACCOUNT_DELETED_PATH);
      return outcome;
    },
  });
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label="Delete account">
      <p>This deletes your account, your saved homes and everything else stored with it. It cannot be undone.</p>
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
        <button type="submit" className="button button-danger" disabled={form.pending}>
          Delete my account
        </button>
      </p>
      <FormStatus status={form.status} />
    </form>
  );
}
