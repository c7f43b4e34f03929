"use client";

import { lazy, Suspense } from "react";

import { useChromeExtrasMayLoad } from "@/lib/browser/chrome-extras";
import { useEmailConfirmationInSlices } from "@/lib/session/use-session";

const ConfirmEmailBanner = lazy(async () => ({ default: (await import("./confirm-email-banner")).ConfirmEmailBanner }));

/**
 * The unconfirmed-email banner, loaded only for a signed-in account whose address awaits
 * confirmation (known from the session in the browser): every other visit runs none of its code.
 * The session comes in a transition (useEmailConfirmationInSlices), and on a page that holds the
 * chrome's extras the code waits for the page's content (lib/browser/chrome-extras.ts); the
 * placeholder holds the banner's place, with its sentence, until then.
 */
export function ConfirmEmailBannerSlot() {
  const deadline = useEmailConfirmationInSlices();
  const mayLoad = useChromeExtrasMayLoad();
  if (!deadline || !mayLoad) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmEmailBanner />
    </Suspense>
  );
}
