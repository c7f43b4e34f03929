import "server-only";

import { sql } from "drizzle-orm";

import { queryRows, type Database } from "@/lib/server/db/client";
import type { FeedConfig } from "@/lib/server/listings/sync/config";
import type { FeedHttpTuning } from "@/lib/server/listings/sync/http";
import { propertyPages } from "@/lib/server/listings/sync/pages";
import { sweepQuery } from "@/lib/server/listings/sync/query";
import { loadFeedState, saveFeedState } from "@/lib/server/listings/sync/state";

/** What the key sweep found and changed. */
export interface SweepReport {
  /** Distinct ListingKeys the feed listed. */
  readonly keysInFeed: number;
  /** mls listings not in the feed, now off market (kept, no longer searched). */
  readonly markedOffMarket: number;
  /** mls listings that were off market and are in the feed again. */
  readonly backOnMarket: number;
  /** Set when the sweep changed nothing on purpose (an incomplete or empty key list). */
  readonly skippedReason: string | null;
}

/**
 * Lists every ListingKey in the feed (`$select=ListingKey`, next links or keyset paging on
 * `ListingKey gt`), then, in one transaction and only once the list is complete, sets
 * `feed_seen_at` to the sweep's start on the mls listings it names (clearing `off_market_at` for
 * any that came back) and `off_market_at = now` on every other mls listing still on market (its
 * `feed_seen_at` is older). A sweep cut short by a crash or a feed error marks nothing. Nor does
 * one that lists no key at all while listings are on market: an empty feed looks more like a
 * feed fault than a mass delisting.
 */
export async function sweepFeedKeys(input: {
  db: Database;
  config: FeedConfig;
  tuning: FeedHttpTuning;
  now: () => Date;
  log: (line: string) => void;
}): Promise<SweepReport> {
  const { db, config, tuning, now, log } = input;
  const sweepStartedAt = now();
  const keys = new Set<string>();
  let lastKey: string | null = null;
  const pages = propertyPages(
    config.root,
    config.token,
    config.pageSize,
    sweepQuery(config.pageSize, null),
    () => sweepQuery(config.pageSize, lastKey),
    tuning,
  );
  for await (const page of pages) {
    for (const record of page.records) {
      const key = typeof record === "object" && record !== null ? (record as { ListingKey?: unknown }).ListingKey : undefined;
      if (typeof key === "string" && key !== "") {
        keys.add(key.trim());
        // The server's own order (its collation), so the next request's `gt` continues it exactly.
        lastKey = key;
      }
    }
  }

  const skip = async (reason: string): Promise<SweepReport> => {
    log(`Key sweep: ${reason}`);
    return { keysInFeed: keys.size, markedOffMarket: 0, backOnMarket: 0, skippedReason: reason };
  };
  if (keys.size === 0) {
    const [onMarket] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from listings where source = 'mls' and off_market_at is null`);
    if ((onMarket?.count ?? 0) > 0) {
      return skip("the feed listed no listings at all; nothing marked off market (an empty feed is more likely a fault than every listing gone)");
    }
  }

  const keysJson = JSON.stringify([...keys]);
  const markedAt = now();
  return db.transaction(async (tx) => {
    // The key list travels as one jsonb parameter: a parameter per key would pass PostgreSQL's
    // 65,535-parameter limit at a large MLS.
    const [back] = await queryRows<{ count: number }>(
      tx,
      sql`with feed as (select jsonb_array_elements_text(${keysJson}::jsonb) as listing_key),
          seen as (
            update listings l set feed_seen_at = ${sweepStartedAt.toISOString()}::timestamptz, off_market_at = null
            from feed f, listings before
            where l.listing_key = f.listing_key and l.source = 'mls' and before.id = l.id
            -- RETURNING shows the new row; the self-joined "before" still holds the old value.
            returning (before.off_market_at is not null) as was_off
          )
          select count(*) filter (where was_off)::int as count from seen`,
    );
    // Every mls listing the sweep did not just stamp left the feed. Selected by the stamp rather
    // than an anti-join on the key list: PostgreSQL cannot index the list, and with the row
    // estimates of a freshly filled table it chose a nested loop (10,000 keys: 51 s on PGlite).
    const [off] = await queryRows<{ count: number }>(
      tx,
      sql`with gone as (
            update listings set off_market_at = ${markedAt.toISOString()}::timestamptz, updated_at = now()
            where source = 'mls' and off_market_at is null
              and (feed_seen_at is null or feed_seen_at < ${sweepStartedAt.toISOString()}::timestamptz)
            returning 1
          )
          select count(*)::int as count from gone`,
    );
    const report: SweepReport = { keysInFeed: keys.size, markedOffMarket: off?.count ?? 0, backOnMarket: back?.count ?? 0, skippedReason: null };
    const state = await loadFeedState(tx, config.root);
    await saveFeedState(tx, config.root, {
      ...state,
      lastSweep: {
        completedAt: markedAt.toISOString(),
        keysInFeed: report.keysInFeed,
        markedOffMarket: report.markedOffMarket,
        backOnMarket: report.backOnMarket,
      },
    });
    return report;
  });
}
