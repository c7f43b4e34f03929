"use client";

import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { useState, type ReactNode } from "react";

import { getBrowserApolloClient } from "./browser-client";
import { createApolloClient } from "./create-apollo-client";
import { startFirstQueries, type ApolloPart } from "./first-queries";

function serverRenderClient(): ApolloClient {
  // Server rendering never has a session (tokens are in the browser), and account queries are
  // skipped until the browser knows who is signed in; this client must not reach the network.
  return createApolloClient({
    requestRefresh: async () => null,
    fetch: () => Promise.reject(new Error("No GraphQL requests during server rendering.")),
    getApiKey: () => null,
  });
}

/**
 * Apollo for the pages that need the API (account and listings pages import it; the root
 * layout does not, so calculator pages never load Apollo, GraphQL or rxjs).
 */
export function ApolloAppProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => (typeof window === "undefined" ? serverRenderClient() : getBrowserApolloClient()));
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}

/**
 * Sends the parts' first queries on the browser's client (deferred-apollo-app.tsx); resolves when
 * all have started, with `answered`, which settles once each has its first answer.
 */
export async function startPartsFirstQueries(parts: readonly ApolloPart[]): Promise<{ readonly answered: Promise<void> }> {
  if (typeof window === "undefined") return { answered: Promise.resolve() };
  return startFirstQueries(getBrowserApolloClient(), parts);
}
