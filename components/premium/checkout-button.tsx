"use client";

import { useMutation } from "@apollo/client/react";
import { useState } from "react";

import { IntentLink } from "@/components/layout/intent-link";
import { StartPremiumCheckoutDocument } from "@/graphql/generated/operations";
import { ApolloAppProvider } from "@/lib/apollo/provider";
import { describeError } from "@/lib/apollo/errors";
import { useHydrated, useSignedIn } from "@/lib/session/use-session";

function CheckoutAction() {
  const hydrated = useHydrated();
  const signedIn = useSignedIn();
  const [start, { loading }] = useMutation(StartPremiumCheckoutDocument);
  const [error, setError] = useState<string | null>(null);
  if (hydrated && !signedIn) {
    return (
      <p>
        <IntentLink href="/sign-up/?next=/premium/">Create a free account</IntentLink> or <IntentLink href="/sign-in/?next=/premium/">sign in</IntentLink> to go
        premium.
      </p>
    );
  }
  const onClick = async () => {
    setError(null);
    try {
      const result = await start();
      const url = result.data?.startPremiumCheckout.url;
      if (url) window.location.assign(url);
    } catch (caught) {
      setError(describeError(caught));
    }
  };
  return (
    <div className="stack">
      <p>
        <button type="button" className="button" onClick={() => void onClick()} disabled={!hydrated || loading} data-checkout="start">
          {loading ? "Opening checkout…" : "Go premium"}
        </button>
      </p>
      <p role="alert" className={error ? "notice notice-error" : undefined}>
        {error}
      </p>
    </div>
  );
}

/** "Go premium": starts Stripe Checkout for the signed-in user (sign in first otherwise). */
export function CheckoutButton() {
  return (
    <ApolloAppProvider>
      <CheckoutAction />
    </ApolloAppProvider>
  );
}
