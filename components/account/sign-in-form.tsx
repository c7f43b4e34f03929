"use client";

import { useRouter } from "next/navigation";
import { useActionState, useState } from "react";

import { signInWithoutScript } from "@/components/account/sign-in-action";
import { IntentLink } from "@/components/layout/intent-link";
import { useFormPermalink } from "@/components/ui/use-form-permalink";

import { FormField } from "./form-field";
import { FormStatus } from "./form-status";
import { loadAccountActions } from "./load-account-actions";
import { NoScriptNoticeMessage } from "./no-script-notice";
import { ResendConfirmationForm } from "./resend-confirmation-form";
import { safeNextPath } from "./safe-next-path";
import { useAccountForm } from "./use-account-form";
import { useNextPath, withNextPath } from "./use-next-path";

/**
 * Email and password; on success stores the session and opens the profile (or `?next=`).
 * When the server refuses because the address was never confirmed (grace period over), it
 * offers to send a new confirmation link to that address. Without JavaScript the form posts to a
 * Server Action that answers that signing in needs it (never a GET: the password would land in
 * the address bar, the history and the server's logs).
 */
export function SignInForm() {
  const router = useRouter();
  const next = useNextPath();
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const [noScript, noScriptAction] = useActionState(signInWithoutScript, null, useFormPermalink());
  const form = useAccountForm({
    initial: { email: "", password: "" },
    required: { email: "Enter your email address.", password: "Enter your password." },
    pendingMessage: "Signing in…",
    submit: async (values, { setFieldErrors }) => {
      setUnconfirmedEmail(null);
      const email = values.email.trim();
      const { signIn } = await loadAccountActions();
      const outcome = await signIn({ email, password: values.password }, setFieldErrors);
      if (outcome.ok) router.push(safeNextPath(window.location.search));
      else if (outcome.code === "EMAIL_NOT_CONFIRMED") setUnconfirmedEmail(email);
      return outcome;
    },
  });

  return (
    <>
      <form className="form" action={noScriptAction} onSubmit={form.onSubmit} onFocus={() => void loadAccountActions()} noValidate aria-label="Sign in">
        <NoScriptNoticeMessage notice={noScript} />
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
          autoComplete="current-password"
          required
          value={form.values.password}
          onValueChange={form.setValue}
          error={form.fieldErrors.password}
        />
        <p>
          <button type="submit" className="button" disabled={form.pending}>
            Sign in
          </button>
        </p>
        <FormStatus status={form.status} />
        <p>
          <IntentLink href="/reset-password/">Forgot your password?</IntentLink>
        </p>
        <p>
          New here? <IntentLink href={withNextPath("/sign-up/", next)}>Create an account</IntentLink>
        </p>
      </form>
      {unconfirmedEmail ? <ResendConfirmationForm key={unconfirmedEmail} email={unconfirmedEmail} /> : null}
    </>
  );
}
