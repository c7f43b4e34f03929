import "server-only";

import type { z } from "zod";

import { resoListingSchema, type ResoListing } from "@/lib/listings/reso";
import { CsvSyntaxError, parseCsv } from "@/lib/csv/parse-csv";

/** A row the import refuses, where it is in the file and every reason. */
export interface RejectedRow {
  /** "line 7" (CSV, the file line the record starts on) or "index 3" (JSON, 0-based). */
  readonly where: string;
  readonly listingKey: string | null;
  readonly reasons: string[];
}

/** What reading a listing file gave: every valid record, or why the file is refused. */
export interface ParsedListingFile {
  readonly format: "csv" | "json";
  readonly records: ResoListing[];
  readonly rejected: RejectedRow[];
  /** The file as a whole could not be read (syntax, shape, header); no row was looked at. */
  readonly fileError: string | null;
  /** CSV columns that are not fields of the listing record, ignored (RESO has many more). */
  readonly ignoredColumns: string[];
}

type FieldName = keyof z.input<typeof resoListingSchema>;

/** The record's field names (RESO), as the CSV header must spell them. */
const FIELDS = Object.keys(resoListingSchema.shape) as FieldName[];

/** Fields that are numbers in the record: a CSV cell must be a plain decimal number. */
const NUMBER_FIELDS = new Set<FieldName>(
  FIELDS.filter((name) => {
    const probe = resoListingSchema.shape[name].safeParse("1");
    const number = resoListingSchema.shape[name].safeParse(1);
    return !probe.success && number.success;
  }),
);

// Strict: digits with an optional sign and decimal part. No thousands separators, currency
// signs, exponents or spaces inside: "1,250,000" or "$350k" must be refused, not misread.
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Reads a RESO-named listing file and validates every row with `resoListingSchema`.
 * CSV: a header row of RESO field names, then one listing a record; an empty cell is null;
 * number fields must be plain decimals; Media is `|`-separated URLs or a JSON array.
 * JSON: an array of records, or an OData response `{ "value": [...] }`; Media may be URLs or
 * RESO Media objects (`MediaURL`, ordered by `Order`).
 * A ListingKey seen earlier in the same file rejects the later row. Pure: nothing is written.
 */
export function parseListingFile(text: string, format: "csv" | "json"): ParsedListingFile {
  return format === "csv" ? parseCsvListings(text) : parseJsonListings(text);
}

/** The format a file name or its content says: `.csv`/`.json`, else a leading `[` or `{` is JSON. */
export function detectFormat(fileName: string, text: string): "csv" | "json" {
  const lower = fileName.toLowerCase();
  if (lower.endsWith(".csv")) return "csv";
  if (lower.endsWith(".json")) return "json";
  const first = text.replace(/^\uFEFF/, "").trimStart()[0];
  return first === "[" || first === "{" ? "json" : "csv";
}

function fileFailure(format: "csv" | "json", message: string): ParsedListingFile {
  return { format, records: [], rejected: [], fileError: message, ignoredColumns: [] };
}

function parseCsvListings(text: string): ParsedListingFile {
  let rows;
  try {
    rows = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return fileFailure("csv", `Not valid CSV: ${error.message}`);
    throw error;
  }
  const [header, ...body] = rows;
  if (!header) return fileFailure("csv", "The file is empty: expected a header row of RESO field names.");
  const names = header.fields.map((name) => name.trim());
  const known = new Set<string>(FIELDS);
  const duplicates = names.filter((name, index) => name !== "" && names.indexOf(name) !== index);
  if (duplicates.length > 0) return fileFailure("csv", `Line ${header.line}: column named twice: ${[...new Set(duplicates)].join(", ")}.`);
  const columns = names.map((name) => (known.has(name) ? (name as FieldName) : null));
  if (!columns.includes("ListingKey")) {
    return fileFailure(
      "csv",
      `Line ${header.line}: the header row has no ListingKey column; it must name RESO fields (${FIELDS.slice(0, 6).join(", ")}, ...).`,
    );
  }
  const ignoredColumns = names.filter((name, index) => columns[index] === null && name !== "");

  const results = body.map((row) => {
    const reasons: string[] = [];
    // Fields whose cell was already refused: zod would only add "is required" for them.
    const reasonFor = new Set<string>();
    if (row.fields.length !== names.length) {
      reasons.push(`has ${row.fields.length} fields, the header has ${names.length}.`);
      // The key is still named in the report when its cell is where the header says.
      const key = row.fields[columns.indexOf("ListingKey")];
      return { where: `line ${row.line}`, input: null, reasons, reasonFor, key };
    }
    const input: Record<string, unknown> = {};
    row.fields.forEach((raw, index) => {
      const name = columns[index];
      if (!name) return;
      const cell = raw.trim();
      if (cell === "") {
        input[name] = null;
      } else if (NUMBER_FIELDS.has(name)) {
        if (DECIMAL.test(cell)) {
          input[name] = Number(cell);
        } else {
          reasonFor.add(name);
          reasons.push(`${name}: "${cell}" is not a plain number (digits and an optional decimal point only).`);
        }
      } else if (name === "Media") {
        const media = csvMedia(cell);
        if (typeof media === "string") {
          reasonFor.add(name);
          reasons.push(`Media: ${media}`);
        } else {
          input[name] = media;
        }
      } else {
        input[name] = cell;
      }
    });
    return { where: `line ${row.line}`, input, reasons, reasonFor };
  });
  return { ...validate("csv", results), ignoredColumns };
}

function csvMedia(cell: string): string[] | string {
  if (!cell.startsWith("["))
    return cell
      .split("|")
      .map((url) => url.trim())
      .filter((url) => url !== "");
  try {
    const parsed: unknown = JSON.parse(cell);
    if (Array.isArray(parsed) && parsed.every((url) => typeof url === "string")) return parsed;
  } catch {
    // Falls through to the message below.
  }
  return "a JSON array of photo URLs was expected (or URLs separated by |).";
}

function parseJsonListings(text: string): ParsedListingFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    return fileFailure("json", `Not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const list = Array.isArray(parsed) ? parsed : isObject(parsed) && Array.isArray(parsed.value) ? parsed.value : null;
  if (!list) return fileFailure("json", 'Expected an array of listing records or an OData response { "value": [ ... ] }.');
  const results = list.map((item: unknown, index) => {
    if (!isObject(item)) return { where: `index ${index}`, input: null, reasons: ["is not an object."] };
    return { where: `index ${index}`, input: { ...item, Media: jsonMedia(item.Media) }, reasons: [] };
  });
  return { ...validate("json", results), ignoredColumns: [] };
}

/** RESO Media objects (MediaURL by Order) become the ordered URL list; anything else goes to zod as is. */
function jsonMedia(media: unknown): unknown {
  if (!Array.isArray(media) || !media.every((item) => isObject(item) && typeof item.MediaURL === "string")) return media;
  return [...(media as Record<string, unknown>[])]
    .map((item, index) => ({ url: item.MediaURL as string, order: typeof item.Order === "number" ? item.Order : index }))
    .sort((a, b) => a.order - b.order)
    .map((item) => item.url);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

interface RowInput {
  readonly where: string;
  readonly input: Record<string, unknown> | null;
  readonly reasons: string[];
  /** Fields already explained in `reasons`. */
  readonly reasonFor?: ReadonlySet<string>;
  /** The row's ListingKey when `input` is null. */
  readonly key?: string;
}

function validate(format: "csv" | "json", rows: RowInput[]): Omit<ParsedListingFile, "ignoredColumns"> {
  const records: ResoListing[] = [];
  const rejected: RejectedRow[] = [];
  const firstSeen = new Map<string, string>();
  for (const row of rows) {
    const reasons = [...row.reasons];
    const rawKey = row.input ? row.input.ListingKey : row.key;
    const listingKey = typeof rawKey === "string" && rawKey.trim() !== "" ? rawKey.trim() : null;
    let record: ResoListing | null = null;
    if (row.input) {
      const result = resoListingSchema.safeParse(row.input);
      if (result.success) record = result.data;
      else {
        const issues = result.error.issues.filter((issue) => !row.reasonFor?.has(String(issue.path[0])));
        reasons.push(...issues.map((issue) => describeIssue(issue, row.input ?? {})));
      }
    }
    if (listingKey) {
      const earlier = firstSeen.get(listingKey);
      if (earlier) reasons.push(`ListingKey ${listingKey} is already on ${earlier} of this file.`);
      else firstSeen.set(listingKey, row.where);
    }
    if (reasons.length > 0 || !record) rejected.push({ where: row.where, listingKey, reasons });
    else records.push(record);
  }
  return { format, records, rejected, fileError: null };
}

function describeIssue(issue: z.core.$ZodIssue, input: Record<string, unknown>): string {
  const field = issue.path.map(String).join(".");
  const top = issue.path[0];
  // zod's own words for a missing value ("expected string, received undefined") say less.
  if (issue.code === "invalid_type" && issue.path.length === 1 && typeof top === "string" && input[top] == null) {
    return `${top} is required.`;
  }
  if (!field || issue.message.startsWith(field.split(".")[0] ?? "")) return issue.message;
  return `${field}: ${issue.message}`;
}
