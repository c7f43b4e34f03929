"use client";

import type { ErrorLike, ObservableQuery, OperationVariables, TypedDocumentNode, WatchQueryFetchPolicy } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { startTransition, useCallback, useEffect, useRef, useState } from "react";

import { adoptFirstQuery } from "./first-queries";

export interface QueryInSlicesOptions<TVariables extends OperationVariables> {
  readonly variables?: TVariables;
  readonly fetchPolicy?: WatchQueryFetchPolicy;
  /** Loading again while a refetch is in flight. */
  readonly notifyOnNetworkStatusChange?: boolean;
}

export interface QueryInSlicesResult<TData> {
  readonly data: TData | undefined;
  readonly error: ErrorLike | undefined;
  readonly loading: boolean;
  /** Asks the server again (resolves at once while the query has not started). */
  readonly refetch: () => Promise<void>;
}

interface Delivered<TData> {
  /** The query and variables the answer is for. */
  readonly key: string;
  readonly data: TData | undefined;
  readonly error: ErrorLike | undefined;
  readonly loading: boolean;
}

/**
 * A query for a signed-in page's part, as Apollo's `useQuery` with the options those parts use,
 * but off the render path (docs/architecture.md, Signed-in pages):
 * - the query is started in a task of its own after the part mounts, so Apollo's first work on
 *   a document (its transforms, the cache watch) is not part of React's render or of the one
 *   task that runs every mounted part's effects; or, declared as one of the part's first
 *   queries, it was started when the part's code loaded, and is adopted (first-queries.ts);
 * - each answer (and each cache change after it) is handed to React in a transition, which
 *   React renders in time slices; `useQuery` hands it over through `useSyncExternalStore`,
 *   which React renders synchronously in one task.
 */
export function useQueryInSlices<TData, TVariables extends OperationVariables = OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  { variables, fetchPolicy, notifyOnNetworkStatusChange = false }: QueryInSlicesOptions<TVariables> = {},
): QueryInSlicesResult<TData> {
  const client = useApolloClient();
  const variablesKey = JSON.stringify(variables ?? {});
  const [delivered, setDelivered] = useState<Delivered<TData> | null>(null);
  const observable = useRef<ObservableQuery<TData, TVariables> | null>(null);

  useEffect(() => {
    let subscription: { unsubscribe(): void } | null = null;
    const start = setTimeout(() => {
      // Parsed again from the key so that an equal set of variables passed as a new object
      // does not start the query over.
      const spec = { query, variables: JSON.parse(variablesKey) as TVariables, fetchPolicy, notifyOnNetworkStatusChange };
      // Started already with the part's code (first-queries.ts): adopted, not sent again.
      const adopted = adoptFirstQuery(client, spec);
      const watched = adopted?.observable ?? client.watchQuery<TData, TVariables>(spec);
      observable.current = watched;
      subscription = watched.subscribe((result) => {
        const data = result.dataState === "complete" ? result.data : undefined;
        startTransition(() => setDelivered({ key: variablesKey, data, error: result.error, loading: result.loading }));
      });
      adopted?.release();
    }, 0);
    return () => {
      clearTimeout(start);
      subscription?.unsubscribe();
      observable.current = null;
    };
  }, [client, query, variablesKey, fetchPolicy, notifyOnNetworkStatusChange]);

  const refetch = useCallback(async () => {
    await observable.current?.refetch();
  }, []);

  // Nothing yet for these variables (the query starts after mount, or they just changed).
  if (!delivered || delivered.key !== variablesKey) return { data: undefined, error: undefined, loading: true, refetch };
  return { data: delivered.data, error: delivered.error, loading: delivered.loading, refetch };
}
