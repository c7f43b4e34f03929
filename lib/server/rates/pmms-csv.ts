import "server-only";

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
 * MORTGAGE15US; see data/SOURCES.md). Blank cells (no survey for that term) become null.
 * Throws with the line number on a malformed row, so a bad data file fails the seed loudly.
 */
export function parsePmmsCsv(text: string): PmmsWeek[] {
  const lines = text.split(/\r?\n/);
  if (lines[0]?.trim() !== HEADER) throw new Error(`pmms_weekly_rates.csv: expected the header "${HEADER}"`);
  const weeks: PmmsWeek[] = [];
  for (let index = 1; index < lines.length; index += 1) {
    const raw = lines[index]?.trim() ?? "";
    if (raw === "") continue;
    const [weekDate = "", rate30 = "", rate15 = "", ...rest] = raw.split(",");
    if (rest.length > 0 || !DATE.test(weekDate) || Number.isNaN(Date.parse(weekDate))) {
      throw new Error(`pmms_weekly_rates.csv line ${index + 1}: malformed row "${raw}"`);
    }
    weeks.push({
      weekDate,
      rate30YearFixed: parseRate(rate30, index + 1),
      rate15YearFixed: parseRate(rate15, index + 1),
    });
  }
  return weeks;
}
