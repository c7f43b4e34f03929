"use client";

import { signedInApolloApp } from "@/components/account/signed-in-apollo-app";

/** /saved-homes/'s client part (signed in only; Apollo loaded after the first-load scripts). */
export const SavedHomesApp = signedInApolloApp({
  loading: "Loading your saved homes…",
  signInPath: "/sign-in/?next=/saved-homes/",
  signInPrompt: "Sign in to see your saved homes",
  loadParts: async () => [(await import(/* webpackChunkName: "signed-in-saved-homes" */ "./saved-homes")).SavedHomes],
});
