/**
 * The normalised cache (seed "Cache"):
 * - an entity's id is its type name plus `hashid` when present (`Listing:abc123`), otherwise
 *   Apollo's default (`id`/`_id`);
 * - the paged `listings(dto, page)` appends a further page to the items held and replaces them
 *   on page 1, per filter combination (the `dto` argument). Saved homes are not cached: their
 *   page holds its list itself (components/listings/saved/saved-page.ts).
 */
import { defaultDataIdFromObject, InMemoryCache, isReference, type FieldPolicy, type StoreObject } from "@apollo/client";

import { appendUnheld } from "@/lib/paging";

/** Cache id of an entity: `${__typename}:${hashid}` when it has a hashid (docs/architecture.md, GraphQL API). */
export function entityCacheId(object: Readonly<StoreObject>): string | undefined {
  const { __typename: typename, hashid } = object;
  if (typeof typename === "string" && (typeof hashid === "string" || typeof hashid === "number")) return `${typename}:${hashid}`;
  return defaultDataIdFromObject(object);
}

/** The shape of a page as stored: `{ page, pageSize, total, items }` (items usually references). */
export interface StoredPage {
  readonly page?: number | null;
  readonly items?: readonly unknown[] | null;
  readonly [field: string]: unknown;
}

function itemKey(item: unknown): string | undefined {
  return isReference(item) ? item.__ref : undefined;
}

/**
 * Merges one page into the held pages: page 1 (or no page) replaces them, a further page
 * appends its items. An item already held (same cache id) is not added twice, which keeps a
 * re-fetched page or a listing that moved between pages from showing up twice.
 */
export function mergePage(existing: StoredPage | undefined, incoming: StoredPage, requestedPage: unknown): StoredPage {
  const page = typeof requestedPage === "number" ? requestedPage : (incoming.page ?? 1);
  if (!existing || page <= 1) return incoming;
  return { ...incoming, items: appendUnheld(existing.items ?? [], incoming.items ?? [], itemKey) };
}

/** A paged field kept per `keyArgs` (false: one entry whatever the arguments). */
export function pagedFieldPolicy(keyArgs: FieldPolicy["keyArgs"]): FieldPolicy<StoredPage> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      return mergePage(existing, incoming, args?.page);
    },
  };
}

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    dataIdFromObject: entityCacheId,
    typePolicies: {
      Query: {
        fields: {
          listings: pagedFieldPolicy(["dto"]),
        },
      },
    },
  });
}
