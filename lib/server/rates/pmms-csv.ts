import "server-only";

import { type CsvRecord, CsvSyntaxError, parseCsv } from "@/lib/csv/parse-csv";

/** One week of the Freddie Mac Primary Mortgage Market Survey (rates in percent, 6.75 = 6.75%). */
export interface PmmsWeek {
  /** Survey week (Thursday release date), YYYY-MM-DD. */
  readonly weekDate: string;
  readonly rate30YearFixed: number | null;
  readonly rate15YearFixed: number | null;
}

const HEADER = "week_date,rate_30yr_fixed_pct,rate_15yr_fixed_pct";
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseRate(cell: string, line: number): number | null {
  if (cell === "") return null;
  const value = Number(cell);
  // The survey has never left 0-25%: anything else is a broken file, not a rate.
  if (!Number.isFinite(value) || value <= 0 || value >= 25) {
    throw new Error(`pmms_weekly_rates.csv line ${line}: "${cell}" is not a rate in percent`);
  }
  return value;
}

/**
 * Parses data/pmms_weekly_rates.csv (Freddie Mac PMMS through FRED series MORTGAGE30US and
 * MORTGAGE15US; see data/SOURCES.md) with csv-parse. Blank cells (no survey for that term) become
 * null. Throws with the line number on a malformed row, so a bad data file fails the seed loudly.
 */
export function parsePmmsCsv(text: string): PmmsWeek[] {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new Error(`pmms_weekly_rates.csv: ${error.message}`);
    throw error;
  }
  const rows = records.map(({ line, fields }) => ({ line, cells: fields.map((cell) => cell.trim()) }));
  const [header, ...body] = rows.filter(({ cells }) => cells.length > 1 || cells[0] !== "");
  if (header?.cells.join(",") !== HEADER) throw new Error(`pmms_weekly_rates.csv: expected the header "${HEADER}"`);
  return body.map(({ line, cells }) => {
    const [weekDate = "", rate30 = "", rate15 = "", ...rest] = cells;
    if (rest.length > 0 || !DATE.test(weekDate) || Number.isNaN(Date.parse(weekDate))) {
      throw new Error(`pmms_weekly_rates.csv line ${line}: malformed row "${cells.join(",")}"`);
    }
    return { weekDate, rate30YearFixed: parseRate(rate30, line), rate15YearFixed: parseRate(rate15, line) };
  });
}
