"use client";

import type { ComponentType } from "react";

import { IntentLink } from "@/components/layout/intent-link";
import { deferredApolloApp } from "@/lib/apollo/deferred-apollo-app";
import type { ApolloPart } from "@/lib/apollo/first-queries";

import { SignedInGate } from "./signed-in-gate";

export interface SignedInApolloAppOptions {
  /** The loading line, on the server and while the part's code loads ("Loading your saved homes…"). */
  readonly loading: string;
  /** The sign-in page with the way back ("/sign-in/?next=/saved-homes/"). */
  readonly signInPath: string;
  /** What a signed-out visitor reads before the link ("Sign in to see your saved homes"). */
  readonly signInPrompt: string;
  /** The page's Apollo parts (dynamic imports), with their first queries (`withFirstQueries`). */
  readonly loadParts: () => Promise<ApolloPart[]>;
}

/**
 * The client part of a page for signed-in users only (saved homes, saved scenarios, the widget
 * manager): signed in, its parts, their code and Apollo's loaded after the page's first-load
 * scripts (deferredApolloApp); signed out, straight to sign in and back, with no Apollo at all
 * (SignedInGate).
 */
export function signedInApolloApp({ loading, signInPath, signInPrompt, loadParts }: SignedInApolloAppOptions): ComponentType {
  const Parts = deferredApolloApp(loadParts, <p role="status">{loading}</p>);
  return function SignedInApolloApp() {
    return (
      <SignedInGate
        loading={loading}
        redirectTo={signInPath}
        signedOut={
          <p role="status">
            {signInPrompt}: <IntentLink href={signInPath}>sign in</IntentLink>.
          </p>
        }
      >
        <Parts />
      </SignedInGate>
    );
  };
}
