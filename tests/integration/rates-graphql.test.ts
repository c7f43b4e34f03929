// marketRates and rateHistory through the real GraphQL route handler: each series' newest
// observation with its citation (null where none is loaded), history ranges, thinning of the
// daily indices, and BAD_USER_INPUT for a bad range or series. Synthetic index values only.
import { importRatesCsv } from "@/lib/server/rates/import-rates";
import { rateHistory } from "@/lib/server/rates/rate-history";

import { postGraphQL, setUpApi, uniqueIp } from "./support/api";
import { fredCsv, syntheticWeekdays } from "./support/rate-fixtures";
import { engineName } from "./support/test-database";

let env: Awaited<ReturnType<typeof setUpApi>>;
// Two years of synthetic daily FHA index values, ending 2026-09-24 (the shipped PMMS end).
const FHA_DAYS = syntheticWeekdays("2024-09-25", 523, 4, 0.001).filter((d) => d.date <= "2026-09-24");
beforeAll(async () => {
  env = await setUpApi();
  const outcome = await importRatesCsv(env.database.handle.db, fredCsv("OBMMIFHA30YF", FHA_DAYS), "2026-11-26");
  expect(outcome.stored?.added.length).toBe(FHA_DAYS.length);
});
afterAll(async () => {
  await env.tearDown();
});

async function query(queryText: string, variables: Record<string, unknown> = {}) {
  const response = await postGraphQL({ query: queryText, variables }, { "x-forwarded-for": uniqueIp() });
  expect(response.status).toBe(200);
  return response.json as { data?: Record<string, unknown>; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

describe(`rates GraphQL (${engineName})`, () => {
  test("marketRates: every series with its citation; the newest observation, or null where none is loaded", async () => {
    const body = await query("{ marketRates { series { id label publisher frequency program termMonths jumbo citation } latest { date rate } } }");
    const rates = (body.data?.marketRates ?? []) as {
      series: { id: string; citation: string; publisher: string }[] | Record<string, unknown>;
      latest: unknown;
    }[];
    expect(rates.map((r) => (r.series as { id: string }).id)).toEqual([
      "MORTGAGE30US",
      "MORTGAGE15US",
      "OBMMIC30YF",
      "OBMMIC15YF",
      "OBMMIFHA30YF",
      "OBMMIVA30YF",
      "OBMMIUSDA30YF",
      "OBMMIJUMBO30YF",
    ]);
    const byId = Object.fromEntries(rates.map((r) => [(r.series as { id: string }).id, r]));
    expect(byId.MORTGAGE30US).toEqual({
      series: expect.objectContaining({
        publisher: "Freddie Mac",
        frequency: "weekly",
        termMonths: 360,
        citation: expect.stringContaining("Freddie Mac, Primary Mortgage Market Survey®"),
      }),
      latest: { date: "2026-09-24", rate: 7.03 },
    });
    expect(byId.MORTGAGE15US?.latest).toEqual({ date: "2026-08-20", rate: 5.95 });
    expect(byId.OBMMIFHA30YF).toEqual({
      series: expect.objectContaining({
        program: "fha",
        citation: "Optimal Blue, 30-Year Fixed Rate FHA Mortgage Index [OBMMIFHA30YF], retrieved from FRED, Federal Reserve Bank of St. Louis",
      }),
      latest: { date: FHA_DAYS.at(-1)!.date, rate: Number(FHA_DAYS.at(-1)!.value) },
    });
    for (const id of ["OBMMIC30YF", "OBMMIC15YF", "OBMMIVA30YF", "OBMMIUSDA30YF", "OBMMIJUMBO30YF"]) expect(byId[id]?.latest).toBeNull();
  });

  test("rateHistory 1y: weekly PMMS and daily indices over the year to the newest figure", async () => {
    const body = await query('{ rateHistory(range: "1y") { range from to dailySeriesResolution series { series { id } points { date rate } } } }');
    const history = body.data?.rateHistory as {
      from: string;
      to: string;
      dailySeriesResolution: string;
      series: { series: { id: string }; points: { date: string; rate: number }[] }[];
    };
    expect([history.from, history.to, history.dailySeriesResolution]).toEqual(["2025-09-24", "2026-09-24", "daily"]);
    expect(history.series.map((s) => s.series.id)).toEqual(["MORTGAGE30US", "MORTGAGE15US", "OBMMIFHA30YF"]);
    const [thirty, , fha] = history.series;
    expect(thirty!.points).toHaveLength(53);
    expect(thirty!.points.at(-1)).toEqual({ date: "2026-09-24", rate: 7.03 });
    expect(fha!.points).toHaveLength(FHA_DAYS.filter((d) => d.date >= "2025-09-24").length);
  });

  test("rateHistory 5y and all: the daily index thinned to the last observation of each week", async () => {
    const body = await query(
      'query($series: [String!]) { rateHistory(range: "5y", series: $series) { from dailySeriesResolution series { series { id } points { date } } } }',
      { series: ["OBMMIFHA30YF"] },
    );
    const history = body.data?.rateHistory as { from: string; dailySeriesResolution: string; series: { series: { id: string }; points: { date: string }[] }[] };
    expect(history.from).toBe("2021-09-24");
    expect(history.dailySeriesResolution).toBe("last observation of each week");
    expect(history.series.map((s) => s.series.id)).toEqual(["OBMMIFHA30YF"]);
    const dates = history.series[0]!.points.map((p) => p.date);
    // Weekdays only, so the last observation of each week ending Thursday is that Thursday (the range ends on one too).
    expect(dates.every((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 4 || date === FHA_DAYS.at(-1)!.date || date === FHA_DAYS[0]!.date)).toBe(true);
    const all = await rateHistory(env.database.handle.db, "all", ["MORTGAGE30US"]);
    expect([all.from, all.to, all.series[0]?.points.length]).toEqual(["1971-04-02", "2026-09-24", 2896]); // 2,897 weeks, one (2011-07-27) with a 15-year figure only
  });

  test("bad input is BAD_USER_INPUT with the field's message", async () => {
    const badRange = await query('{ rateHistory(range: "2y") { range } }');
    expect(badRange.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", validationErrors: { range: ["The range must be one of 1y, 5y, all."] } });
    const badSeries = await query('{ rateHistory(series: ["DGS10"]) { range } }');
    expect(badSeries.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      validationErrors: { "series.0": [expect.stringMatching(/^DGS10 is not a series this site shows/)] },
    });
    const none = await query("{ rateHistory(series: []) { range } }");
    expect(none.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT" });
  });
});
