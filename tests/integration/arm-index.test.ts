// The ARM calculator's index, the 30-day Average SOFR (SOFR30DAYAVG), against a real database and
// the fake FRED API (tests/support/fred-server.ts): the sync with the default series stores it
// beside the mortgage rates without entering them; the page's loader (lib/server/rates/index-reading.ts)
// says it is not loaded until then, returns the newest day after, serves it from Next's cache and
// shows the next day a sync or an import adds at the next read (the table's trigger expires the tag).
// Synthetic values only.
import { sql } from "drizzle-orm";

import { parseEnv } from "@/lib/env";
import { COMMIT_MARGIN_MS } from "@/lib/server/cache/cache-store";
import { queryRows, schema } from "@/lib/server/db/client";
import { fredConfigFromEnv, type FredConfig } from "@/lib/server/rates/fred-api";
import { importRatesCsv } from "@/lib/server/rates/import-rates";
import { loadIndexReading } from "@/lib/server/rates/index-reading";
import { getMarketRates } from "@/lib/server/rates/market-rates";
import { rateHistory } from "@/lib/server/rates/rate-history";
import { describeSync, syncRates } from "@/lib/server/rates/sync-rates";

import { startFredServer, type FredServer } from "../support/fred-server";
import { setUpApi } from "./support/api";
import { fredCsv, syntheticWeekdays } from "./support/rate-fixtures";
import { engineName, type TestDatabase } from "./support/test-database";

const TODAY = "2026-11-26";
const TUNING = { timeoutMs: 5_000, maxAttempts: 2, backoffMs: 5 };

let database: TestDatabase;
let tearDown: () => Promise<void>;
let fred: FredServer;

beforeAll(async () => {
  [{ database, tearDown }, fred] = await Promise.all([setUpApi(), startFredServer()]);
});
afterAll(async () => {
  await Promise.all([tearDown(), fred.close()]);
});

/** The sync as `npm run rates:sync` configures it with only a key and the API's address: every default series. */
function defaultConfig(): FredConfig {
  const config = fredConfigFromEnv(parseEnv({ NODE_ENV: "test", FRED_API_KEY: fred.apiKey, FRED_API_URL: fred.url }));
  if (!config) throw new Error("FRED is configured in this test");
  return config;
}

/** Waits until what is read next is stored after every expiry so far (the commit margin). */
const pastCommitMargin = () => new Promise((resolve) => setTimeout(resolve, COMMIT_MARGIN_MS + 50));

describe(`the ARM calculator's 30-day Average SOFR (${engineName})`, () => {
  test("not loaded: the loader says so (FRED is off and nothing is shipped)", async () => {
    expect(await loadIndexReading("SOFR30DAYAVG")).toEqual({ status: "not-loaded", seriesId: "SOFR30DAYAVG" });
  });

  test("a sync with the default series stores SOFR30DAYAVG, the loader returns its newest day, and the mortgage rates do not show it", async () => {
    const config = defaultConfig();
    expect(config.series).toContain("SOFR30DAYAVG");
    // The fake FRED holds every default series: the PMMS weeks after the shipped ones (none), the
    // mortgage indices to Nov 20 and SOFR, with the New York Fed's five decimals, to Nov 25.
    for (const id of config.series) fred.put(id, []);
    fred.put("OBMMIC30YF", syntheticWeekdays("2026-11-16", 5, 6.1));
    fred.put("SOFR30DAYAVG", [
      { date: "2026-11-23", value: "3.70668" },
      { date: "2026-11-24", value: "." },
      { date: "2026-11-25", value: "3.70300" },
    ]);
    const reports = await syncRates({ db: database.handle.db, config, today: TODAY, tuning: TUNING });
    const { ok, lines } = describeSync(reports);
    expect(ok).toBe(true);
    expect(lines).toContain(
      "SOFR30DAYAVG (30-day Average SOFR): added 2 days, 2026-11-23 to 2026-11-25 (asked for the whole history: 3 observations, 1 missing).",
    );
    expect(lines).toContain("  2026-11-23  3.70668%");
    expect(lines).toContain("  2026-11-25  3.703%");

    // Stored as published, to the fifth decimal (migration 0019 widened the column).
    const stored = await queryRows<{ date: string; rate: string }>(
      database.handle.db,
      sql`select observation_date::text as date, rate::text as rate from rate_index_observations where series_id = 'SOFR30DAYAVG' order by 1`,
    );
    expect(stored).toEqual([
      { date: "2026-11-23", rate: "3.70668" },
      { date: "2026-11-25", rate: "3.70300" },
    ]);

    expect(await loadIndexReading("SOFR30DAYAVG")).toEqual({
      status: "loaded",
      observation: { seriesId: "SOFR30DAYAVG", date: "2026-11-25", ratePercent: 3.703 },
    });

    // Not a mortgage rate: no market rate names it, and the history still ends at the newest mortgage figure.
    const market = await getMarketRates(database.handle.db);
    expect(Object.keys(market)).not.toContain("SOFR30DAYAVG");
    expect(market.OBMMIC30YF?.date).toBe("2026-11-20");
    const history = await rateHistory(database.handle.db, "1y");
    expect(history.to).toBe("2026-11-20");
    expect(history.series.map((series) => series.seriesId)).not.toContain("SOFR30DAYAVG");
  });

  test("served from the cache until the series changes; the next sync's day, then an import's, show at the next read", async () => {
    const { db } = database.handle;
    await pastCommitMargin();
    expect(await loadIndexReading("SOFR30DAYAVG")).toMatchObject({ observation: { date: "2026-11-25" } });

    // A write the trigger does not see is not shown: the reading comes from Next's data cache.
    await db.execute(sql`alter table rate_index_observations disable trigger user`);
    try {
      await db.insert(schema.rateIndexObservations).values({ seriesId: "SOFR30DAYAVG", observationDate: "2026-11-26", rate: 9.99999 });
      expect(await loadIndexReading("SOFR30DAYAVG")).toMatchObject({ observation: { date: "2026-11-25" } });
      await db.execute(sql`delete from rate_index_observations where series_id = 'SOFR30DAYAVG' and observation_date = '2026-11-26'`);
    } finally {
      await db.execute(sql`alter table rate_index_observations enable trigger user`);
    }

    fred.put("SOFR30DAYAVG", [{ date: "2026-11-26", value: "3.69911" }]);
    const [report] = await syncRates({ db, config: { ...defaultConfig(), series: ["SOFR30DAYAVG"] }, today: TODAY, tuning: TUNING });
    expect(report).toMatchObject({ observationStart: "2026-11-26", error: null });
    expect(await loadIndexReading("SOFR30DAYAVG")).toEqual({
      status: "loaded",
      observation: { seriesId: "SOFR30DAYAVG", date: "2026-11-26", ratePercent: 3.69911 },
    });

    await pastCommitMargin();
    expect(await loadIndexReading("SOFR30DAYAVG")).toMatchObject({ observation: { date: "2026-11-26" } });
    const imported = await importRatesCsv(db, fredCsv("SOFR30DAYAVG", [{ date: "2026-11-27", value: "3.69000" }]), "2026-11-27");
    expect(imported.stored?.added).toEqual([{ seriesId: "SOFR30DAYAVG", date: "2026-11-27", ratePercent: 3.69 }]);
    expect(await loadIndexReading("SOFR30DAYAVG")).toMatchObject({ observation: { date: "2026-11-27", ratePercent: 3.69 } });
  });

  test("during `next build` the loader reads nothing: unavailable", async () => {
    const phase = process.env.NEXT_PHASE;
    process.env.NEXT_PHASE = "phase-production-build";
    try {
      expect(await loadIndexReading("SOFR30DAYAVG")).toEqual({ status: "unavailable", seriesId: "SOFR30DAYAVG" });
    } finally {
      if (phase === undefined) delete process.env.NEXT_PHASE;
      else process.env.NEXT_PHASE = phase;
    }
  });
});
