import "server-only";

/**
 * CSV writing (RFC 4180): fields separated by commas, records by CRLF, a field quoted when it
 * holds a comma, a quote, CR or LF, with quotes doubled. Cells are also made safe to open in a
 * spreadsheet: text starting with = + - @ (or a tab or CR) would run as a formula, so it gets a
 * leading apostrophe (OWASP's "CSV injection" advice).
 */

/** Characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: null and undefined are empty, dates ISO 8601, everything else its text. */
export function csvCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = "";
  else if (value instanceof Date) text = value.toISOString();
  else if (typeof value === "object") text = JSON.stringify(value);
  else text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, without its line break. */
export function csvRow(values: readonly unknown[]): string {
  return values.map(csvCell).join(",");
}

/** A whole file: the header, then one record per row, each ending in CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => `${csvRow(row)}\r\n`).join("");
}
