"use client";

import { lazy, Suspense, type ComponentType, type ReactNode } from "react";

/**
 * An Apollo page's client part, with Apollo (client, cache, links, GraphQL) and the part's own
 * code in chunks that load once the page's first-load scripts have run, instead of among them.
 * The page's shell (header, search, account link) becomes interactive without waiting for
 * Apollo, and Apollo's evaluation is a task of its own rather than part of the first one
 * (first-load JS budget and Total Blocking Time: docs/architecture.md, First-load JavaScript budgets). `fallback` shows while the code loads;
 * rendered on the server, the part's HTML stays until its code is in, then hydrates.
 */
export function deferredApolloApp(loadParts: () => Promise<ComponentType[]>, fallback: ReactNode = null): ComponentType {
  const App = lazy(async () => {
    const [{ ApolloAppProvider }, parts] = await Promise.all([import("./provider"), loadParts()]);
    function ApolloApp() {
      return (
        <ApolloAppProvider>
          {parts.map((Part, index) => (
            <Part key={index} />
          ))}
        </ApolloAppProvider>
      );
    }
    return { default: ApolloApp };
  });
  return function DeferredApolloApp() {
    return (
      <Suspense fallback={fallback}>
        <App />
      </Suspense>
    );
  };
}
