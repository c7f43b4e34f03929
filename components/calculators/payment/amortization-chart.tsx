import { formatMoney } from "@/components/calculators/ui/format";
import type { ScheduleYear } from "@/lib/mortgage/amortization";

import styles from "./payment.module.css";

const W = 640;
const H = 280;
const PAD = { left: 64, right: 16, top: 16, bottom: 36 };

export const SERIES = [
  { key: "balance", label: "Loan balance", color: "#00703c", dash: "" },
  { key: "principal", label: "Principal paid", color: "#2f6db5", dash: "6 4" },
  { key: "interest", label: "Interest paid", color: "#b35c00", dash: "2 3" },
] as const;

/** A round axis maximum: 1, 2 or 5 times a power of ten at or above `max`. */
function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

/**
 * Balance, principal paid and interest paid over the years, as three lines. Positions only:
 * the figures are the schedule's (lib/mortgage); the yearly table below is the text alternative,
 * so the drawing is hidden from screen readers. Rendered on the server in the first HTML; in
 * the browser it comes with the lazily loaded live results.
 */
export function AmortizationChart({ years, loanAmount }: { years: readonly ScheduleYear[]; loanAmount: number }) {
  if (years.length === 0) return null;
  const points: { year: number; balance: number; principal: number; interest: number }[] = [{ year: 0, balance: loanAmount, principal: 0, interest: 0 }];
  let principal = 0;
  let interest = 0;
  for (const y of years) {
    principal += y.principal + y.extra;
    interest += y.interest;
    points.push({ year: y.year, balance: y.balance, principal, interest });
  }
  const top = niceMax(Math.max(loanAmount, principal, interest));
  const span = years.length;
  const x = (year: number) => PAD.left + (year / span) * (W - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (1 - value / top) * (H - PAD.top - PAD.bottom);
  const line = (key: "balance" | "principal" | "interest") =>
    points.map((p, i) => `${i === 0 ? "M" : "L"}${x(p.year).toFixed(1)},${y(p[key]).toFixed(1)}`).join("");
  const yearStep = span > 20 ? 5 : span > 10 ? 2 : 1;
  const xTicks: number[] = [];
  for (let t = 0; t <= span; t += yearStep) xTicks.push(t);
  const yTicks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * top);

  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${W} ${H}`} role="presentation" aria-hidden="true" focusable="false">
        {yTicks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#d5ddd9" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize="12" fill="#4a5852">
              {formatMoney(v)}
            </text>
          </g>
        ))}
        {xTicks.map((t) => (
          <text key={t} x={x(t)} y={H - PAD.bottom + 18} textAnchor="middle" fontSize="12" fill="#4a5852">
            {t === 0 ? "Start" : `Yr ${t}`}
          </text>
        ))}
        {SERIES.map((s) => (
          <path key={s.key} d={line(s.key)} fill="none" stroke={s.color} strokeWidth="3" strokeDasharray={s.dash || undefined} />
        ))}
      </svg>
      <figcaption className={styles.legend}>
        {SERIES.map((s) => (
          <span key={s.key}>
            <svg width="28" height="10" aria-hidden="true" focusable="false">
              <line x1="0" x2="28" y1="5" y2="5" stroke={s.color} strokeWidth="3" strokeDasharray={s.dash || undefined} />
            </svg>{" "}
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
