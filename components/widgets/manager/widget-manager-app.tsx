"use client";

import { signedInApolloApp } from "@/components/account/signed-in-apollo-app";
import { WIDGET_MANAGER_PATH } from "@/lib/widgets/paths";

/** /manage-widget/'s client part (signed in only; Apollo loaded after the first-load scripts). */
export const WidgetManagerApp = signedInApolloApp({
  loading: "Loading your widgets…",
  signInPath: `/sign-in/?next=${WIDGET_MANAGER_PATH}`,
  signInPrompt: "Sign in to manage your widgets",
  loadParts: async () => [(await import(/* webpackChunkName: "signed-in-widget-manager" */ "./widget-manager")).WidgetManager],
});
