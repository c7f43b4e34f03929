/**
 * Where each operation is sent (seed): application data to `/graphql` (which next.config.ts
 * rewrites to the configured GraphQL proxy, or to this site's own endpoint), account calls to
 * the same-origin `/api/graphql`.
 *
 * The paths carry the trailing slash because the site runs with `trailingSlash: true`: a POST
 * to `/api/graphql` would first be answered with a 308 redirect.
 *
 * An operation is application data when every root field it selects is a data field below
 * (or its context says `endpoint: "data"`). Everything else is an account call and stays
 * same-origin: a forgotten field then still works (same schema) instead of sending a
 * credential-bearing call to a third-party proxy.
 */
import type { ApolloLink } from "@apollo/client";
import { Kind, type DocumentNode, type OperationDefinitionNode } from "graphql";

/** Same-origin endpoint for account operations. */
export const ACCOUNT_ENDPOINT = "/api/graphql/";
/** Application-data endpoint (proxied by the rewrite when a proxy URL is configured). */
export const DATA_ENDPOINT = "/graphql/";

export type Endpoint = "account" | "data";

/** Root fields served as application data (listings, saved homes, rates: docs/architecture.md, Endpoints and transport). */
export const DATA_ROOT_FIELDS: ReadonlySet<string> = new Set([
  "listings",
  "listing",
  "listingsByHashid",
  "myFavoriteListings",
  "favoriteListing",
  "unfavoriteListing",
  "mortgageRates",
  "latestMortgageRates",
  "marketRates",
  "rateHistory",
]);

function operationDefinition(document: DocumentNode, operationName: string | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (operationName === undefined) return operations[0];
  return operations.find((d) => d.name?.value === operationName) ?? operations[0];
}

/** Root field names selected by the operation (fragment spreads at the root count as unknown). */
export function rootFieldNames(document: DocumentNode, operationName?: string): string[] | null {
  const definition = operationDefinition(document, operationName);
  if (!definition) return null;
  const names: string[] = [];
  for (const selection of definition.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return null;
    if (selection.name.value !== "__typename") names.push(selection.name.value);
  }
  return names;
}

/** Which endpoint serves a document: data only when every root field is a data field. */
export function endpointOfDocument(document: DocumentNode, operationName?: string): Endpoint {
  const fields = rootFieldNames(document, operationName);
  if (!fields || fields.length === 0) return "account";
  return fields.every((field) => DATA_ROOT_FIELDS.has(field)) ? "data" : "account";
}

/** The URI of an operation: a context override first, then the document's root fields. */
export function endpointUri(operation: ApolloLink.Operation): string {
  const chosen = operation.getContext().endpoint ?? endpointOfDocument(operation.query, operation.operationName);
  return chosen === "data" ? DATA_ENDPOINT : ACCOUNT_ENDPOINT;
}
