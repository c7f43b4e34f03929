import { averageByPeriod, historyTable, lastOfEachWeek, periodOf, type RateHistory } from "@/lib/rates/history";

describe("rate history periods", () => {
  test("periodOf: the week ending Thursday, the month, the year", () => {
    expect(periodOf("2026-09-24", "week")).toBe("2026-09-24"); // a Thursday is its own week's end
    expect(periodOf("2026-09-25", "week")).toBe("2026-10-01"); // Friday starts the next week
    expect(periodOf("2026-09-21", "week")).toBe("2026-09-24");
    expect(periodOf("2026-09-21", "month")).toBe("2026-09-01");
    expect(periodOf("2026-09-21", "year")).toBe("2026-01-01");
  });

  test("lastOfEachWeek keeps each week's last published figure", () => {
    const days = ["2026-09-21", "2026-09-22", "2026-09-24", "2026-09-25", "2026-09-28"].map((date, i) => ({ date, ratePercent: 6 + i / 10 }));
    expect(lastOfEachWeek(days)).toEqual([
      { date: "2026-09-24", ratePercent: 6.2 },
      { date: "2026-09-28", ratePercent: 6.4 },
    ]);
  });

  test("averageByPeriod and historyTable: newest period first, a blank where a series has no figure", () => {
    expect(
      averageByPeriod(
        [
          { date: "2026-09-03", ratePercent: 6.1 },
          { date: "2026-09-10", ratePercent: 6.2 },
          { date: "2026-10-01", ratePercent: 6.5 },
        ],
        "month",
      ),
    ).toEqual([
      { date: "2026-09-01", ratePercent: 6.15 },
      { date: "2026-10-01", ratePercent: 6.5 },
    ]);
    const history: RateHistory = {
      range: "5y",
      from: "2021-10-01",
      to: "2026-10-01",
      series: [
        {
          seriesId: "MORTGAGE30US",
          points: [
            { date: "2026-09-03", ratePercent: 6.1 },
            { date: "2026-10-01", ratePercent: 6.5 },
          ],
        },
        { seriesId: "OBMMIC30YF", points: [{ date: "2026-10-01", ratePercent: 6.25 }] },
      ],
    };
    expect(historyTable(history)).toEqual([
      { period: "2026-10-01", rates: { MORTGAGE30US: 6.5, OBMMIC30YF: 6.25 } },
      { period: "2026-09-01", rates: { MORTGAGE30US: 6.1 } },
    ]);
  });
});
