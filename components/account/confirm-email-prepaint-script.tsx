import { CONFIRM_EMAIL_PREPAINT_SCRIPT } from "@/lib/session/confirm-email-prepaint";

/**
 * Renders the unconfirmed-email script (lib/session/confirm-email-prepaint.ts). Place it, from a
 * Server Component, before the banner's place in the page, so it runs before that is painted.
 */
export function ConfirmEmailPrepaintScript() {
  return <script dangerouslySetInnerHTML={{ __html: CONFIRM_EMAIL_PREPAINT_SCRIPT }} />;
}
