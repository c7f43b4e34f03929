"use client";

import { SignedInGate } from "@/components/account/signed-in-gate";
import { IntentLink } from "@/components/layout/intent-link";
import { deferredApolloApp } from "@/lib/apollo/deferred-apollo-app";

const SIGN_IN = "/sign-in/?next=/saved-homes/";
const LOADING = "Loading your saved homes…";

const SavedHomesParts = deferredApolloApp(async () => [(await import("./saved-homes")).SavedHomes], <p role="status">{LOADING}</p>);

/**
 * /saved-homes/'s client part: signed in, the saved homes, their code and Apollo's loaded after the
 * page's first-load scripts; signed out, straight to sign in and back, with no Apollo at all.
 */
export function SavedHomesApp() {
  return (
    <SignedInGate
      loading={LOADING}
      redirectTo={SIGN_IN}
      signedOut={
        <p role="status">
          Sign in to see your saved homes: <IntentLink href={SIGN_IN}>sign in</IntentLink>.
        </p>
      }
    >
      <SavedHomesParts />
    </SignedInGate>
  );
}
