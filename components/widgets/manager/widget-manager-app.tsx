"use client";

import { SignedInGate } from "@/components/account/signed-in-gate";
import { IntentLink } from "@/components/layout/intent-link";
import { deferredApolloApp } from "@/lib/apollo/deferred-apollo-app";
import { WIDGET_MANAGER_PATH } from "@/lib/widgets/paths";

const SIGN_IN = `/sign-in/?next=${WIDGET_MANAGER_PATH}`;
const LOADING = "Loading your widgets…";

const WidgetManagerParts = deferredApolloApp(async () => [(await import("./widget-manager")).WidgetManager], <p role="status">{LOADING}</p>);

/**
 * /manage-widget/'s client part: signed in, the manager, its code and Apollo's loaded after the
 * page's first-load scripts; signed out, straight to sign in and back, with no Apollo at all.
 */
export function WidgetManagerApp() {
  return (
    <SignedInGate
      loading={LOADING}
      redirectTo={SIGN_IN}
      signedOut={
        <p role="status">
          Sign in to manage your widgets: <IntentLink href={SIGN_IN}>sign in</IntentLink>.
        </p>
      }
    >
      <WidgetManagerParts />
    </SignedInGate>
  );
}
