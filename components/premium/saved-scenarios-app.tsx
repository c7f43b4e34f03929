"use client";

import { SignedInGate } from "@/components/account/signed-in-gate";
import { IntentLink } from "@/components/layout/intent-link";
import { deferredApolloApp } from "@/lib/apollo/deferred-apollo-app";

const SIGN_IN = "/sign-in/?next=/saved-scenarios/";
const LOADING = "Loading your saved scenarios…";

const SavedScenariosParts = deferredApolloApp(async () => [(await import("./saved-scenarios")).SavedScenarios], <p role="status">{LOADING}</p>);

/**
 * /saved-scenarios/'s client part: signed in, the scenarios, their code and Apollo's loaded after
 * the page's first-load scripts; signed out, straight to sign in and back, with no Apollo at all.
 */
export function SavedScenariosApp() {
  return (
    <SignedInGate
      loading={LOADING}
      redirectTo={SIGN_IN}
      signedOut={
        <p role="status">
          Sign in to see your saved scenarios: <IntentLink href={SIGN_IN}>sign in</IntentLink>.
        </p>
      }
    >
      <SavedScenariosParts />
    </SignedInGate>
  );
}
