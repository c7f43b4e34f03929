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

/** The incremental query from a cursor: every record modified at or after it, oldest first. */
export function incrementalQuery(cursor: FeedCursor | null, pageSize: number, skip = 0): ODataQuery {
  return {
    // `ge`, not `gt`: the cursor's own timestamp may hold records not yet committed (a page
    // boundary inside a run of equal timestamps); the keys already committed are dropped.
    $filter: cursor ? `ModificationTimestamp ge ${cursor.timestamp}` : undefined,
    $orderby: "ModificationTimestamp asc,ListingKey asc",
    $expand: "Media",
    $top: String(pageSize),
    $skip: skip > 0 ? String(skip) : undefined,
  };
}

/** The key sweep: every ListingKey in the feed, in key order, with the total for a completeness check. */
export function sweepQuery(pageSize: number, skip = 0): ODataQuery {
  return {
    $select: "ListingKey",
    $orderby: "ListingKey asc",
    $top: String(pageSize),
    $skip: skip > 0 ? String(skip) : undefined,
    $count: skip === 0 ? "true" : undefined,
  };
}
