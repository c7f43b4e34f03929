"use client";

import { useState } from "react";

import { daysLeftAt } from "@/lib/session/session";
import { useEmailConfirmation } from "@/lib/session/use-session";

import { ResendConfirmationButton } from "./resend-confirmation-button";

/** The grace-period sentence; exported for tests. */
export function daysLeftSentence(days: number): string {
  if (days <= 0) return "The time to confirm it has run out: confirm it now to keep signing in.";
  const left = days === 1 ? "1 day" : `${days} days`;
  return `You have ${left} left; after that, you will need to confirm it before you can sign in.`;
}

/**
 * Shown while the signed-in account's email address is unconfirmed: the days left of the
 * grace period and a button that sends the confirmation email again. It reads the deadline
 * from the session (no request), and loads the API client only when the button is pressed,
 * so it can sit on every page without bringing Apollo to calculator pages.
 */
export function ConfirmEmailBanner() {
  const deadline = useEmailConfirmation();
  // Read once per mount; the banner is rendered only in the browser (the session is empty on the server).
  const [now] = useState(() => Date.now());
  if (!deadline) return null;

  const days = daysLeftAt(deadline, now);

  return (
    // No heading element: the banner may sit above the page's h1, and must not break heading order.
    <section className="notice notice-warning confirm-email-banner" aria-label="Email confirmation">
      <p>
        <strong>Please confirm your email address.</strong> Open the link in the email we sent you. {daysLeftSentence(days)}
      </p>
      <ResendConfirmationButton />
    </section>
  );
}
