// The rate import (lib/server/rates/import-rates.ts, `npm run rates:import`) against a real
// database: only new dates are added (PMMS weeks and blank cells, Optimal Blue days), a bad file
// changes nothing, importing twice adds nothing. Synthetic values only (rate-fixtures.ts).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { asc, eq, sql } from "drizzle-orm";

import { schema } from "@/lib/server/db/client";
import { describeRatesImport, importRatesCsv } from "@/lib/server/rates/import-rates";

import { cliCommand, migratedDataDir } from "./support/cli-process";
import { fredCsv, syntheticWeekdays } from "./support/rate-fixtures";
import { createTestDatabase, describeEngineFree, engineName, type TestDatabase } from "./support/test-database";

const TODAY = "2026-11-26";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

async function indexRows(seriesId: string) {
  return database.handle.db
    .select({ date: schema.rateIndexObservations.observationDate, rate: schema.rateIndexObservations.rate })
    .from(schema.rateIndexObservations)
    .where(eq(schema.rateIndexObservations.seriesId, seriesId))
    .orderBy(asc(schema.rateIndexObservations.observationDate));
}

async function counts() {
  const { db } = database.handle;
  const [weeks] = await db.select({ n: sql<number>`count(*)::int`, filled15: sql<number>`count(rate_15yr_fixed)::int` }).from(schema.mortgageRates);
  const [days] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.rateIndexObservations);
  return { weeks: weeks?.n, filled15: weeks?.filled15, days: days?.n };
}

async function week(date: string) {
  const [row] = await database.handle.db.select().from(schema.mortgageRates).where(eq(schema.mortgageRates.weekDate, date));
  return row;
}

describe(`rates import (${engineName})`, () => {
  test("an Optimal Blue file: every day added, then only the new days; a stored figure is never overwritten", async () => {
    const { db } = database.handle;
    const days = syntheticWeekdays("2026-10-01", 6);
    const first = await importRatesCsv(db, fredCsv("OBMMIC30YF", days.slice(0, 4)), TODAY);
    expect(first.stored?.added.map((o) => o.date)).toEqual(days.slice(0, 4).map((d) => d.date));
    // Overlaps two stored days (one with a different value) and brings two new ones.
    const changed = { date: days[3]!.date, value: "9.999" };
    const second = await importRatesCsv(db, fredCsv("OBMMIC30YF", [days[2]!, changed, days[4]!, days[5]!]), TODAY);
    expect(second.stored).toMatchObject({
      added: [expect.objectContaining({ date: days[4]!.date }), expect.objectContaining({ date: days[5]!.date })],
      alreadyStored: 2,
      filled: 0,
    });
    expect(describeRatesImport(second)).toEqual({
      ok: true,
      lines: [
        `OBMMIC30YF (30-year conforming): added 2 days, ${days[4]!.date} to ${days[5]!.date}; 2 already stored, kept as they were.`,
        `  ${days[4]!.date}  5.04%`,
        `  ${days[5]!.date}  5.05%`,
      ],
    });
    expect(await indexRows("OBMMIC30YF")).toEqual(days.map((d) => ({ date: d.date, rate: Number(d.value) })));
  });

  test("a PMMS file: a new week is inserted, a blank cell of a stored week is filled, a stored figure is kept", async () => {
    const { db } = database.handle;
    // The shipped history: 2026-09-24 has a 30-year figure and no 15-year one; 2026-08-20 has both.
    expect(await week("2026-09-24")).toEqual({ weekDate: "2026-09-24", rate30YearFixed: 7.03, rate15YearFixed: null });
    const before = await counts();
    const outcome = await importRatesCsv(db, "observation_date,MORTGAGE15US\n2026-08-20,4.44\n2026-09-24,6.11\n2026-10-01,.\n2026-10-08,6.12\n", TODAY);
    expect(outcome.stored).toMatchObject({ filled: 1, alreadyStored: 1 });
    expect(describeRatesImport(outcome).lines).toEqual([
      "MORTGAGE15US (15-year fixed (PMMS)): added 2 weeks, 2026-09-24 to 2026-10-08 (1 of them filled a blank 15-year fixed (PMMS) cell of a week already stored); 1 already stored, kept as they were.",
      "  2026-09-24  6.11%",
      "  2026-10-08  6.12%",
      'Skipped 1 row FRED marks missing (".").',
    ]);
    expect(await week("2026-08-20")).toEqual({ weekDate: "2026-08-20", rate30YearFixed: 6.65, rate15YearFixed: 5.95 });
    expect(await week("2026-09-24")).toEqual({ weekDate: "2026-09-24", rate30YearFixed: 7.03, rate15YearFixed: 6.11 });
    expect(await week("2026-10-08")).toEqual({ weekDate: "2026-10-08", rate30YearFixed: null, rate15YearFixed: 6.12 });
    expect(await week("2026-10-01")).toBeUndefined();
    expect(await counts()).toEqual({ ...before, weeks: before.weeks! + 1, filled15: before.filled15! + 2 });
  });

  test("a file with one bad row changes nothing, and every bad row is reported with its line", async () => {
    const { db } = database.handle;
    const before = await counts();
    const good = syntheticWeekdays("2026-11-02", 3);
    const text = fredCsv("OBMMIJUMBO30YF", [...good, { date: "2026-11-31", value: "6.1" }, { date: good[0]!.date, value: "6.2" }]);
    const outcome = await importRatesCsv(db, text, TODAY);
    expect(outcome.stored).toBeNull();
    expect(describeRatesImport(outcome)).toEqual({
      ok: false,
      lines: [
        'Rejected line 5: the date must be a real calendar date written YYYY-MM-DD ("2026-11-31,6.1")',
        `Rejected line 6: ${good[0]!.date} is already on line 2`,
        "Nothing imported: 2 of 5 rows rejected. Fix them and import the file again.",
      ],
    });
    const wrongHeader = await importRatesCsv(db, "observation_date,DGS10\n2026-11-02,4.1\n", TODAY);
    expect(describeRatesImport(wrongHeader)).toEqual({
      ok: false,
      lines: [expect.stringMatching(/^Nothing imported\. Line 1: DGS10 is not a series this site uses/)],
    });
    expect(await counts()).toEqual(before);
    expect(await indexRows("OBMMIJUMBO30YF")).toEqual([]);
  });

  test("importing the same file twice adds nothing the second time", async () => {
    const { db } = database.handle;
    const text = fredCsv("OBMMIVA30YF", syntheticWeekdays("2026-10-05", 5, 4.5));
    expect((await importRatesCsv(db, text, TODAY)).stored?.added).toHaveLength(5);
    const before = await counts();
    const again = await importRatesCsv(db, text, TODAY);
    expect(again.stored).toMatchObject({ added: [], alreadyStored: 5 });
    expect(describeRatesImport(again).lines).toEqual(["OBMMIVA30YF (30-year VA): nothing new; 5 already stored, kept as they were."]);
    expect(await counts()).toEqual(before);
  });
});

describeEngineFree("npm run rates:import (the CLI, PGlite in a temporary DATA_DIR)", () => {
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "hmh-rates-import-cli-"));
    await migratedDataDir(path.join(dir, "data"));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  function run(...args: string[]) {
    const env = { ...process.env, NODE_ENV: "development", DATA_DIR: path.join(dir, "data") } as NodeJS.ProcessEnv;
    delete env.DATABASE_URL;
    delete env.NODE_OPTIONS;
    const [command, commandArgs] = cliCommand("rates-import.ts", args);
    return spawnSync(command, commandArgs, { env, encoding: "utf8", timeout: 60_000 });
  }

  test("exit 0 listing what was added, exit 1 with the rejected lines, usage and unreadable files", () => {
    const good = path.join(dir, "OBMMIUSDA30YF.csv");
    fs.writeFileSync(good, fredCsv("OBMMIUSDA30YF", syntheticWeekdays("2026-10-01", 2, 5.5)));
    const ok = run(good);
    expect(ok.stderr).toBe("");
    expect(ok.stdout).toBe("OBMMIUSDA30YF (30-year USDA): added 2 days, 2026-10-01 to 2026-10-02.\n  2026-10-01  5.50%\n  2026-10-02  5.51%\n");
    expect(ok.status).toBe(0);

    const bad = path.join(dir, "bad.csv");
    fs.writeFileSync(bad, "observation_date,OBMMIUSDA30YF\n2026-10-05,5.52\n2026-10-06,55\n");
    const refused = run(bad);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Rejected line 3: the rate must be below 25% (it is in percent: 6.27 means 6.27%) ("2026-10-06,55")');
    expect(refused.stderr).toContain("Nothing imported: 1 of 2 rows rejected.");

    expect(run().status).toBe(1);
    const missing = run(path.join(dir, "missing.csv"));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/Cannot read .*missing\.csv/);
  });
});
