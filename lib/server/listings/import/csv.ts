import "server-only";

/** One CSV record and the file line it starts on (1-based; a quoted field may span lines). */
export interface CsvRecord {
  readonly line: number;
  readonly fields: string[];
}

/** A CSV file that cannot be read as RFC 4180, with the line where reading stopped. */
export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`Line ${line}: ${message}`);
    this.name = "CsvSyntaxError";
  }
}

/**
 * Parses CSV text by RFC 4180: comma-separated fields, fields in double quotes may hold commas,
 * line breaks and doubled quotes (""), records end with CRLF or LF (a final line break is
 * optional). A leading UTF-8 byte-order mark is dropped, and blank lines are skipped (spreadsheet
 * exports end with them). A quote inside an unquoted field, text after a closing quote, or an
 * unclosed quote is an error: guessing would import a shifted row. No package for this is
 * installed, and the format is small enough to read exactly.
 */
export function parseCsv(text: string): CsvRecord[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let index = 0;
  // True once the current record has any content (so a blank line is not a record of one "").
  let started = false;

  const endField = () => {
    fields.push(field);
    field = "";
  };
  const endRecord = () => {
    endField();
    if (started) records.push({ line: recordLine, fields });
    fields = [];
    started = false;
  };

  while (index < source.length) {
    const char = source[index];
    if (char === '"') {
      if (field !== "") throw new CsvSyntaxError("a quote inside an unquoted field (quote the whole field and double the quote).", line);
      started = true;
      index += 1;
      const openedOn = line;
      for (;;) {
        if (index >= source.length) throw new CsvSyntaxError("a quoted field is never closed.", openedOn);
        const inner = source[index];
        if (inner === '"') {
          if (source[index + 1] === '"') {
            field += '"';
            index += 2;
            continue;
          }
          index += 1;
          break;
        }
        if (inner === "\n") line += 1;
        field += inner;
        index += 1;
      }
      const next = source[index];
      if (next !== undefined && next !== "," && next !== "\n" && next !== "\r") {
        throw new CsvSyntaxError("text after a closing quote (a field is either all quoted or not quoted).", line);
      }
      continue;
    }
    if (char === ",") {
      started = true;
      endField();
      index += 1;
      continue;
    }
    if (char === "\r" || char === "\n") {
      endRecord();
      index += char === "\r" && source[index + 1] === "\n" ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    started = true;
    field += char;
    index += 1;
  }
  endRecord();
  return records;
}
