// Synthetic rate observations for the rate import and sync tests. The values are made up (a
// straight ramp from a round number), never real Optimal Blue figures: FRED's terms forbid
// redistributing those (data/SOURCES.md).
import { addDays } from "@/lib/rates/dates";

/** `count` weekdays from `start` (inclusive), with rates base, base + step, ... (3 decimals, as a string). */
export function syntheticWeekdays(start: string, count: number, base = 5, step = 0.01): { date: string; value: string }[] {
  const out: { date: string; value: string }[] = [];
  for (let date = start; out.length < count; date = addDays(date, 1)) {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    out.push({ date, value: (base + step * out.length).toFixed(3) });
  }
  return out;
}

/** A FRED CSV download of those observations (header `observation_date,ID`). */
export function fredCsv(seriesId: string, rows: readonly { date: string; value: string }[]): string {
  return [`observation_date,${seriesId}`, ...rows.map((row) => `${row.date},${row.value}`)].join("\n") + "\n";
}
