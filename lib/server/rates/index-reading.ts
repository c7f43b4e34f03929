import "server-only";

import { desc, eq } from "drizzle-orm";
import { cache } from "react";

import type { IndexObservation, IndexReading, IndexSeriesId } from "@/lib/rates/series";
import { cachedData, keepPageAtMost } from "@/lib/server/cache/data-cache";
import { rateSeriesTag } from "@/lib/server/cache/tags";
import { schema, type Database } from "@/lib/server/db/client";
import { getDatabase, isBuildPhase } from "@/lib/server/db/database";
import { logger } from "@/lib/server/logger";

/**
 * How long a page that could not read the index is kept before it is rendered again: its
 * stand-in ("could not be read right now") would otherwise stay until the series changes.
 */
export const UNREAD_INDEX_PAGE_SECONDS = 60;

/**
 * The newest stored observation of an index series, or null when none is stored. One lookup,
 * walking the primary key (series_id, observation_date) backwards.
 */
export async function latestIndexObservation(db: Database, seriesId: IndexSeriesId): Promise<IndexObservation | null> {
  const { rateIndexObservations: observations } = schema;
  const [row] = await db
    .select({ date: observations.observationDate, rate: observations.rate })
    .from(observations)
    .where(eq(observations.seriesId, seriesId))
    .orderBy(desc(observations.observationDate))
    .limit(1);
  return row ? { seriesId, date: row.date, ratePercent: row.rate } : null;
}

/**
 * What a page shows of an index series (the ARM calculator's 30-day Average SOFR), once per
 * render: its newest observation, or that none is loaded. Read through Next's data cache under
 * the series' tag (docs/architecture.md, Caching), so the page that shows it is rendered once
 * and served from the cache until rates:import or rates:sync adds a day (the table's trigger
 * expires the tag), and its next request shows the new figure.
 *
 * Never throws: when the database cannot answer (or during `next build`, which must not bake
 * data into a page), the reading is "unavailable" and the page is kept at most
 * UNREAD_INDEX_PAGE_SECONDS, so it does not keep saying so once the database answers.
 */
export const loadIndexReading = cache(async (seriesId: IndexSeriesId): Promise<IndexReading> => {
  if (!isBuildPhase()) {
    try {
      const observation = await cachedData(["index-reading", seriesId], [rateSeriesTag(seriesId)], async () =>
        latestIndexObservation((await getDatabase()).db, seriesId),
      );
      return observation ? { status: "loaded", observation } : { status: "not-loaded", seriesId };
    } catch (error) {
      logger.error("index series could not be read", { seriesId, error: error instanceof Error ? error.message : String(error) });
    }
  }
  await keepPageAtMost(UNREAD_INDEX_PAGE_SECONDS);
  return { status: "unavailable", seriesId };
});
