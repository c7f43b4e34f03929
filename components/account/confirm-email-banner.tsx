"use client";

import { useLayoutEffect, useState } from "react";

import { CONFIRM_EMAIL_ATTRIBUTE, daysLeftSentence } from "@/lib/session/confirm-email-prepaint";
import { daysLeftAt } from "@/lib/session/session";
import { useEmailConfirmation } from "@/lib/session/use-session";

import { ConfirmEmailNotice } from "./confirm-email-notice";
import { ResendConfirmationButton } from "./resend-confirmation-button";

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
  // The placeholder kept the banner's box until now (components/account/confirm-email-placeholder.tsx):
  // hidden before this frame is painted, so the banner takes its place without a shift.
  useLayoutEffect(() => document.documentElement.removeAttribute(CONFIRM_EMAIL_ATTRIBUTE), []);
  if (!deadline) return null;

  return (
    <ConfirmEmailNotice sentence={daysLeftSentence(daysLeftAt(deadline, now))}>
      <ResendConfirmationButton />
    </ConfirmEmailNotice>
  );
}
