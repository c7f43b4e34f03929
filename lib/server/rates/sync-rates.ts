import "server-only";

import { addDays } from "@/lib/rates/dates";
import { fredSeries, type FredSeriesId, type SeriesObservation } from "@/lib/rates/series";
import type { Database } from "@/lib/server/db/client";
import { DEFAULT_FRED_TUNING, fetchObservationsPage, FredError, type FredConfig, type FredHttpTuning } from "@/lib/server/rates/fred-api";
import { checkObservation } from "@/lib/server/rates/fred-observations";
import { describeStored } from "@/lib/server/rates/import-rates";
import { newestStoredDate, storeNewObservations } from "@/lib/server/rates/store-observations";

/** What the sync did for one series. */
export interface SeriesSyncReport {
  readonly seriesId: FredSeriesId;
  /** The first date asked for (the day after the newest stored figure), or null: the whole history. */
  readonly observationStart: string | null;
  readonly pages: number;
  /** Observations FRED sent, missing ones (".") included. */
  readonly fetched: number;
  readonly missing: number;
  /** Observations added (committed page by page), in date order. */
  readonly added: readonly SeriesObservation[];
  /** PMMS weeks of `added` whose blank cell for this term was filled. */
  readonly filled: number;
  /** Dates sent that were already stored (kept as they were). */
  readonly alreadyStored: number;
  /** Why the series stopped, or null when it completed. What was committed before it stays. */
  readonly error: string | null;
}

export interface SyncRatesOptions {
  readonly db: Database;
  readonly config: FredConfig;
  /** The US date today (no observation may be dated after tomorrow). */
  readonly today: string;
  /** Observations per request (FRED allows up to 100,000; smaller pages keep each commit small). */
  readonly pageSize?: number;
  readonly tuning?: FredHttpTuning;
  /** Progress lines (one per committed page). */
  readonly log?: (line: string) => void;
}

export const DEFAULT_SYNC_PAGE_SIZE = 1_000;

async function syncSeries(options: SyncRatesOptions, seriesId: FredSeriesId): Promise<SeriesSyncReport> {
  const { db, config, today, log } = options;
  const limit = options.pageSize ?? DEFAULT_SYNC_PAGE_SIZE;
  const newest = await newestStoredDate(db, seriesId);
  const observationStart = newest ? addDays(newest, 1) : null;
  const added: SeriesObservation[] = [];
  const seen = new Set<string>();
  let pages = 0;
  let fetched = 0;
  let missing = 0;
  let filled = 0;
  let alreadyStored = 0;
  let error: string | null = null;
  try {
    for (let offset = 0; ;) {
      const page = await fetchObservationsPage(config, { seriesId, observationStart, offset, limit }, options.tuning ?? DEFAULT_FRED_TUNING);
      pages += 1;
      if (page.observations.length === 0) break;
      // The whole page is checked before any of it is stored: a bad observation stores nothing of
      // its page, and the pages before it (earlier dates, already committed) stay.
      const valid: SeriesObservation[] = [];
      const problems: string[] = [];
      let pageMissing = 0;
      for (const [index, raw] of page.observations.entries()) {
        const checked = checkObservation(seriesId, raw.date, raw.value, today);
        const at = `observation ${offset + index + 1} ("${raw.date}", "${raw.value}")`;
        if (checked.kind === "invalid") problems.push(`${at}: ${checked.reasons.join("; ")}`);
        else {
          const date = checked.kind === "rate" ? checked.observation.date : checked.date;
          if (seen.has(date)) problems.push(`${at}: ${date} was sent twice`);
          seen.add(date);
          if (checked.kind === "rate") valid.push(checked.observation);
          else pageMissing += 1;
        }
      }
      if (problems.length > 0) {
        const shown = problems.slice(0, 5).join("; ");
        error = `FRED sent observations that fail the checks, so that page was not stored: ${shown}${problems.length > 5 ? ` (and ${problems.length - 5} more)` : ""}`;
        break;
      }
      const stored = await db.transaction((tx) => storeNewObservations(tx, seriesId, valid));
      fetched += page.observations.length;
      missing += pageMissing;
      added.push(...stored.added);
      filled += stored.filled;
      alreadyStored += stored.alreadyStored;
      log?.(`${seriesId}: page ${pages}, ${page.observations.length} observations, ${stored.added.length} added.`);
      offset += page.observations.length;
      if (offset >= page.count) break;
    }
  } catch (caught) {
    if (!(caught instanceof FredError)) throw caught;
    error = caught.message;
  }
  return { seriesId, observationStart, pages, fetched, missing, added, filled, alreadyStored, error };
}

/**
 * Fetches every configured series from FRED's API (`fred/series/observations`) from the day after
 * its newest stored figure, page by page (limit/offset), and adds the dates not stored yet, with
 * the import's checks and rule (`storeNewObservations`: never overwrites). Each page is committed
 * on its own, in date order, so a run that stops (a failure, a kill) resumes after what it
 * committed. A series that fails is reported and the others still run. A database error is not a
 * series' failure: it ends the run (throws).
 */
export async function syncRates(options: SyncRatesOptions): Promise<SeriesSyncReport[]> {
  const reports: SeriesSyncReport[] = [];
  for (const seriesId of options.config.series) reports.push(await syncSeries(options, seriesId));
  return reports;
}

/** The lines the sync prints per series and in total, and whether every series completed. */
export function describeSync(reports: readonly SeriesSyncReport[]): { ok: boolean; lines: string[] } {
  const lines: string[] = [];
  for (const report of reports) {
    const asked = report.observationStart ? `from ${report.observationStart}` : "the whole history";
    const stored = describeStored({ seriesId: report.seriesId, added: report.added, filled: report.filled, alreadyStored: report.alreadyStored });
    if (report.error) {
      lines.push(`${report.seriesId} (${fredSeries(report.seriesId).label}) failed, asking for ${asked}: ${report.error}`);
      if (report.added.length > 0) lines.push(`  Committed before it stopped: ${stored[0] ?? ""}`);
      continue;
    }
    const fetched = `asked for ${asked}: ${report.fetched} observation${report.fetched === 1 ? "" : "s"}${report.missing > 0 ? `, ${report.missing} missing` : ""}`;
    lines.push(...stored.map((line, index) => (index === 0 ? `${line.replace(/\.$/, "")} (${fetched}).` : line)));
  }
  const failed = reports.filter((report) => report.error !== null);
  lines.push(
    failed.length === 0
      ? `Synced ${reports.length} series from FRED.`
      : `Synced ${reports.length - failed.length} of ${reports.length} series; failed: ${failed.map((report) => report.seriesId).join(", ")}. Run the sync again later: it resumes after what was stored.`,
  );
  return { ok: failed.length === 0, lines };
}
