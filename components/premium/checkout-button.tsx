"use client";

import { useState } from "react";

import { SiteLink } from "@/components/layout/site-link";
import { useHydrated, useSignedIn } from "@/lib/session/use-session";

/** The checkout's Apollo part (start-checkout.ts), loaded once the visitor reaches for the button. */
const checkoutModule = () => import("./start-checkout");

/**
 * "Go premium": starts Stripe Checkout for the signed-in user (sign in first otherwise). Apollo
 * and the mutation load when a pointer is over the button, it has focus or it is pressed, so
 * the page's first load stays that of a content page.
 */
export function CheckoutButton() {
  const hydrated = useHydrated();
  const signedIn = useSignedIn();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (hydrated && !signedIn) {
    return (
      <p>
        <SiteLink href="/sign-up/?next=/premium/">Create a free account</SiteLink> or <SiteLink href="/sign-in/?next=/premium/">sign in</SiteLink> to go
        premium.
      </p>
    );
  }
  const onClick = async () => {
    setError(null);
    setLoading(true);
    const started = await checkoutModule().then(
      ({ startCheckout }) => startCheckout(),
      () => ({ error: "The checkout could not load. Check your connection and try again." }),
    );
    if ("error" in started) setError(started.error);
    else if (started.url) {
      window.location.assign(started.url);
      return;
    }
    setLoading(false);
  };
  const warm = () => void checkoutModule().catch(() => undefined);
  return (
    <div className="stack">
      <p>
        <button
          type="button"
          className="button"
          onClick={() => void onClick()}
          onPointerOver={warm}
          onFocus={warm}
          disabled={!hydrated || loading}
          data-checkout="start"
        >
          {loading ? "Opening checkout…" : "Go premium"}
        </button>
      </p>
      <p role="alert" className={error ? "notice notice-error" : undefined}>
        {error}
      </p>
    </div>
  );
}
