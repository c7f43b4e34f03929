"use client";

import { lazy, Suspense } from "react";

import { useEmailConfirmationInSlices } from "@/lib/session/use-session";

const ConfirmEmailBanner = lazy(async () => ({ default: (await import("./confirm-email-banner")).ConfirmEmailBanner }));

/**
 * The unconfirmed-email banner, loaded only for a signed-in account whose address awaits
 * confirmation (known from the session in the browser): every other visit runs none of its code.
 * The session comes in a transition (useEmailConfirmationInSlices); the placeholder the server rendered holds
 * the banner's place until then.
 */
export function ConfirmEmailBannerSlot() {
  const deadline = useEmailConfirmationInSlices();
  if (!deadline) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmEmailBanner />
    </Suspense>
  );
}
