import "server-only";

import { eq, sql } from "drizzle-orm";
import { z } from "zod";

import { schema, type Database } from "@/lib/server/db/client";

/**
 * The replication cursor: the ModificationTimestamp of the last record committed and every key
 * committed at exactly that timestamp. The next request asks for `ModificationTimestamp ge` it
 * and drops those keys, which stays correct however many records share one timestamp and
 * whatever order the server's collation gives the keys.
 */
const cursorSchema = z.object({
  timestamp: z.iso.datetime(),
  keysAtTimestamp: z.array(z.string()),
});
export type FeedCursor = z.infer<typeof cursorSchema>;

const countsSchema = z.object({
  pages: z.number().int(),
  fetched: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
  alreadyCommitted: z.number().int(),
});
export type RunCounts = z.infer<typeof countsSchema>;

const sweepSchema = z.object({
  completedAt: z.iso.datetime(),
  keysInFeed: z.number().int(),
  markedOffMarket: z.number().int(),
  backOnMarket: z.number().int(),
});
export type SweepSummary = z.infer<typeof sweepSchema>;

/** listing_feed_state.state of one feed (version 1). */
export const feedStateSchema = z.object({
  version: z.literal(1),
  cursor: cursorSchema.nullable(),
  /** The run in progress (set by its first committed page, cleared when it completes). */
  runningSince: z.iso.datetime().nullable(),
  /** Counts of the run in progress (or the last one), committed with each page. */
  run: countsSchema,
  lastCompletedAt: z.iso.datetime().nullable(),
  lastSweep: sweepSchema.nullable(),
});
export type FeedState = z.infer<typeof feedStateSchema>;

export const EMPTY_COUNTS: RunCounts = { pages: 0, fetched: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0, alreadyCommitted: 0 };

/** A feed never synced. */
export function initialFeedState(): FeedState {
  return { version: 1, cursor: null, runningSince: null, run: { ...EMPTY_COUNTS }, lastCompletedAt: null, lastSweep: null };
}

/** The feed's saved state, or the initial state. Throws when the row holds something unreadable. */
export async function loadFeedState(db: Database, feed: string): Promise<FeedState> {
  const rows = await db.select({ state: schema.listingFeedState.state }).from(schema.listingFeedState).where(eq(schema.listingFeedState.feed, feed));
  const row = rows[0];
  if (!row) return initialFeedState();
  const parsed = feedStateSchema.safeParse(row.state);
  if (!parsed.success) {
    throw new Error(
      `The saved sync state of ${feed} is unreadable (${parsed.error.issues[0]?.message ?? "invalid"}); delete its listing_feed_state row to replicate from the start`,
    );
  }
  return parsed.data;
}

/** Saves the feed's state; call it in the transaction that commits the page it describes. */
export async function saveFeedState(tx: Database, feed: string, state: FeedState): Promise<void> {
  const value = feedStateSchema.parse(state);
  await tx
    .insert(schema.listingFeedState)
    .values({ feed, state: value })
    .onConflictDoUpdate({ target: schema.listingFeedState.feed, set: { state: value, updatedAt: sql`now()` } });
}
