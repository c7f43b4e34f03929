"use client";

import { useState } from "react";

import { loadAccountActions } from "./load-account-actions";
import { ResendConfirmationView, type ResendState } from "./resend-confirmation-view";
import { UNREACHABLE_MESSAGE } from "./use-account-form";

/**
 * "Resend confirmation email" for the signed-in account. The API client is loaded when the
 * button is pressed, so pages that show the button (every page, through the banner) do not
 * carry Apollo until then.
 */
export function ResendConfirmationButton() {
  const [state, setState] = useState<ResendState>({ kind: "idle" });

  async function onResend() {
    setState({ kind: "sending" });
    try {
      const { resendConfirmationEmail } = await loadAccountActions();
      const outcome = await resendConfirmationEmail();
      setState({ kind: "done", message: outcome.message, failed: !outcome.ok });
    } catch {
      setState({ kind: "done", message: UNREACHABLE_MESSAGE, failed: true });
    }
  }

  return <ResendConfirmationView state={state} onResend={onResend} />;
}
