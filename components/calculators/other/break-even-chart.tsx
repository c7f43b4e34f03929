"use client";

import { formatMoney, formatMonths } from "@/components/calculators/ui/format";

const W = 640;
const H = 240;
const PAD = { left: 64, right: 16, top: 16, bottom: 36 };

export interface BreakEvenChartProps {
  /** Dollars saved each month (positive). */
  monthlySaving: number;
  /** Dollars to recover. */
  closingCosts: number;
  /** The engine's break-even month. */
  breakEvenMonths: number;
}

/**
 * Savings piling up month by month against the closing costs, with the break-even month marked.
 * Loaded lazily; decoration beside the figures (which say the same in text), so hidden from
 * screen readers.
 */
export function BreakEvenChart({ monthlySaving, closingCosts, breakEvenMonths }: BreakEvenChartProps) {
  // Show twice the break-even time (at least two years) so the crossing sits mid-chart.
  const horizon = Math.max(24, Math.ceil((breakEvenMonths * 2) / 12) * 12);
  const top = Math.max(closingCosts, monthlySaving * horizon) * 1.05 || 1;
  const x = (month: number) => PAD.left + (month / horizon) * (W - PAD.left - PAD.right);
  const y = (dollars: number) => H - PAD.bottom - (dollars / top) * (H - PAD.top - PAD.bottom);
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round((top * f) / 1000) * 1000);
  const yearStep = horizon > 120 ? 60 : horizon > 48 ? 12 : 6;
  const months: number[] = [];
  for (let m = 0; m <= horizon; m += yearStep) months.push(m);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" aria-hidden="true" focusable="false" style={{ display: "block", maxWidth: "100%", height: "auto" }}>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#e4ebe8" />
          <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#4a5852">
            {formatMoney(t)}
          </text>
        </g>
      ))}
      {months.map((m) => (
        <text key={m} x={x(m)} y={H - PAD.bottom + 18} textAnchor="middle" fontSize="11" fill="#4a5852">
          {m === 0 ? "Now" : formatMonths(m)}
        </text>
      ))}
      <line x1={x(0)} x2={x(horizon)} y1={y(closingCosts)} y2={y(closingCosts)} stroke="#b35c00" strokeWidth="2" strokeDasharray="6 4" />
      <line x1={x(0)} x2={x(horizon)} y1={y(0)} y2={y(monthlySaving * horizon)} stroke="#00703c" strokeWidth="3" />
      {breakEvenMonths <= horizon ? (
        <g>
          <circle cx={x(breakEvenMonths)} cy={y(closingCosts)} r="6" fill="#0b2e1f" />
          <text x={x(breakEvenMonths)} y={y(closingCosts) - 12} textAnchor="middle" fontSize="12" fontWeight="700" fill="#0b2e1f">
            Break-even: {formatMonths(breakEvenMonths)}
          </text>
        </g>
      ) : null}
    </svg>
  );
}
