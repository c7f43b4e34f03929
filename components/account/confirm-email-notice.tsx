import type { ReactNode } from "react";

/**
 * The unconfirmed-email banner's box: what the banner shows and what its placeholder reserves
 * before the banner has loaded (one markup, so the two take the same space).
 */
export function ConfirmEmailNotice({ sentence, children }: { sentence: ReactNode; children: ReactNode }) {
  return (
    // No heading element: the banner may sit above the page's h1, and must not break heading order.
    <section className="notice notice-warning confirm-email-banner" aria-label="Email confirmation">
      <p>
        <strong>Please confirm your email address.</strong> Open the link in the email we sent you. {sentence}
      </p>
      {children}
    </section>
  );
}
