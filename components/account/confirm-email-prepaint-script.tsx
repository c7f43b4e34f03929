import { CONFIRM_EMAIL_PREPAINT_SCRIPT } from "@/lib/session/confirm-email-prepaint";

/**
 * Renders the unconfirmed-email script (lib/session/confirm-email-prepaint.ts). Place it, from a
 * Server Component, first in the body: a browser may paint what it has parsed before a script
 * runs, and the banner's top margin moves everything from the page's main landmark down.
 */
export function ConfirmEmailPrepaintScript() {
  return <script dangerouslySetInnerHTML={{ __html: CONFIRM_EMAIL_PREPAINT_SCRIPT }} />;
}
