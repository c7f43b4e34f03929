/** What the resend button shows: idle, sending, or the answer. */
export type ResendState = { kind: "idle" } | { kind: "sending" } | { kind: "done"; message: string; failed: boolean };

/**
 * The resend button and its live region (the banner's, and its placeholder's before the banner
 * has loaded, when the button has no action yet).
 */
export function ResendConfirmationView({ state, onResend }: { state: ResendState; onResend?: () => void }) {
  return (
    <>
      <p>
        <button type="button" className="button button-secondary" onClick={onResend} disabled={state.kind === "sending"}>
          {state.kind === "sending" ? "Sending…" : "Resend confirmation email"}
        </button>
      </p>
      <p role="status" aria-live="polite" className={state.kind === "done" && state.failed ? "field-error" : undefined}>
        {state.kind === "done" ? state.message : ""}
      </p>
    </>
  );
}
