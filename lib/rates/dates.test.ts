import { addDays, addYears, daysBetween, describeAge, formatDate, formatMonth, isIsoDate, usToday } from "@/lib/rates/dates";

describe("rate dates", () => {
  test("isIsoDate accepts real dates only", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-9-24")).toBe(false);
    expect(isIsoDate("2026-09-24T00:00")).toBe(false);
  });

  test("arithmetic", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-09-24", "2026-11-26")).toBe(63);
    expect(addYears("2024-02-29", -1)).toBe("2023-02-28");
    expect(addYears("2026-09-24", -5)).toBe("2021-09-24");
  });

  test("formats", () => {
    expect(formatDate("2026-09-24")).toBe("Sep 24, 2026");
    expect(formatMonth("2026-09-24")).toBe("Sep 2026");
  });

  test.each([
    ["2026-11-26", "today"],
    ["2026-11-27", "today"],
    ["2026-11-25", "yesterday"],
    ["2026-11-21", "5 days ago"],
    ["2026-11-13", "13 days ago"],
    ["2026-11-12", "2 weeks ago"],
    ["2026-09-24", "9 weeks ago"],
    ["2026-08-20", "3 months ago"],
    ["2025-09-25", "14 months ago"],
    ["2023-11-26", "3 years ago"],
  ])("describeAge(%s) on 2026-11-26 is %s", (date, words) => {
    expect(describeAge(date, "2026-11-26")).toBe(words);
  });

  test("usToday is the New York date", () => {
    expect(usToday(new Date("2026-11-27T03:00:00Z"))).toBe("2026-11-26");
    expect(usToday(new Date("2026-11-27T06:00:00Z"))).toBe("2026-11-27");
  });
});
