import fs from "node:fs";
import path from "node:path";

import { parsePmmsCsv } from "@/lib/server/rates/pmms-csv";

describe("parsePmmsCsv", () => {
  test("parses the shipped file: 2,897 weeks from 1971-04-02, blanks as null", () => {
    const weeks = parsePmmsCsv(fs.readFileSync(path.join(process.cwd(), "data", "pmms_weekly_rates.csv"), "utf8"));
    expect(weeks).toHaveLength(2897);
    expect(weeks[0]).toEqual({ weekDate: "1971-04-02", rate30YearFixed: 7.33, rate15YearFixed: null });
    expect(weeks.at(-1)).toEqual({ weekDate: "2026-09-24", rate30YearFixed: 7.03, rate15YearFixed: null });
    expect(weeks.find((week) => week.weekDate === "2011-07-27")).toEqual({
      weekDate: "2011-07-27",
      rate30YearFixed: null,
      rate15YearFixed: 3.66,
    });
  });

  test.each([
    ["a wrong header", "date,rate\n2020-01-02,3.72,3.17"],
    ["a malformed date", "week_date,rate_30yr_fixed_pct,rate_15yr_fixed_pct\n2020-1-2,3.72,3.17"],
    ["a rate that is not a number", "week_date,rate_30yr_fixed_pct,rate_15yr_fixed_pct\n2020-01-02,abc,3.17"],
    ["a rate out of range", "week_date,rate_30yr_fixed_pct,rate_15yr_fixed_pct\n2020-01-02,372,3.17"],
    ["an extra column", "week_date,rate_30yr_fixed_pct,rate_15yr_fixed_pct\n2020-01-02,3.72,3.17,9"],
  ])("refuses %s with the line number", (_name, text) => {
    expect(() => parsePmmsCsv(text)).toThrow(/pmms_weekly_rates\.csv/);
  });

  test("the line number counts blank lines; broken quoting is refused with its line", () => {
    const header = "week_date,rate_30yr_fixed_pct,rate_15yr_fixed_pct";
    expect(() => parsePmmsCsv(`${header}\n2020-01-02,3.72,3.17\n\n2020-1-9,3.64,3.07`)).toThrow(
      'pmms_weekly_rates.csv line 4: malformed row "2020-1-9,3.64,3.07"',
    );
    expect(() => parsePmmsCsv(`${header}\n2020-01-02,"3.72`)).toThrow(/pmms_weekly_rates\.csv.*Line 2/);
  });
});
