import "server-only";

import type { FeedCursor } from "@/lib/server/listings/sync/state";

/** OData system query options, in the order they are written. */
export type ODataQuery = Partial<Record<"$filter" | "$orderby" | "$select" | "$expand" | "$top" | "$skip" | "$count", string>>;

/**
 * `${root}/Property?...`. Values are percent-encoded with %20 for spaces: OData servers read the
 * query by RFC 3986, where `+` is a plus sign, not a space.
 */
export function propertyUrl(root: string, query: ODataQuery): string {
  const parts = Object.entries(query)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  return `${root}/Property${parts.length ? `?${parts.join("&")}` : ""}`;
}

/**
 * The incremental query from a cursor: records modified at or after it, oldest first.
 *
 * `ge`, not `gt`: the cursor's timestamp may hold records not yet committed (a page boundary
 * inside a run of equal timestamps). `$skip` steps over the ones committed at that timestamp but
 * one: the overlap of one record (dropped by key) keeps the read whole should one of them be
 * modified meanwhile and leave the run.
 */
export function incrementalQuery(cursor: FeedCursor | null, pageSize: number): ODataQuery {
  const skip = cursor && pageSize > 1 ? cursor.keysAtTimestamp.length - 1 : (cursor?.keysAtTimestamp.length ?? 0);
  return {
    $filter: cursor ? `ModificationTimestamp ge ${cursor.timestamp}` : undefined,
    $orderby: "ModificationTimestamp asc,ListingKey asc",
    $expand: "Media",
    $top: String(pageSize),
    $skip: skip > 0 ? String(skip) : undefined,
  };
}

/** An OData string literal (a quote inside is written twice). */
export function odataString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * The key sweep: every ListingKey in the feed in key order, each request after the last key
 * received (keyset paging: a listing removed meanwhile shifts nothing, so no other key is missed).
 */
export function sweepQuery(pageSize: number, afterKey: string | null): ODataQuery {
  return {
    $select: "ListingKey",
    $filter: afterKey === null ? undefined : `ListingKey gt ${odataString(afterKey)}`,
    $orderby: "ListingKey asc",
    $top: String(pageSize),
  };
}
