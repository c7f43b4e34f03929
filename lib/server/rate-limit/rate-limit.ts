import "server-only";

import { and, eq, sql } from "drizzle-orm";

import { schema, type Database } from "@/lib/server/db/client";
import { perDatabase } from "@/lib/server/db/per-database";
import { RateLimitedError } from "@/lib/server/errors";

/** A limit: at most `limit` units per fixed window of `windowSeconds`. */
export interface RateLimitRule {
  readonly limit: number;
  readonly windowSeconds: number;
}

/** The outcome of one `consumeRateLimit` call. */
export interface RateLimitResult {
  readonly allowed: boolean;
  /** Units used in the current window, including this call. */
  readonly count: number;
  readonly remaining: number;
  /** Seconds until the window resets (0 when allowed). */
  readonly retryAfterSeconds: number;
}

/**
 * The counting upsert: `cost` units against `key` in the current fixed window of `window`
 * seconds (placeholders), without its RETURNING, so a caller that needs one more value from
 * the same round trip can prepare its own (lib/server/api/plugins/api-rate-limit.ts).
 */
export function rateLimitUpsert(db: Database) {
  const { rateLimits } = schema;
  const window = sql`${sql.placeholder("window")}::int`;
  const windowStart = sql`to_timestamp(floor(extract(epoch from now()) / ${window}) * ${window})`;
  return db
    .insert(rateLimits)
    .values({ key: sql.placeholder("key"), windowStart, count: sql`${sql.placeholder("cost")}::int` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        // A newer window starts the count again; otherwise add to it.
        count: sql`case when excluded.window_start > ${rateLimits.windowStart} then excluded.count else ${rateLimits.count} + excluded.count end`,
        windowStart: sql`greatest(${rateLimits.windowStart}, excluded.window_start)`,
      },
    });
}

/** What the upsert returns for `rateLimitResult`: the count and the seconds left in the window. */
export const RATE_LIMIT_RETURNING = {
  count: schema.rateLimits.count,
  resetIn: sql<number>`ceil(extract(epoch from (${schema.rateLimits.windowStart} + make_interval(secs => ${sql.placeholder("window")}::int) - now())))::int`,
};

// Run on many requests: prepared once per database (node-postgres then parses it once per
// connection), so neither Drizzle nor the server plans it again.
const consumeQuery = perDatabase((db: Database) => rateLimitUpsert(db).returning(RATE_LIMIT_RETURNING).prepare("consume_rate_limit"));

/** The outcome of the upsert's row against `rule`. */
export function rateLimitResult(row: { count: number; resetIn: number } | undefined, rule: RateLimitRule, cost: number): RateLimitResult {
  const count = row?.count ?? cost;
  const allowed = count <= rule.limit;
  return {
    allowed,
    count,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Number(row?.resetIn ?? rule.windowSeconds)),
  };
}

/**
 * Counts `cost` units against `key` in the current fixed window and says whether the caller is
 * still within `rule`. One upsert, atomic in PostgreSQL, so concurrent requests on any number
 * of app instances see one counter. Windows are aligned on the database clock (not this
 * process's), so instances with skewed clocks still agree.
 */
export async function consumeRateLimit(db: Database, key: string, rule: RateLimitRule, cost = 1): Promise<RateLimitResult> {
  const [row] = await consumeQuery(db).execute({ key, window: rule.windowSeconds, cost });
  return rateLimitResult(row, rule, cost);
}

/** Like `consumeRateLimit`, but throws RateLimitedError when over the limit. */
export async function enforceRateLimit(db: Database, key: string, rule: RateLimitRule, cost = 1): Promise<void> {
  const result = await consumeRateLimit(db, key, rule, cost);
  if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
}

/**
 * Gives back `cost` units counted against `key` in the current window of `rule`: for limits
 * that count failures only, the caller counts each attempt first (so concurrent attempts cannot
 * all pass a check) and gives the unit back when the attempt succeeds. A window that has ended
 * since is left alone.
 */
export async function refundRateLimit(db: Database, key: string, rule: RateLimitRule, cost = 1): Promise<void> {
  const { rateLimits } = schema;
  const window = rule.windowSeconds;
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - ${cost}::int, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, sql`to_timestamp(floor(extract(epoch from now()) / ${window}::int) * ${window}::int)`)));
}

/** Deletes counters whose window ended more than a day ago (they would restart at 0 anyway). */
export async function pruneRateLimits(db: Database): Promise<number> {
  const deleted = await db
    .delete(schema.rateLimits)
    .where(sql`${schema.rateLimits.windowStart} < now() - interval '1 day'`)
    .returning({ key: schema.rateLimits.key });
  return deleted.length;
}
