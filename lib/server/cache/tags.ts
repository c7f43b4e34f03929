import "server-only";

// The cache tags of the pages and data served from Next's cache (docs/architecture.md, Caching).
// A tag is expired by whatever changes the data behind it: the listings and agents triggers
// (migration 0018) and the rate index trigger (migration 0019) for theirs, the services for the
// others (`expireCacheTags`).

/** Everything built from many listings: the sitemap, an agent's listings. */
export const LISTINGS_TAG = "listings";

/** One listing's page (by its row id; the trigger knows ids, not hashids). */
export function listingTag(id: number): string {
  return `listing:${id}`;
}

/** One agent's profile page (expired by the agents trigger, migration 0018). */
export function agentTag(hashid: string): string {
  return `agent:${hashid}`;
}

/** A widget's frame, by the key in its address (a rotated key's old address expires too). */
export function widgetKeyTag(key: string): string {
  return `widget-key:${key}`;
}

/** Every frame of one owner's widgets (expired by the memberships trigger): the plan decides their branding. */
export function widgetOwnerTag(userId: string): string {
  return `widget-owner:${userId}`;
}

/**
 * What a page shows of one series in rate_index_observations (the ARM calculator's 30-day Average
 * SOFR): expired by that table's trigger (migration 0019) whenever a write changes the series.
 */
export function rateSeriesTag(seriesId: string): string {
  return `rate-series:${seriesId}`;
}
