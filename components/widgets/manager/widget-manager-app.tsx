"use client";

import { deferredApolloApp } from "@/lib/apollo/deferred-apollo-app";

/** /manage-widget/'s client part, its code and Apollo's loaded after the page's first-load scripts. */
export const WidgetManagerApp = deferredApolloApp(async () => [(await import("./widget-manager")).WidgetManager]);
