"use client";

import { useEffect, useRef, useState } from "react";

import { IntentLink } from "@/components/layout/intent-link";
import { useSignedIn } from "@/lib/session/use-session";

import { loadAccountActions } from "./load-account-actions";
import { ResendConfirmationButton } from "./resend-confirmation-button";
import { ResendConfirmationForm } from "./resend-confirmation-form";
import { UNREACHABLE_MESSAGE } from "./use-account-form";

type ConfirmState = { kind: "working" } | { kind: "confirmed"; message: string } | { kind: "failed"; message: string };

/**
 * The landing page of the confirmation email: sends the link's token once (tokens are
 * single-use, so React's development double effects must not send it twice), then removes it
 * from the address bar so it does not linger in history.
 */
export function ConfirmEmail() {
  const signedIn = useSignedIn();
  const [state, setState] = useState<ConfirmState>({ kind: "working" });
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const token = new URLSearchParams(window.location.search).get("token")?.trim() ?? "";
    void (async () => {
      if (token === "") {
        setState({ kind: "failed", message: "This address has no confirmation token. Open the link from the email exactly as it was sent." });
        return;
      }
      window.history.replaceState(null, "", window.location.pathname);
      try {
        const { confirmEmail } = await loadAccountActions();
        const outcome = await confirmEmail(token);
        setState(outcome.ok ? { kind: "confirmed", message: outcome.message } : { kind: "failed", message: outcome.message });
      } catch {
        setState({ kind: "failed", message: UNREACHABLE_MESSAGE });
      }
    })();
  }, []);

  return (
    <div className="stack">
      <div role="status" aria-live="polite" className={state.kind === "failed" ? "notice notice-error" : "notice"}>
        {state.kind === "working" ? "Confirming your email address…" : state.message}
      </div>
      {state.kind === "confirmed" ? (
        <p>{signedIn ? <IntentLink href="/profile/">Go to your profile</IntentLink> : <IntentLink href="/sign-in/">Sign in</IntentLink>}</p>
      ) : null}
      {state.kind === "failed" ? signedIn ? <ResendConfirmationButton /> : <ResendConfirmationForm /> : null}
    </div>
  );
}
