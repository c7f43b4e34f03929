import { CsvError, parse } from "csv-parse/sync";

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

// The quoting errors csv-parse reports (by code), said in terms of what to fix.
const QUOTING_ERRORS: Readonly<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: "a quoted field is never closed.",
  INVALID_OPENING_QUOTE: "a quote inside an unquoted field (quote the whole field and double the quote).",
  CSV_INVALID_CLOSING_QUOTE: "text after a closing quote (a field is either all quoted or not quoted).",
};

const count = (text: string, char: string): number => text.split(char).length - 1;

/**
 * Parses CSV text by RFC 4180 with csv-parse: comma-separated fields, fields in double quotes may
 * hold commas, line breaks and doubled quotes (""), records end with CRLF, LF or CR (a final line
 * break is optional). A leading UTF-8 byte-order mark is dropped, and blank lines are skipped
 * (spreadsheet exports end with them). A quote inside an unquoted field, text after a closing
 * quote, or an unclosed quote is an error: guessing would import a shifted row. Rows may have any
 * number of fields; the caller compares them with the header.
 *
 * Each record is given the line it starts on, counted here: a line feed inside a quoted field
 * starts a line, as an editor shows it, where csv-parse's own `lines` also counts each CR.
 */
export function parseCsv(text: string): CsvRecord[] {
  const starts: number[] = [];
  // Lines taken by the records read so far (blank lines, skipped, are counted by csv-parse).
  let recordLines = 0;
  // CRs inside the quoted fields read so far, which csv-parse counts as lines and we do not.
  let quotedCrs = 0;
  let fields: string[][];
  try {
    fields = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      record_delimiter: ["\r\n", "\n", "\r"],
      on_record: (record, context) => {
        const inside = record.join("");
        starts.push(1 + recordLines + context.empty_lines);
        recordLines += 1 + count(inside, "\n");
        quotedCrs += count(inside, "\r");
        return record;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const message = QUOTING_ERRORS[error.code] ?? `${error.message}.`;
    // An unclosed quote is reported on its record's first line; the others where the quote is.
    const counted = (name: "lines" | "empty_lines"): number => (typeof error[name] === "number" ? error[name] : 0);
    const where = error.code === "CSV_QUOTE_NOT_CLOSED" ? 1 + recordLines + counted("empty_lines") : counted("lines") - quotedCrs;
    throw new CsvSyntaxError(message, where);
  }
  return fields.map((record, index) => ({ line: starts[index] ?? 0, fields: record }));
}
