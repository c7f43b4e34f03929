/** What the listings maps say when no maps provider is configured (lib/map-tiles.ts): outlines only. */
export const NO_MAP_PROVIDER_NOTICE =
  "Street map not shown: no maps provider is configured for this site (a maps API key), so the map draws state and county outlines only.";

/** What they say when the provider's tiles fail to load. */
export const TILES_FAILED_NOTICE = "Map tiles are unavailable right now; the map shows state and county outlines instead.";
