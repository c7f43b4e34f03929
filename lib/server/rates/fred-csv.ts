import "server-only";

import { type CsvRecord, CsvSyntaxError, parseCsv } from "@/lib/csv/parse-csv";
import { FRED_SERIES_IDS, isFredSeriesId, type FredSeriesId, type SeriesObservation } from "@/lib/rates/series";
import { checkObservation } from "@/lib/server/rates/fred-observations";

/** A row the import refused: its line in the file (1 = the header) and why. */
export interface RejectedRow {
  readonly line: number;
  readonly reason: string;
}

/** A FRED CSV download as read: nothing is stored unless `fileError` is null and `rejected` is empty. */
export interface FredCsvFile {
  /** The series named in the header, or null when the header is not a known series. */
  readonly seriesId: FredSeriesId | null;
  /** The observations with a value, in file order. */
  readonly observations: readonly SeriesObservation[];
  /** Rows FRED marks missing ("." or empty), skipped. */
  readonly missing: number;
  readonly rejected: readonly RejectedRow[];
  /** Why the file as a whole cannot be read (empty, wrong header), or null. */
  readonly fileError: string | null;
}

// FRED's downloads name the date column observation_date; older downloads (and ALFRED) say DATE.
const DATE_COLUMNS = ["observation_date", "DATE"];

function failed(fileError: string, seriesId: FredSeriesId | null = null): FredCsvFile {
  return { seriesId, observations: [], missing: 0, rejected: [], fileError };
}

/**
 * Parses a FRED CSV download of one series (header `observation_date,<SERIES_ID>` or, in older
 * downloads, `DATE,<SERIES_ID>`; one `date,value` row per observation) with csv-parse. The series
 * must be one of lib/rates/series.ts (a mortgage rate or an index: FRED_SERIES_IDS). Every row is checked (`checkObservation`): a bad date or
 * rate, a row with the wrong number of cells and a date given twice are each reported with their
 * line; missing values ("." or empty) are counted and skipped. Blank lines are ignored; broken
 * quoting refuses the file. Pure: no I/O.
 */
export function parseFredCsv(text: string, today: string): FredCsvFile {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return failed(`Not valid CSV: ${error.message}`);
    throw error;
  }
  const rows = records.map(({ line, fields }) => ({ line, cells: fields.map((cell) => cell.trim()) }));
  const [header, ...body] = rows.filter(({ cells }) => cells.length > 1 || cells[0] !== "");
  if (!header) return failed("The file is empty: expected FRED's CSV download, starting with the header observation_date,SERIES_ID.");
  const [dateColumn = "", seriesColumn = "", ...extra] = header.cells;
  if (!DATE_COLUMNS.includes(dateColumn) || seriesColumn === "" || extra.length > 0) {
    return failed(
      `Line ${header.line}: expected the header observation_date,SERIES_ID (or DATE,SERIES_ID) of a FRED CSV download of one series, found "${header.cells.join(",").slice(0, 80)}".`,
    );
  }
  if (!isFredSeriesId(seriesColumn)) {
    return failed(`Line ${header.line}: ${seriesColumn} is not a series this site uses (known: ${FRED_SERIES_IDS.join(", ")}).`);
  }
  const seriesId = seriesColumn;
  const observations: SeriesObservation[] = [];
  const rejected: RejectedRow[] = [];
  const seen = new Map<string, number>();
  let missing = 0;
  for (const { line, cells } of body) {
    const raw = cells.join(",");
    if (cells.length !== 2) {
      rejected.push({ line, reason: `expected 2 cells (date,rate), found ${cells.length}: "${raw.slice(0, 80)}"` });
      continue;
    }
    const [date = "", value = ""] = cells;
    const checked = checkObservation(seriesId, date, value, today);
    if (checked.kind === "invalid") {
      rejected.push({ line, reason: `${checked.reasons.join("; ")} ("${raw.slice(0, 80)}")` });
      continue;
    }
    const rowDate = checked.kind === "rate" ? checked.observation.date : checked.date;
    const earlier = seen.get(rowDate);
    if (earlier !== undefined) {
      rejected.push({ line, reason: `${rowDate} is already on line ${earlier}` });
      continue;
    }
    seen.set(rowDate, line);
    if (checked.kind === "missing") missing += 1;
    else observations.push(checked.observation);
  }
  return { seriesId, observations, missing, rejected, fileError: null };
}
