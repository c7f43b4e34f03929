import "server-only";

import { Kind, OperationTypeNode, type DocumentNode, type ExecutionResult, type OperationDefinitionNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import { LRUCache } from "lru-cache";

import { deepFreeze } from "@/lib/cache/deep-freeze";
import type { GraphQLContext } from "@/lib/server/api/context";

/*
 * The answers of anonymous listing queries, kept per process and per listings data version. The
 * listing search caches its pages and totals already (lib/server/listings/search-service.ts), but
 * executing the query over a page of 24 homes (every field of every home, the payment's parts)
 * and the request's other steps were most of a repeated search's cost: well above the cost of
 * the API's floor route. An answer here is exact, as those caches are: its key holds the data
 * version, which every write to listings on any instance moves, and the version is read with the
 * request's rate-limit count (which a cached answer still takes).
 *
 * Only what is the same for every visitor is kept: a query whose every root field is one of
 * LISTING_FIELDS (their answers are the listings' rows and the payment worked out from them and
 * the query's own arguments), asked with no credential (no `authorization`, which would make
 * `isFavorite` the viewer's, and no widget `api-key`), without @defer or @stream, answered without
 * an error. Everything else executes as before.
 */

/** Root fields whose answers depend on the listings data and the query's arguments only. */
export const LISTING_FIELDS: ReadonlySet<string> = new Set(["listings", "listing", "listingsByHashid"]);

// Some 200 answers of up to 100 homes: tens of megabytes at worst per process.
const ANSWER_CACHE_SIZE = 200;

function operationOf(document: DocumentNode, operationName: string | null | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  if (operationName) return operations.find((operation) => operation.name?.value === operationName);
  return operations.length === 1 ? operations[0] : undefined;
}

/** The query's text when its answer may be kept: a query of listing fields alone, no incremental delivery. */
export function cacheableQueryText(document: DocumentNode, operationName: string | null | undefined): string | undefined {
  const text = document.loc?.source.body;
  if (text === undefined || /@(defer|stream)\b/.test(text)) return undefined;
  const operation = operationOf(document, operationName);
  if (!operation || operation.operation !== OperationTypeNode.QUERY) return undefined;
  const onlyListings = operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && LISTING_FIELDS.has(selection.name.value));
  return onlyListings ? text : undefined;
}

function isExecutionResult(result: unknown): result is ExecutionResult {
  return typeof result === "object" && result !== null && !(Symbol.asyncIterator in result);
}

export function listingAnswerCachePlugin(): Plugin<GraphQLContext> {
  const answers = new LRUCache<string, ExecutionResult>({ max: ANSWER_CACHE_SIZE });
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue;
      const version = context.listingDataVersion;
      if (version === undefined || context.apiKey !== null || context.request.headers.has("authorization")) return;
      const text = cacheableQueryText(args.document, args.operationName);
      if (text === undefined) return;
      const key = JSON.stringify([version, args.operationName ?? null, text, args.variableValues ?? null]);
      const kept = answers.get(key);
      if (kept) {
        setResultAndStopExecution(kept);
        return;
      }
      return {
        onExecuteDone({ result }) {
          if (isExecutionResult(result) && !result.errors?.length) answers.set(key, deepFreeze(result));
        },
      };
    },
  };
}
