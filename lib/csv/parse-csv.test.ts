import { CsvSyntaxError, parseCsv } from "@/lib/csv/parse-csv";

describe("parseCsv (RFC 4180)", () => {
  test("plain fields, CRLF and LF, optional final line break, blank lines skipped", () => {
    expect(parseCsv("a,b,c\r\n1,2,3\n\n4,,6")).toEqual([
      { line: 1, fields: ["a", "b", "c"] },
      { line: 2, fields: ["1", "2", "3"] },
      { line: 4, fields: ["4", "", "6"] },
    ]);
    expect(parseCsv("a,b\n1,2\n")).toHaveLength(2);
  });

  test("quoted fields hold commas, doubled quotes and line breaks; records keep their first line", () => {
    const text = 'key,remarks,price\n1,"Big, bright ""corner"" lot",100\n2,"line one\r\nline two",200\n3,"",300\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ["key", "remarks", "price"] },
      { line: 2, fields: ["1", 'Big, bright "corner" lot', "100"] },
      { line: 3, fields: ["2", "line one\r\nline two", "200"] },
      { line: 5, fields: ["3", "", "300"] },
    ]);
  });

  test("a byte-order mark is dropped; empty trailing fields are kept", () => {
    expect(parseCsv("\uFEFFa,b,\n")).toEqual([{ line: 1, fields: ["a", "b", ""] }]);
    expect(parseCsv("")).toEqual([]);
  });

  test("malformed quoting is an error with its line", () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow(new CsvSyntaxError("a quoted field is never closed.", 2));
    expect(() => parseCsv('a,b\n1,x"y"')).toThrow(/Line 2: a quote inside an unquoted field/);
    expect(() => parseCsv('a,b\n1,"x"y')).toThrow(/Line 2: text after a closing quote/);
  });

  test("a lone CR ends a record too; line feeds inside quoted fields move the line count", () => {
    expect(parseCsv("a,b\r1,2\r\r3,4")).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["1", "2"] },
      { line: 4, fields: ["3", "4"] },
    ]);
    expect(parseCsv('a,b\n"x\r\ny\nz",1\n\n2,3')).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["x\r\ny\nz", "1"] },
      { line: 6, fields: ["2", "3"] },
    ]);
  });

  test("a quote error after a field spanning lines names the line of the quote", () => {
    expect(() => parseCsv('a,b\n"x\ny",1,x"y"')).toThrow(/^Line 3: a quote inside an unquoted field/);
    expect(() => parseCsv('a,b\n\n"x\ny",1,"x"y')).toThrow(/^Line 4: text after a closing quote/);
    expect(() => parseCsv('a,b\n1,2\n3,"open')).toThrow(/^Line 3: a quoted field is never closed/);
    expect(() => parseCsv('a,b\n\n\n1,"open\n')).toThrow(/^Line 4: a quoted field is never closed/);
    expect(() => parseCsv('a,b\r\n"x\r\ny",1\r\n2,x"y"')).toThrow(/^Line 4: a quote inside an unquoted field/);
  });

  test("a line holding only an empty quoted field is a record, unlike a blank line", () => {
    expect(parseCsv('a\n""\n\nb')).toEqual([
      { line: 1, fields: ["a"] },
      { line: 2, fields: [""] },
      { line: 4, fields: ["b"] },
    ]);
  });
});
