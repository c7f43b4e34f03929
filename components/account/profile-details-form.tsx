"use client";

import { FormField } from "./form-field";
import { FormStatus } from "./form-status";
import { loadAccountActions } from "./load-account-actions";
import { useAccountForm } from "./use-account-form";

/** Changes the account's display name. */
export function ProfileDetailsForm({ name }: { name: string }) {
  const form = useAccountForm({
    initial: { name },
    required: { name: "Enter your name." },
    pendingMessage: "Saving…",
    submit: async (values, { setFieldErrors }) => {
      const { updateName } = await loadAccountActions();
      return updateName(values.name.trim(), setFieldErrors);
    },
  });
  return (
    <form className="form" onSubmit={form.onSubmit} noValidate aria-label="Your details">
      <FormField name="name" label="Name" autoComplete="name" required value={form.values.name} onValueChange={form.setValue} error={form.fieldErrors.name} />
      <p>
        <button type="submit" className="button" disabled={form.pending}>
          Save name
        </button>
      </p>
      <FormStatus status={form.status} />
    </form>
  );
}
