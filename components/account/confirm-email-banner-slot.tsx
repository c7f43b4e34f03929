"use client";

import { lazy, Suspense } from "react";

import { useEmailConfirmation, useHydrated } from "@/lib/session/use-session";

import { ConfirmEmailNotice } from "./confirm-email-notice";
import { ResendConfirmationView } from "./resend-confirmation-view";

const ConfirmEmailBanner = lazy(async () => ({ default: (await import("./confirm-email-banner")).ConfirmEmailBanner }));

/**
 * The banner's box before the banner has loaded: in every page's HTML, shown by the site's CSS only
 * when the script before it (lib/session/confirm-email-prepaint.ts) found an unconfirmed address
 * in the stored session, with the days-left sentence it wrote. The banner then takes its place at
 * the same size, so nothing moves.
 */
function ConfirmEmailPlaceholder() {
  return (
    <div className="confirm-email-placeholder">
      <ConfirmEmailNotice sentence={<span className="confirm-email-sentence" />}>
        <ResendConfirmationView state={{ kind: "idle" }} />
      </ConfirmEmailNotice>
    </div>
  );
}

/**
 * The unconfirmed-email banner, loaded only for a signed-in account whose address awaits
 * confirmation (known from the session in the browser): every other visit runs none of its code.
 */
export function ConfirmEmailBannerSlot() {
  const deadline = useEmailConfirmation();
  const hydrated = useHydrated();
  if (!hydrated) return <ConfirmEmailPlaceholder />;
  if (!deadline) return null;
  return (
    <Suspense fallback={<ConfirmEmailPlaceholder />}>
      <ConfirmEmailBanner />
    </Suspense>
  );
}
