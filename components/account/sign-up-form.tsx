"use client";

import { useRouter } from "next/navigation";
import { useActionState } from "react";

import { signUpWithoutScript } from "@/components/account/sign-up-action";
import { IntentLink } from "@/components/layout/intent-link";
import { useFormPermalink } from "@/components/ui/use-form-permalink";

import { PROFILE_PATH } from "./account-nav-link";
import { FormField } from "./form-field";
import { FormStatus } from "./form-status";
import { loadAccountActions } from "./load-account-actions";
import { NoScriptNoticeMessage } from "./no-script-notice";
import { PASSWORD_HINT } from "./messages";
import { safeNextPath } from "./safe-next-path";
import { useAccountForm } from "./use-account-form";
import { useNextPath, withNextPath } from "./use-next-path";

/**
 * Name, email and password; on success the account is signed in and the profile (or `?next=`)
 * opens. Without JavaScript the form posts to a Server Action that answers that an account needs
 * it (never a GET, which would put the password in the address bar).
 */
export function SignUpForm() {
  const router = useRouter();
  const next = useNextPath();
  const [noScript, noScriptAction] = useActionState(signUpWithoutScript, null, useFormPermalink());
  const form = useAccountForm({
    initial: { name: "", email: "", password: "" },
    required: { name: "Enter your name.", email: "Enter your email address.", password: "Choose a password." },
    pendingMessage: "Creating your account…",
    submit: async (values, { setFieldErrors }) => {
      const { signUp } = await loadAccountActions();
      const outcome = await signUp({ name: values.name.trim(), email: values.email.trim(), password: values.password }, setFieldErrors);
      if (outcome.ok) router.push(safeNextPath(window.location.search, PROFILE_PATH));
      return outcome;
    },
  });

  return (
    <form className="form" action={noScriptAction} onSubmit={form.onSubmit} onFocus={() => void loadAccountActions()} noValidate aria-label="Create an account">
      <NoScriptNoticeMessage notice={noScript} />
      <FormField name="name" label="Name" autoComplete="name" required value={form.values.name} onValueChange={form.setValue} error={form.fieldErrors.name} />
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
      <FormField
        name="password"
        label="Password"
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
          Create account
        </button>
      </p>
      <FormStatus status={form.status} />
      <p>
        Already have an account? <IntentLink href={withNextPath("/sign-in/", next)}>Sign in</IntentLink>
      </p>
    </form>
  );
}
