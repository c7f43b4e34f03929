import "server-only";

import { and, asc, eq, gte, sql } from "drizzle-orm";

import { schema, type Database } from "@/lib/server/db/client";
import { RATE_LIMITS } from "@/lib/server/rate-limit/policies";
import { consumeRateLimit } from "@/lib/server/rate-limit/rate-limit";

const U = schema.widgetUsage;

/** What is counted: a frame load, or a calculation (an edit of the inputs, debounced in the frame). */
export type WidgetUsageKind = "load" | "calculation";

/** How many hits of each kind one client may add to a widget's figures an hour. */
const PER_CLIENT = { load: RATE_LIMITS.widgetLoadPerIp, calculation: RATE_LIMITS.widgetCalculationPerIp } as const;

/** One day of a widget's usage. */
export interface WidgetUsageDay {
  /** YYYY-MM-DD (UTC). */
  readonly date: string;
  readonly loads: number;
  readonly calculations: number;
}

/** The UTC day of an instant, YYYY-MM-DD. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Counts `n` hits of one kind for a widget on the day of `at`: one upsert that adds to the day's
 * row (`ON CONFLICT DO UPDATE SET n = n + excluded.n`), which the database serializes per row, so
 * concurrent hits never lose a count. No cookie and nothing about the visitor is stored.
 */
export async function recordWidgetUsage(db: Database, widgetId: string, kind: WidgetUsageKind, at = new Date(), n = 1): Promise<void> {
  const loads = kind === "load" ? n : 0;
  const calculations = kind === "calculation" ? n : 0;
  await db
    .insert(U)
    .values({ widgetId, day: utcDay(at), loads, calculations })
    .onConflictDoUpdate({
      target: [U.widgetId, U.day],
      set: { loads: sql`${U.loads} + excluded.loads`, calculations: sql`${U.calculations} + excluded.calculations` },
    });
}

/** The last `days` UTC days of a widget's usage, oldest first, days without use as zeros. */
export async function widgetUsageSeries(db: Database, widgetId: string, days = 30, now = new Date()): Promise<WidgetUsageDay[]> {
  const span = Math.min(Math.max(Math.trunc(days), 1), 366);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (span - 1)));
  const rows = await db
    .select()
    .from(U)
    .where(and(eq(U.widgetId, widgetId), gte(U.day, utcDay(first))))
    .orderBy(asc(U.day));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const series: WidgetUsageDay[] = [];
  for (let i = 0; i < span; i += 1) {
    const date = utcDay(new Date(first.getTime() + i * 86_400_000));
    const row = byDay.get(date);
    series.push({ date, loads: row?.loads ?? 0, calculations: row?.calculations ?? 0 });
  }
  return series;
}

/** Days of usage as parallel lists (the API's WidgetUsageSeries). */
export function usageLists(days: readonly WidgetUsageDay[]): { dates: string[]; loads: number[]; calculations: number[] } {
  return { dates: days.map((d) => d.date), loads: days.map((d) => d.loads), calculations: days.map((d) => d.calculations) };
}

/**
 * Counts a visitor's hit unless that client already added its hourly share to this widget's
 * figures (`PER_CLIENT`), so a script reloading or recalculating cannot inflate them. Returns
 * whether it was counted.
 */
export async function countWidgetHit(db: Database, widgetId: string, kind: WidgetUsageKind, clientIp: string): Promise<boolean> {
  const allowed = await consumeRateLimit(db, `widget-${kind}:${widgetId}:${clientIp}`, PER_CLIENT[kind]);
  if (!allowed.allowed) return false;
  await recordWidgetUsage(db, widgetId, kind);
  return true;
}
