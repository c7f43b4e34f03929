"use client";

import { signedInApolloApp } from "@/components/account/signed-in-apollo-app";

/** /saved-scenarios/'s client part (signed in only; Apollo loaded after the first-load scripts). */
export const SavedScenariosApp = signedInApolloApp({
  loading: "Loading your saved scenarios…",
  signInPath: "/sign-in/?next=/saved-scenarios/",
  signInPrompt: "Sign in to see your saved scenarios",
  loadParts: async () => [(await import(/* webpackChunkName: "signed-in-saved-scenarios" */ "./saved-scenarios")).SavedScenarios],
});
