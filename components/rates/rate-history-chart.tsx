import { averageByPeriod, chartPeriod, type RateHistory } from "@/lib/rates/history";
import { RATE_SERIES } from "@/lib/rates/series";

import styles from "./rates.module.css";
import { SERIES_STYLE } from "./series-style";

const W = 640;
const H = 300;
const PAD = { left: 44, right: 12, top: 14, bottom: 30 };

function toDays(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
}

/** Year ticks at a step that leaves room for the labels (1, 2, 5 or 10 years). */
function yearTicks(from: string, to: string): { date: string; label: string }[] {
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4));
  const span = last - first;
  if (span < 2) {
    // A year or less: every other month.
    const ticks: { date: string; label: string }[] = [];
    for (let year = first; year <= last; year += 1) {
      for (let month = 1; month <= 12; month += 2) {
        const date = `${year}-${String(month).padStart(2, "0")}-01`;
        if (date >= from && date <= to)
          ticks.push({
            date,
            label: new Date(`${date}T00:00:00Z`).toLocaleString("en-US", { month: "short", timeZone: "UTC" }) + (month === 1 ? ` ${year}` : ""),
          });
      }
    }
    return ticks;
  }
  const step = span <= 6 ? 1 : span <= 15 ? 2 : span <= 30 ? 5 : 10;
  const ticks: { date: string; label: string }[] = [];
  for (let year = Math.ceil(first / step) * step; year <= last; year += step) {
    const date = `${year}-01-01`;
    if (date >= from && date <= to) ticks.push({ date, label: String(year) });
  }
  return ticks;
}

/**
 * The history as lines, one per series with data: weekly points up to 5 years, monthly averages
 * for the whole history (so the drawing stays small). Positions only: the figures are in the
 * table below, the text alternative, so the drawing is hidden from screen readers (as the
 * amortization chart is). Server-rendered SVG, no JavaScript; the section it sits in is rendered
 * lazily by the browser (content-visibility), like the calculators' charts below the fold.
 */
export function RateHistoryChart({ history }: { history: RateHistory }) {
  const { from, to } = history;
  if (!from || !to || history.series.length === 0) return null;
  const period = chartPeriod(history.range);
  const lines = history.series.map((series) => ({
    id: series.seriesId,
    points: RATE_SERIES[series.seriesId].frequency === "weekly" && period === "week" ? series.points : averageByPeriod(series.points, period),
  }));
  const values = lines.flatMap((line) => line.points.map((p) => p.ratePercent));
  const low = Math.floor(Math.min(...values));
  const high = Math.ceil(Math.max(...values));
  const top = high === low ? high + 1 : high;
  const step = top - low > 8 ? 2 : 1;
  const start = toDays(from);
  const span = Math.max(1, toDays(to) - start);
  const x = (date: string) => PAD.left + ((toDays(date) - start) / span) * (W - PAD.left - PAD.right);
  const y = (rate: number) => PAD.top + (1 - (rate - low) / (top - low)) * (H - PAD.top - PAD.bottom);
  const yTicks: number[] = [];
  for (let value = low; value <= top; value += step) yTicks.push(value);

  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${W} ${H}`} role="presentation" aria-hidden="true" focusable="false">
        {yTicks.map((value) => (
          <g key={value}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(value)} y2={y(value)} stroke="#d5ddd9" />
            <text x={PAD.left - 6} y={y(value) + 4} textAnchor="end" fontSize="12" fill="#4a5852">
              {value}%
            </text>
          </g>
        ))}
        {yearTicks(from, to).map((tick) => (
          <text key={tick.date} x={x(tick.date)} y={H - PAD.bottom + 18} textAnchor="middle" fontSize="12" fill="#4a5852">
            {tick.label}
          </text>
        ))}
        {lines.map((line) => (
          <path
            key={line.id}
            d={line.points.map((p, i) => `${i === 0 ? "M" : "L"}${x(p.date).toFixed(1)},${y(p.ratePercent).toFixed(1)}`).join("")}
            fill="none"
            stroke={SERIES_STYLE[line.id].color}
            strokeWidth="2"
            strokeDasharray={SERIES_STYLE[line.id].dash || undefined}
          />
        ))}
      </svg>
      <figcaption className={styles.legend}>
        {lines.map((line) => (
          <span key={line.id}>
            <svg width="28" height="10" aria-hidden="true" focusable="false">
              <line
                x1="0"
                x2="28"
                y1="5"
                y2="5"
                stroke={SERIES_STYLE[line.id].color}
                strokeWidth="3"
                strokeDasharray={SERIES_STYLE[line.id].dash || undefined}
              />
            </svg>{" "}
            {RATE_SERIES[line.id].label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
