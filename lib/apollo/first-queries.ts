import type { ApolloClient, DocumentNode, ObservableQuery, OperationVariables, TypedDocumentNode } from "@apollo/client";
import type { ComponentType } from "react";

import type { QueryInSlicesOptions } from "./use-query-in-slices";

/**
 * A signed-in part's first queries, started as soon as Apollo's code and the part's are in,
 * while React renders the part, instead of after it has rendered and mounted
 * (docs/architecture.md, Signed-in pages). `useQueryInSlices` adopts a started query whose
 * document, variables and options are its own, so each is sent once.
 */
export type FirstQuery<TData = unknown, TVariables extends OperationVariables = OperationVariables> = QueryInSlicesOptions<TVariables> & {
  readonly query: TypedDocumentNode<TData, TVariables>;
};

/** A first query with its types erased, for a part's list of them. */
export type AnyFirstQuery = QueryInSlicesOptions<OperationVariables> & { readonly query: DocumentNode };

/** A signed-in part: a component, and the queries its first render will ask for. */
export type ApolloPart = ComponentType & { readonly firstQueries?: () => readonly AnyFirstQuery[] };

/** Declares `queries` as `Part`'s first queries (read when the part's code has loaded). */
export function withFirstQueries(Part: ComponentType, queries: () => readonly AnyFirstQuery[]): ApolloPart {
  return Object.assign(Part, { firstQueries: queries });
}

/** A typed first query, erased for `withFirstQueries`. */
export function firstQuery<TData, TVariables extends OperationVariables>(spec: FirstQuery<TData, TVariables>): AnyFirstQuery {
  return spec as AnyFirstQuery;
}

/** How long a started query waits to be adopted before it is dropped (its part never mounted). */
export const ADOPTION_WINDOW_MS = 60_000;

interface Started {
  readonly observable: ObservableQuery<unknown, OperationVariables>;
  /** Settles with the query's first answer (or its error). */
  readonly answered: Promise<void>;
  /** Keeps the query live until a hook subscribes. */
  readonly hold: { unsubscribe(): void };
  readonly expiry: ReturnType<typeof setTimeout>;
}

const startedByClient = new WeakMap<ApolloClient, Map<DocumentNode, Map<string, Started>>>();

function optionsKey(spec: AnyFirstQuery): string {
  return JSON.stringify([spec.variables ?? {}, spec.fetchPolicy ?? null, spec.notifyOnNetworkStatusChange ?? false]);
}

/**
 * Starts `spec` on `client` (once: a second start of the same query waits for the first).
 * Resolves with the query's first answer, or its error.
 */
export function startFirstQuery(client: ApolloClient, spec: AnyFirstQuery): Promise<void> {
  let byDocument = startedByClient.get(client);
  if (!byDocument) startedByClient.set(client, (byDocument = new Map()));
  let byOptions = byDocument.get(spec.query);
  if (!byOptions) byDocument.set(spec.query, (byOptions = new Map()));
  const key = optionsKey(spec);
  const already = byOptions.get(key);
  if (already) return already.answered;
  const observable = client.watchQuery<unknown, OperationVariables>({
    query: spec.query,
    variables: spec.variables ?? {},
    fetchPolicy: spec.fetchPolicy,
    notifyOnNetworkStatusChange: spec.notifyOnNetworkStatusChange ?? false,
  });
  let settle: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (settle = resolve));
  const hold = observable.subscribe({ next: (result) => void (result.loading || settle()), error: () => settle() });
  // Adoption clears this timer, so when it fires the query is still the one held here.
  const expiry = setTimeout(() => {
    byOptions.delete(key);
    hold.unsubscribe();
  }, ADOPTION_WINDOW_MS);
  byOptions.set(key, { observable, answered, hold, expiry });
  return answered;
}

/**
 * The started query for `spec`, if any, now the caller's: it subscribes, then calls `release`,
 * which lets go of the hold (in that order, so the query is never without a subscriber).
 */
export function adoptFirstQuery<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  spec: FirstQuery<TData, TVariables>,
): { readonly observable: ObservableQuery<TData, TVariables>; readonly release: () => void } | undefined {
  const erased = spec as AnyFirstQuery;
  const byOptions = startedByClient.get(client)?.get(erased.query);
  const key = optionsKey(erased);
  const started = byOptions?.get(key);
  if (!byOptions || !started) return undefined;
  byOptions.delete(key);
  clearTimeout(started.expiry);
  return {
    // The same document, variables and options as the caller's, so the same result types.
    observable: started.observable as unknown as ObservableQuery<TData, TVariables>,
    release: () => started.hold.unsubscribe(),
  };
}

/**
 * Starts every part's first queries on `client`, each in a task of its own; resolves when all
 * have started, with `answered`, which settles once each has its first answer (or error).
 * Apollo's first work on a document (its transforms, the cache's watch) made the three of the
 * profile one task of 90 ms at 4x CPU. The tasks are all queued at once, before the
 * first query sets the batch link's timer, so they still run before it fires and the queries
 * still go out in one request.
 */
export function startFirstQueries(client: ApolloClient, parts: readonly ApolloPart[]): Promise<{ readonly answered: Promise<void> }> {
  const specs = parts.flatMap((part) => part.firstQueries?.() ?? []);
  const answers: Promise<void>[] = [];
  return Promise.all(
    specs.map(
      (spec) =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            answers.push(startFirstQuery(client, spec));
            resolve();
          }, 0),
        ),
    ),
  ).then(() => ({ answered: Promise.all(answers).then(() => undefined) }));
}
