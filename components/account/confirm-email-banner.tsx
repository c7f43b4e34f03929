"use client";

import { useState } from "react";

import { daysLeftSentence } from "@/lib/session/confirm-email-prepaint";
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
  if (!deadline) return null;

  return (
    <ConfirmEmailNotice sentence={daysLeftSentence(daysLeftAt(deadline, now))}>
      <ResendConfirmationButton />
    </ConfirmEmailNotice>
  );
}
