// The rate sync (lib/server/rates/sync-rates.ts, `npm run rates:sync`) against a local server
// that speaks FRED's JSON (tests/support/fred-server.ts) and a real database: incremental runs,
// paging, a run that stops and resumes, FRED's errors per series, bad values, no key.
// Synthetic values only (rate-fixtures.ts).
import { spawn } from "node:child_process";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

import { asc, eq } from "drizzle-orm";

import { parseEnv } from "@/lib/env";
import { schema } from "@/lib/server/db/client";
import { fredConfigFromEnv, type FredConfig } from "@/lib/server/rates/fred-api";
import { describeSync, syncRates } from "@/lib/server/rates/sync-rates";
import type { RateSeriesId } from "@/lib/rates/series";

import { startFredServer, type FredServer } from "../support/fred-server";
import { cliCommand, migratedDataDir } from "./support/cli-process";
import { syntheticWeekdays } from "./support/rate-fixtures";
import { createTestDatabase, describeEngineFree, engineName, type TestDatabase } from "./support/test-database";

const TODAY = "2026-11-26";
const TUNING = { timeoutMs: 5_000, maxAttempts: 3, backoffMs: 5 };

let database: TestDatabase;
let fred: FredServer;
beforeAll(async () => {
  [database, fred] = await Promise.all([createTestDatabase(), startFredServer()]);
});
afterAll(async () => {
  await Promise.all([database.dispose(), fred.close()]);
});

function config(series: RateSeriesId[], apiKey = fred.apiKey): FredConfig {
  return { apiUrl: fred.url, apiKey, series };
}

function sync(series: RateSeriesId[], pageSize = 4, apiKey?: string) {
  return syncRates({ db: database.handle.db, config: config(series, apiKey), today: TODAY, pageSize, tuning: TUNING });
}

async function storedDates(seriesId: string): Promise<string[]> {
  const rows = await database.handle.db
    .select({ date: schema.rateIndexObservations.observationDate })
    .from(schema.rateIndexObservations)
    .where(eq(schema.rateIndexObservations.seriesId, seriesId))
    .orderBy(asc(schema.rateIndexObservations.observationDate));
  return rows.map((row) => row.date);
}

/** A local port that was just free: nothing listens on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function requestsFor(seriesId: string) {
  return fred.requests.filter((request) => request.params.series_id === seriesId);
}

describe(`rates sync (${engineName})`, () => {
  test("first run: the whole history, page by page; the next run asks only after the newest stored day", async () => {
    const days = syntheticWeekdays("2026-09-01", 13);
    fred.put("OBMMIC30YF", days.slice(0, 10));
    const [first] = await sync(["OBMMIC30YF"]);
    expect(first).toMatchObject({ seriesId: "OBMMIC30YF", observationStart: null, pages: 3, fetched: 10, error: null });
    expect(await storedDates("OBMMIC30YF")).toEqual(days.slice(0, 10).map((d) => d.date));
    expect(
      requestsFor("OBMMIC30YF").map((r) => [r.params.offset, r.params.limit, r.params.observation_start, r.params.sort_order, r.params.file_type]),
    ).toEqual([
      ["0", "4", undefined, "asc", "json"],
      ["4", "4", undefined, "asc", "json"],
      ["8", "4", undefined, "asc", "json"],
    ]);

    fred.put("OBMMIC30YF", days.slice(10));
    const [second] = await sync(["OBMMIC30YF"]);
    const after = days[9]!.date;
    expect(second).toMatchObject({ observationStart: expect.any(String), fetched: 3, error: null });
    expect(second!.observationStart! > after).toBe(true);
    expect(second!.added.map((o) => o.date)).toEqual(days.slice(10).map((d) => d.date));
    expect(requestsFor("OBMMIC30YF").at(-1)?.params.observation_start).toBe(second!.observationStart);

    const [third] = await sync(["OBMMIC30YF"]);
    expect(third).toMatchObject({ fetched: 0, added: [], error: null });
    expect(describeSync([third!]).lines).toEqual([
      `OBMMIC30YF (30-year conforming): nothing new (asked for from ${third!.observationStart}: 0 observations).`,
      "Synced 1 series from FRED.",
    ]);
  });

  test("a run that fails mid-series keeps the pages it committed, and the next run resumes after them", async () => {
    const days = syntheticWeekdays("2026-09-01", 10, 4.8);
    fred.put("OBMMIFHA30YF", days);
    // Every attempt at the second page fails (3 attempts per request).
    fred.fault({ seriesId: "OBMMIFHA30YF", offset: 4, status: 500, times: 3 });
    const [stopped] = await sync(["OBMMIFHA30YF"]);
    expect(stopped!.error).toMatch(/refused the request \(HTTP 500\): Internal Server Error\. \(gave up after 3 attempts\)/);
    expect(await storedDates("OBMMIFHA30YF")).toEqual(days.slice(0, 4).map((d) => d.date));
    const described = describeSync([stopped!]);
    expect(described.ok).toBe(false);
    expect(described.lines[1]).toMatch(/^ {2}Committed before it stopped: OBMMIFHA30YF \(30-year FHA\): added 4 days/);

    const [resumed] = await sync(["OBMMIFHA30YF"]);
    expect(resumed).toMatchObject({ error: null, fetched: 6 });
    expect(resumed!.observationStart! > days[3]!.date).toBe(true);
    expect(await storedDates("OBMMIFHA30YF")).toEqual(days.map((d) => d.date));
  });

  test("FRED unreachable: every series reported with the reason, nothing stored, the run ends", async () => {
    // A port nothing listens on any more: connection refused on every attempt. (Not port 9:
    // fetch refuses the "bad port" itself, before any connection.)
    const port = await closedPort();
    const reports = await syncRates({
      db: database.handle.db,
      config: { apiUrl: `http://127.0.0.1:${port}`, apiKey: fred.apiKey, series: ["OBMMIUSDA30YF"] },
      today: TODAY,
      pageSize: 4,
      tuning: TUNING,
    });
    expect(reports).toHaveLength(1);
    expect(reports[0]!.error).toBe(`Could not reach FRED (127.0.0.1:${port}) (ECONNREFUSED) (gave up after 3 attempts)`);
    expect(describeSync(reports).ok).toBe(false);
    expect(await storedDates("OBMMIUSDA30YF")).toEqual([]);
  });

  test("a 429 is retried; FRED's refusal of one series is reported and the others still run", async () => {
    fred.put("OBMMIC15YF", syntheticWeekdays("2026-10-01", 3, 4.4));
    fred.fault({ seriesId: "OBMMIC15YF", status: 429, times: 1 });
    // OBMMIVA30YF is not on the server: FRED answers 400 "The series does not exist."
    const reports = await sync(["OBMMIVA30YF", "OBMMIC15YF"]);
    expect(reports.map((r) => [r.seriesId, r.error, r.added.length])).toEqual([
      ["OBMMIVA30YF", expect.stringMatching(/^FRED \(127\.0\.0\.1:\d+\) refused the request \(HTTP 400\): Bad Request\. The series does not exist\.$/), 0],
      ["OBMMIC15YF", null, 3],
    ]);
    const { ok, lines } = describeSync(reports);
    expect(ok).toBe(false);
    expect(lines.at(-1)).toBe("Synced 1 of 2 series; failed: OBMMIVA30YF. Run the sync again later: it resumes after what was stored.");
  });

  test("a wrong key is FRED's 400, and the message never shows the key", async () => {
    const [report] = await sync(["OBMMIC15YF"], 4, "wrongkeywrongkeywrongkeywrongkey");
    expect(report!.error).toMatch(/HTTP 400\): Bad Request\. The value for variable api_key is not registered\./);
    expect(describeSync([report!]).lines.join("\n")).not.toContain("wrongkey");
  });

  test("a page with a bad value stores nothing of that page; missing values are skipped", async () => {
    const days = syntheticWeekdays("2026-10-01", 8, 5.2);
    const sent = days.map((d, index) => (index === 1 ? { ...d, value: "." } : index === 6 ? { ...d, value: "abc" } : d));
    fred.put("OBMMIUSDA30YF", sent);
    const [report] = await sync(["OBMMIUSDA30YF"]);
    expect(report!.error).toMatch(/fail the checks, so that page was not stored: observation 7 \("2026-10-09", "abc"\): the rate must be a number in percent/);
    expect(report).toMatchObject({ missing: 1, fetched: 4 });
    expect(await storedDates("OBMMIUSDA30YF")).toEqual([days[0]!.date, days[2]!.date, days[3]!.date]);
  });

  test("an answer that is not FRED's JSON fails the series", async () => {
    fred.put("OBMMIJUMBO30YF", syntheticWeekdays("2026-10-01", 2, 6.5));
    fred.fault({ seriesId: "OBMMIJUMBO30YF", status: 200, html: true, times: 1 });
    const [report] = await sync(["OBMMIJUMBO30YF"]);
    expect(report!.error).toMatch(/answered with something other than JSON/);
    expect(await storedDates("OBMMIJUMBO30YF")).toEqual([]);
  });

  test("PMMS weeks: only the weeks after the newest stored one are asked for and added", async () => {
    // The shipped history ends at 2026-09-24 (30-year).
    fred.put("MORTGAGE30US", [
      { date: "2026-09-24", value: "1.11" },
      { date: "2026-10-01", value: "7.01" },
      { date: "2026-10-08", value: "." },
      { date: "2026-10-15", value: "7.05" },
    ]);
    const [report] = await sync(["MORTGAGE30US"]);
    expect(report).toMatchObject({ observationStart: "2026-09-25", fetched: 3, missing: 1, error: null });
    const rows = await database.handle.db.select().from(schema.mortgageRates).where(eq(schema.mortgageRates.weekDate, "2026-09-24"));
    expect(rows[0]?.rate30YearFixed).toBe(7.03);
    expect(report!.added).toEqual([
      { seriesId: "MORTGAGE30US", date: "2026-10-01", ratePercent: 7.01 },
      { seriesId: "MORTGAGE30US", date: "2026-10-15", ratePercent: 7.05 },
    ]);
  });

  test("without FRED_API_KEY there is no configuration", () => {
    expect(fredConfigFromEnv(parseEnv({ NODE_ENV: "test" }))).toBeNull();
    expect(fredConfigFromEnv(parseEnv({ NODE_ENV: "test", FRED_API_KEY: "off" }))).toBeNull();
    expect(fredConfigFromEnv(parseEnv({ NODE_ENV: "test", FRED_API_KEY: "k", FRED_API_URL: "http://127.0.0.1:9/", FRED_SERIES: "OBMMIC30YF" }))).toEqual({
      apiUrl: "http://127.0.0.1:9",
      apiKey: "k",
      series: ["OBMMIC30YF"],
    });
  });
});

describeEngineFree("npm run rates:sync (the CLI, PGlite in a temporary DATA_DIR)", () => {
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "hmh-rates-sync-cli-"));
    await migratedDataDir(path.join(dir, "data"));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // spawn, not spawnSync: the fake FRED server answers from this process's event loop.
  function cli(env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      const [command, args] = cliCommand("rates-sync.ts");
      const child = spawn(command, args, {
        env: { ...process.env, NODE_ENV: "development", DATABASE_URL: "", NODE_OPTIONS: "", FRED_API_KEY: "", ...env },
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      child.on("close", (status) => resolve({ status, stdout, stderr }));
    });
  }

  test("without a key: says so, exits 1 and does not open the database", async () => {
    const dataDir = path.join(dir, "untouched");
    const result = await cli({ DATA_DIR: dataDir });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("The rate sync is not configured: set FRED_API_KEY");
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  test("with a key: adds the series, then nothing new", async () => {
    fred.put("OBMMIC30YF", syntheticWeekdays("2026-11-02", 2, 5.9));
    const env = { DATA_DIR: path.join(dir, "data"), FRED_API_KEY: fred.apiKey, FRED_API_URL: fred.url, FRED_SERIES: "OBMMIC30YF" };
    const first = await cli(env);
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(
      /OBMMIC30YF \(30-year conforming\): added \d+ days, 2026-09-01 to 2026-11-03 \(asked for the whole history: \d+ observations\)\.\n {2}2026-09-01 {2}5\.00%\n/,
    );
    expect(first.stdout).toContain("Synced 1 series from FRED.");
    const second = await cli(env);
    expect(second.status).toBe(0);
    expect(second.stdout).toMatch(/OBMMIC30YF \(30-year conforming\): nothing new \(asked for from 2026-11-04: 0 observations\)\./);
  });
});
