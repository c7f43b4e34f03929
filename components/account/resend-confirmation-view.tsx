/** What the resend button shows: idle, sending, or the answer. */
export type ResendState = { kind: "idle" } | { kind: "sending" } | { kind: "done"; message: string; failed: boolean };

/**
 * The resend button and its live region (the banner's, and its placeholder's before the banner
 * has loaded, when the button has no action yet and there is no live region: `live` false).
 */
export function ResendConfirmationView({ state, onResend, live = true }: { state: ResendState; onResend?: () => void; live?: boolean }) {
  return (
    <>
      <p>
        <button type="button" className="button button-secondary" onClick={onResend} disabled={state.kind === "sending"}>
          {state.kind === "sending" ? "Sending…" : "Resend confirmation email"}
        </button>
      </p>
      {/* The placeholder's copy is the same box without the live region: one status per page while it shows. */}
      <p
        role={live ? "status" : undefined}
        aria-live={live ? "polite" : undefined}
        className={state.kind === "done" && state.failed ? "field-error" : undefined}
      >
        {state.kind === "done" ? state.message : ""}
      </p>
    </>
  );
}
