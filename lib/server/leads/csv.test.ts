import { csvCell, csvRow, toCsv } from "./csv";

describe("CSV (RFC 4180, formula-safe)", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\rhere", '"cr\rhere"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+1 555 123 4567", "'+1 555 123 4567"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tstarts with a tab", "'\tstarts with a tab"],
    ["safe = later", "safe = later"],
  ])("%j is written as %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("writes empty, numbers, booleans, dates and objects", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(450000)).toBe("450000");
    expect(csvCell(false)).toBe("false");
    expect(csvCell(new Date("2026-01-02T03:04:05.000Z"))).toBe("2026-01-02T03:04:05.000Z");
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });

  it("ends every record with CRLF, the header first", () => {
    expect(csvRow(["a", 1, null])).toBe("a,1,");
    expect(toCsv(["x", "y"], [["1", "2,3"]])).toBe('x,y\r\n1,"2,3"\r\n');
  });
});
