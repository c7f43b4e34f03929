"use client";

import { lazy, Suspense } from "react";

import { useEmailConfirmation } from "@/lib/session/use-session";

const ConfirmEmailBanner = lazy(async () => ({ default: (await import("./confirm-email-banner")).ConfirmEmailBanner }));

/**
 * The unconfirmed-email banner, loaded only for a signed-in account whose address awaits
 * confirmation (known from the session in the browser): every other visit runs none of its code.
 */
export function ConfirmEmailBannerSlot() {
  const deadline = useEmailConfirmation();
  if (!deadline) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmEmailBanner />
    </Suspense>
  );
}
