"use client";

import { deferredApolloApp } from "@/lib/apollo/deferred-apollo-app";

/** /saved-scenarios/'s client part, its code and Apollo's loaded after the page's first-load scripts. */
export const SavedScenariosApp = deferredApolloApp(async () => [(await import("./saved-scenarios")).SavedScenarios]);
