import { parseFredCsv } from "@/lib/server/rates/fred-csv";

const TODAY = "2026-11-26";

describe("parseFredCsv", () => {
  test("a good download (observation_date header, CRLF, BOM): every observation in file order", () => {
    const file = parseFredCsv("\uFEFFobservation_date,OBMMIC30YF\r\n2026-10-01,6.125\r\n2026-10-02,6.2\r\n", TODAY);
    expect(file).toEqual({
      seriesId: "OBMMIC30YF",
      observations: [
        { seriesId: "OBMMIC30YF", date: "2026-10-01", ratePercent: 6.125 },
        { seriesId: "OBMMIC30YF", date: "2026-10-02", ratePercent: 6.2 },
      ],
      missing: 0,
      rejected: [],
      fileError: null,
    });
  });

  test("an older download (DATE header) of a PMMS series", () => {
    const file = parseFredCsv("DATE,MORTGAGE15US\n2026-10-01,5.90\n", TODAY);
    expect(file.seriesId).toBe("MORTGAGE15US");
    expect(file.observations).toEqual([{ seriesId: "MORTGAGE15US", date: "2026-10-01", ratePercent: 5.9 }]);
  });

  test("missing values ('.' or empty) and blank lines are skipped and counted", () => {
    const file = parseFredCsv("observation_date,OBMMIFHA30YF\n2026-10-01,.\n\n2026-10-02,\n2026-10-05,5.98\n", TODAY);
    expect(file.missing).toBe(2);
    expect(file.rejected).toEqual([]);
    expect(file.observations.map((o) => o.date)).toEqual(["2026-10-05"]);
  });

  test("a header-only file is read (nothing to add)", () => {
    expect(parseFredCsv("observation_date,MORTGAGE30US\n", TODAY)).toMatchObject({ fileError: null, observations: [], rejected: [] });
  });

  test.each([
    ["an empty file", "", /The file is empty/],
    ["a wrong header", "date,rate\n2026-10-01,6.1", /Line 1: expected the header observation_date,SERIES_ID/],
    ["two series in one file", "observation_date,MORTGAGE30US,MORTGAGE15US\n2026-10-01,6.1,5.2", /Line 1: expected the header/],
    [
      "an unknown series",
      "observation_date,DGS10\n2026-10-01,4.1",
      /Line 1: DGS10 is not a series this site uses \(known: MORTGAGE30US, .*OBMMIJUMBO30YF, SOFR30DAYAVG\)/,
    ],
  ])("%s is refused as a whole", (_name, text, message) => {
    const file = parseFredCsv(text, TODAY);
    expect(file.fileError).toMatch(message);
    expect(file.observations).toEqual([]);
  });

  test("every bad row is reported with its line and reason", () => {
    const text = [
      "observation_date,OBMMIVA30YF",
      "2026-10-01,5.75", // 2: good
      "2026-02-30,5.7", // 3: not a real date
      "10/02/2026,5.7", // 4: wrong date format
      "2026-10-05,abc", // 5: not a number
      "2026-10-06,-1", // 6: negative
      "2026-10-07,31.5", // 7: out of range
      "2026-10-08,0", // 8: zero
      "2026-10-01,5.80", // 9: duplicate of line 2
      "2026-10-09,5.7,extra", // 10: three cells
      "2026-10-13,5.1234", // 11: too many decimals
      "2027-01-04,5.7", // 12: future
      "2026-10-14,5.72", // 13: good
    ].join("\n");
    const file = parseFredCsv(text, TODAY);
    expect(file.fileError).toBeNull();
    expect(file.rejected.map((row) => row.line)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const reason = (line: number) => file.rejected.find((row) => row.line === line)?.reason ?? "";
    expect(reason(3)).toMatch(/real calendar date written YYYY-MM-DD/);
    expect(reason(4)).toMatch(/real calendar date/);
    expect(reason(5)).toMatch(/must be a number in percent/);
    expect(reason(6)).toMatch(/must be a number in percent/);
    expect(reason(7)).toMatch(/below 25%/);
    expect(reason(8)).toMatch(/above 0%/);
    expect(reason(9)).toBe("2026-10-01 is already on line 2");
    expect(reason(10)).toMatch(/expected 2 cells \(date,rate\), found 3/);
    expect(reason(11)).toMatch(/more than 3 decimals/);
    expect(reason(12)).toMatch(/in the future \(today is 2026-11-26\)/);
    expect(file.observations.map((o) => o.date)).toEqual(["2026-10-01", "2026-10-14"]);
  });

  test("the 30-day Average SOFR: the New York Fed's five decimals kept, zero allowed, a sixth decimal or a negative refused", () => {
    const file = parseFredCsv("observation_date,SOFR30DAYAVG\n2026-01-14,3.70668\n2026-01-15,3.70300\n2021-06-01,0.00000\n", TODAY);
    expect(file).toMatchObject({ seriesId: "SOFR30DAYAVG", rejected: [], fileError: null });
    expect(file.observations).toEqual([
      { seriesId: "SOFR30DAYAVG", date: "2026-01-14", ratePercent: 3.70668 },
      { seriesId: "SOFR30DAYAVG", date: "2026-01-15", ratePercent: 3.703 },
      { seriesId: "SOFR30DAYAVG", date: "2021-06-01", ratePercent: 0 },
    ]);
    const bad = parseFredCsv("observation_date,SOFR30DAYAVG\n2026-01-14,3.706681\n2026-01-15,-0.01\n2026-01-16,25\n", TODAY);
    expect(bad.rejected).toEqual([
      { line: 2, reason: expect.stringMatching(/more than 5 decimals, which Federal Reserve Bank of New York does not publish/) },
      { line: 3, reason: expect.stringMatching(/must be a number in percent/) },
      { line: 4, reason: expect.stringMatching(/the index must be below 25%/) },
    ]);
    // A mortgage index keeps its own rule: zero is a broken file there.
    expect(parseFredCsv("observation_date,OBMMIC30YF\n2026-10-01,0\n", TODAY).rejected).toEqual([{ line: 2, reason: expect.stringMatching(/above 0%/) }]);
  });

  test("PMMS values keep Freddie Mac's two decimals", () => {
    const file = parseFredCsv("observation_date,MORTGAGE30US\n2026-10-01,6.125\n", TODAY);
    expect(file.rejected).toEqual([{ line: 2, reason: expect.stringMatching(/more than 2 decimals, which Freddie Mac does not publish/) }]);
  });

  test("a partial file (the last row cut off mid-number) is refused at that row", () => {
    const file = parseFredCsv("observation_date,OBMMIC15YF\n2026-10-01,5.52\n2026-10-0", TODAY);
    expect(file.rejected).toEqual([{ line: 3, reason: expect.stringMatching(/expected 2 cells/) }]);
  });

  test("quoted cells are read as CSV; broken quoting refuses the file with its line", () => {
    const file = parseFredCsv('"observation_date","MORTGAGE30US"\r\n"2026-10-01","6.12"\r\n', TODAY);
    expect(file.observations).toEqual([{ seriesId: "MORTGAGE30US", date: "2026-10-01", ratePercent: 6.12 }]);
    expect(parseFredCsv('observation_date,MORTGAGE30US\n2026-10-01,"6.12\n', TODAY).fileError).toMatch(
      /^Not valid CSV: Line 2: a quoted field is never closed/,
    );
  });
});
