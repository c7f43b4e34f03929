import {
  FRED_SERIES_IDS,
  fredSeries,
  INDEX_SERIES,
  INDEX_SERIES_IDS,
  isFredSeriesId,
  isIndexSeriesId,
  isRateSeriesId,
  RATE_SERIES_IDS,
} from "@/lib/rates/series";

describe("rate and index series", () => {
  test("the 30-day Average SOFR is a FRED series the site loads, not a mortgage rate", () => {
    expect(INDEX_SERIES_IDS).toEqual(["SOFR30DAYAVG"]);
    expect(FRED_SERIES_IDS).toEqual([...RATE_SERIES_IDS, "SOFR30DAYAVG"]);
    expect(isFredSeriesId("SOFR30DAYAVG")).toBe(true);
    expect(isIndexSeriesId("SOFR30DAYAVG")).toBe(true);
    // The rate tables, estimates and history are built from RATE_SERIES_IDS only.
    expect(isRateSeriesId("SOFR30DAYAVG")).toBe(false);
    expect(RATE_SERIES_IDS).not.toContain("SOFR30DAYAVG");
    expect(isFredSeriesId("SOFR")).toBe(false);
    expect(isIndexSeriesId("MORTGAGE30US")).toBe(false);
  });

  test("its entry carries FRED's title and suggested citation", () => {
    expect(INDEX_SERIES.SOFR30DAYAVG).toEqual({
      id: "SOFR30DAYAVG",
      title: "30-Day Average SOFR",
      label: "30-day Average SOFR",
      publisher: "Federal Reserve Bank of New York",
      frequency: "daily",
      citation: "Federal Reserve Bank of New York, 30-Day Average SOFR [SOFR30DAYAVG], retrieved from FRED, Federal Reserve Bank of St. Louis",
    });
    expect(fredSeries("SOFR30DAYAVG")).toBe(INDEX_SERIES.SOFR30DAYAVG);
    expect(fredSeries("OBMMIC30YF").label).toBe("30-year conforming");
  });
});
