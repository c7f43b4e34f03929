import type { WidgetFieldsFragment } from "@/graphql/generated/documents/widgets";
import { formatCount } from "@/lib/format/en-us";

/** One UTC day of a widget's use. */
export interface UsageDay {
  readonly date: string;
  readonly loads: number;
  readonly calculations: number;
}

/** The API's parallel lists (kept so in the Apollo cache: one value, not 30 objects) as days. */
export function usageDays(series: WidgetFieldsFragment["usageSeries"]): UsageDay[] {
  return series.dates.map((date, i) => ({ date, loads: series.loads[i] ?? 0, calculations: series.calculations[i] ?? 0 }));
}

const WIDTH = 600;
const HEIGHT = 160;
const PAD_BOTTOM = 20;
const PAD_LEFT = 32;

/**
 * Daily loads and calculations as paired bars (SVG, no chart library), with the totals in text
 * and a table for screen readers and printing.
 */
export function UsageChart({ usage, name }: { usage: readonly UsageDay[]; name: string }) {
  const loads = usage.reduce((sum, d) => sum + d.loads, 0);
  const calculations = usage.reduce((sum, d) => sum + d.calculations, 0);
  if (loads === 0 && calculations === 0) {
    // An empty chart reads as a broken one: say plainly that nothing has been counted yet.
    return (
      <p data-usage-loads={0} data-usage-calculations={0}>
        No use yet: no load or calculation in the last {usage.length} days. The chart appears once a partner&apos;s page loads the widget.
      </p>
    );
  }
  const max = Math.max(1, ...usage.map((d) => Math.max(d.loads, d.calculations)));
  const slot = (WIDTH - PAD_LEFT) / Math.max(1, usage.length);
  const bar = Math.max(1, slot / 2 - 1);
  const y = (n: number) => (HEIGHT - PAD_BOTTOM) * (1 - n / max);
  const first = usage[0]?.date;
  const last = usage[usage.length - 1]?.date;
  return (
    <figure className="stack">
      <figcaption>
        Last {usage.length} days: <strong data-usage-loads={loads}>{formatCount(loads)} loads</strong> and{" "}
        <strong data-usage-calculations={calculations}>{formatCount(calculations)} calculations</strong>.
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={`Daily loads and calculations of ${name}, ${first ?? ""} to ${last ?? ""}: ${loads} loads, ${calculations} calculations.`}
      >
        <line x1={PAD_LEFT} x2={WIDTH} y1={HEIGHT - PAD_BOTTOM} y2={HEIGHT - PAD_BOTTOM} stroke="#6b7280" />
        <text x={0} y={12} fontSize={11} fill="#374151">
          {max}
        </text>
        <text x={0} y={HEIGHT - PAD_BOTTOM} fontSize={11} fill="#374151">
          0
        </text>
        {usage.map((d, i) => {
          const x = PAD_LEFT + i * slot;
          return (
            <g key={d.date}>
              <rect x={x} y={y(d.loads)} width={bar} height={HEIGHT - PAD_BOTTOM - y(d.loads)} fill="#1d4ed8" />
              <rect x={x + bar} y={y(d.calculations)} width={bar} height={HEIGHT - PAD_BOTTOM - y(d.calculations)} fill="#00875a" />
            </g>
          );
        })}
        <text x={PAD_LEFT} y={HEIGHT - 4} fontSize={11} fill="#374151">
          {first}
        </text>
        <text x={WIDTH} y={HEIGHT - 4} fontSize={11} fill="#374151" textAnchor="end">
          {last}
        </text>
      </svg>
      <p className="field-hint">
        <span aria-hidden="true" style={{ color: "#1d4ed8" }}>
          ■
        </span>{" "}
        Loads{" "}
        <span aria-hidden="true" style={{ color: "#00875a" }}>
          ■
        </span>{" "}
        Calculations
      </p>
      <details>
        <summary>Day by day</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Day (UTC)</th>
              <th scope="col">Loads</th>
              <th scope="col">Calculations</th>
            </tr>
          </thead>
          <tbody>
            {usage
              .filter((d) => d.loads > 0 || d.calculations > 0)
              .map((d) => (
                <tr key={d.date}>
                  <td>{d.date}</td>
                  <td>{d.loads}</td>
                  <td>{d.calculations}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
