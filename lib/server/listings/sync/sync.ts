import "server-only";

import type { ResoListing } from "@/lib/listings/reso";
import type { Database } from "@/lib/server/db/client";
import { refreshListingStatistics, upsertListings } from "@/lib/server/listings/upsert";
import type { FeedConfig } from "@/lib/server/listings/sync/config";
import { FeedError } from "@/lib/server/listings/sync/errors";
import { DEFAULT_HTTP_TUNING, type FeedHttpTuning } from "@/lib/server/listings/sync/http";
import { propertyPages } from "@/lib/server/listings/sync/pages";
import { incrementalQuery } from "@/lib/server/listings/sync/query";
import { parseFeedRecord, recordPosition, type RejectedRecord } from "@/lib/server/listings/sync/records";
import { EMPTY_COUNTS, loadFeedState, saveFeedState, type FeedCursor, type FeedState, type RunCounts } from "@/lib/server/listings/sync/state";
import { sweepFeedKeys, type SweepReport } from "@/lib/server/listings/sync/sweep";

/** Options of one sync run. */
export interface SyncOptions {
  readonly db: Database;
  readonly config: FeedConfig;
  /** Replicate from the first record again (the cursor is ignored); the sweep runs as always. */
  readonly full?: boolean;
  /** Run the off-market key sweep after the incremental pass (default true). */
  readonly sweep?: boolean;
  readonly http?: Partial<FeedHttpTuning>;
  /** One line per event worth an operator's eye (rejected records, resumption). */
  readonly log?: (line: string) => void;
  readonly now?: () => Date;
}

/** What a run did. On failure, everything counted here is committed. */
export interface SyncReport {
  readonly feed: string;
  readonly outcome: "completed" | "failed";
  /** The operator-readable reason of a failed run. */
  readonly error: string | null;
  /** True when the run continued an earlier run that stopped (crash, kill, feed error). */
  readonly resumed: boolean;
  /** This run's counts (not the interrupted run's). */
  readonly counts: RunCounts;
  readonly rejected: readonly RejectedRecord[];
  readonly cursor: FeedCursor | null;
  readonly sweep: SweepReport | null;
}

function compareToCursor(position: { timestampMs: number; listingKey: string }, cursor: FeedCursor | null): "seen" | "new" {
  if (!cursor) return "new";
  const cursorMs = Date.parse(cursor.timestamp);
  if (position.timestampMs < cursorMs) return "seen";
  if (position.timestampMs === cursorMs && cursor.keysAtTimestamp.includes(position.listingKey)) return "seen";
  return "new";
}

function advance(cursor: FeedCursor | null, position: { timestampMs: number; listingKey: string }): FeedCursor {
  const timestamp = new Date(position.timestampMs).toISOString();
  if (!cursor || position.timestampMs > Date.parse(cursor.timestamp)) return { timestamp, keysAtTimestamp: [position.listingKey] };
  if (position.timestampMs === Date.parse(cursor.timestamp) && !cursor.keysAtTimestamp.includes(position.listingKey)) {
    return { timestamp: cursor.timestamp, keysAtTimestamp: [...cursor.keysAtTimestamp, position.listingKey] };
  }
  return cursor;
}

function add(a: RunCounts, b: Partial<RunCounts>): RunCounts {
  return {
    pages: a.pages + (b.pages ?? 0),
    fetched: a.fetched + (b.fetched ?? 0),
    inserted: a.inserted + (b.inserted ?? 0),
    updated: a.updated + (b.updated ?? 0),
    unchanged: a.unchanged + (b.unchanged ?? 0),
    rejected: a.rejected + (b.rejected ?? 0),
    alreadyCommitted: a.alreadyCommitted + (b.alreadyCommitted ?? 0),
  };
}

/**
 * Replicates the feed's Property resource into `listings` (source "mls"), then sweeps its keys to
 * mark the listings that left it off market.
 *
 * Incremental: records modified at or after the saved cursor, oldest first, each request starting
 * from the cursor of the page committed before it (pages.ts). Resumable: each page is upserted and
 * the cursor saved in one transaction, so a crash loses nothing committed and the next run starts
 * after the last committed page (records at or before the cursor are dropped, never upserted
 * twice). A record that fails validation is logged with its key and skipped; it
 * still moves the cursor, so a broken record is not fetched forever. Feed failures end the run
 * with `outcome: "failed"` and a message; database errors are thrown.
 */
export async function syncFeed(options: SyncOptions): Promise<SyncReport> {
  const { db, config } = options;
  const tuning: FeedHttpTuning = { ...DEFAULT_HTTP_TUNING, ...options.http };
  const log = options.log ?? (() => undefined);
  const now = options.now ?? (() => new Date());

  let state: FeedState = await loadFeedState(db, config.root);
  const resumed = state.runningSince !== null && !options.full;
  if (resumed) {
    log(`Resuming the run started ${state.runningSince} after its last committed page (cursor ${state.cursor?.timestamp ?? "none"}).`);
  }
  const runStartedAt = now();
  // `--full` forgets the cursor only in memory: the first committed page saves the new one, so a
  // full run that crashes resumes where it stopped.
  let cursor = options.full ? null : state.cursor;
  let counts: RunCounts = { ...EMPTY_COUNTS };
  const rejected: RejectedRecord[] = [];

  try {
    const pages = propertyPages(
      config.root,
      config.token,
      config.pageSize,
      incrementalQuery(cursor, config.pageSize),
      // Asked for after the page before was committed: the next request starts from the new cursor.
      () => incrementalQuery(cursor, config.pageSize),
      tuning,
    );
    for await (const page of pages) {
      // Latest version of each key on the page (upsert takes a key once per call).
      const fresh = new Map<string, ResoListing>();
      const pageRejected: RejectedRecord[] = [];
      let alreadyCommitted = 0;
      let nextCursor = cursor;
      for (const raw of page.records) {
        const position = recordPosition(raw);
        if (position && compareToCursor(position, cursor) === "seen") {
          alreadyCommitted += 1;
          continue;
        }
        const parsed = parseFeedRecord(raw);
        if (parsed.ok) {
          fresh.delete(parsed.record.ListingKey);
          fresh.set(parsed.record.ListingKey, parsed.record);
        } else {
          pageRejected.push(parsed.rejected);
        }
        if (position) nextCursor = advance(nextCursor, position);
      }
      const records = [...fresh.values()];
      const pageCounts = await db.transaction(async (tx) => {
        const result = await upsertListings(tx, records, "mls", { seenAt: runStartedAt });
        const updatedCounts = add(counts, {
          pages: 1,
          fetched: page.records.length,
          ...result,
          rejected: pageRejected.length,
          alreadyCommitted,
        });
        const next: FeedState = {
          ...state,
          cursor: nextCursor,
          runningSince: state.runningSince ?? runStartedAt.toISOString(),
          run: updatedCounts,
        };
        await saveFeedState(tx, config.root, next);
        return { updatedCounts, next };
      });
      // Only after the commit: a failed transaction leaves the previous cursor in force.
      counts = pageCounts.updatedCounts;
      state = pageCounts.next;
      cursor = nextCursor;
      for (const item of pageRejected) {
        log(`Skipped listing ${item.listingKey ?? "(no ListingKey)"}: ${item.reason}`);
        rejected.push(item);
      }
    }

    let sweep: SweepReport | null = null;
    if (options.sweep !== false) {
      sweep = await sweepFeedKeys({ db, config, tuning, now, log });
    }
    await refreshListingStatistics(db);
    const completedAt = now().toISOString();
    state = await loadFeedState(db, config.root);
    await db.transaction((tx) =>
      saveFeedState(tx, config.root, {
        ...state,
        cursor,
        runningSince: null,
        run: counts,
        lastCompletedAt: completedAt,
      }),
    );
    return { feed: config.root, outcome: "completed", error: null, resumed, counts, rejected, cursor, sweep };
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    return { feed: config.root, outcome: "failed", error: error.message, resumed, counts, rejected, cursor, sweep: null };
  }
}
