import "server-only";

import { isIntegrationOn, type Env } from "@/lib/env";

/** Where and how the sync reads the MLS's RESO Web API. */
export interface FeedConfig {
  /** The OData service root without a trailing slash; Property is `${root}/Property`. */
  readonly root: string;
  readonly token: string;
  /** Records asked for per request ($top). */
  readonly pageSize: number;
}

/** The message the sync prints when no feed is configured (it then does nothing and exits 0). */
export const FEED_NOT_CONFIGURED = "The MLS feed is not configured (set LISTINGS_FEED_URL and LISTINGS_FEED_TOKEN)";

/**
 * The feed configuration from the validated environment, or null when the feed is off (unset or
 * `off`). lib/env.ts already refuses a URL without a token and the other way round.
 */
export function feedConfigFromEnv(env: Pick<Env, "LISTINGS_FEED_URL" | "LISTINGS_FEED_TOKEN" | "LISTINGS_FEED_PAGE_SIZE">): FeedConfig | null {
  if (!isIntegrationOn(env.LISTINGS_FEED_URL) || !isIntegrationOn(env.LISTINGS_FEED_TOKEN)) return null;
  return {
    // One spelling per feed: it is the key of the feed's row in listing_feed_state.
    root: env.LISTINGS_FEED_URL.replace(/\/+$/, ""),
    token: env.LISTINGS_FEED_TOKEN,
    pageSize: env.LISTINGS_FEED_PAGE_SIZE,
  };
}
