"use client";

import { deferredApolloApp } from "@/lib/apollo/deferred-apollo-app";

/** /saved-homes/'s client part, its code and Apollo's loaded after the page's first-load scripts. */
export const SavedHomesApp = deferredApolloApp(async () => [(await import("./saved-homes")).SavedHomes]);
