import { formatMoney } from "@/components/calculators/ui/format";

import type { BreakdownPart } from "./breakdown";

const SIZE = 160;
const R = 62;
const STROKE = 26;
const CIRCUMFERENCE = 2 * Math.PI * R;

/**
 * The monthly payment as a ring, one arc per part (drawn with stroke dash offsets on one circle
 * each, so there is no path arithmetic). The list beside it carries the same
 * figures for screen readers, so the drawing itself is hidden from them. Rendered on the server
 * in the first HTML; in the browser it comes with the lazily loaded live results.
 */
export function BreakdownChart({ parts, total }: { parts: readonly BreakdownPart[]; total: number }) {
  const shown = parts.filter((p) => p.value > 0);
  let offset = 0;
  return (
    <svg viewBox={`0 0 ${SIZE} ${SIZE}`} width={SIZE} height={SIZE} aria-hidden="true" focusable="false">
      <circle cx={SIZE / 2} cy={SIZE / 2} r={R} fill="none" stroke="#e4ebe8" strokeWidth={STROKE} />
      {total > 0
        ? shown.map((part) => {
            const length = (part.value / total) * CIRCUMFERENCE;
            const arc = (
              <circle
                key={part.key}
                cx={SIZE / 2}
                cy={SIZE / 2}
                r={R}
                fill="none"
                stroke={part.color}
                strokeWidth={STROKE}
                strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
                strokeDashoffset={-offset}
                transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
              />
            );
            offset += length;
            return arc;
          })
        : null}
      <text x="50%" y="47%" textAnchor="middle" fontSize="20" fontWeight="700" fill="#0b2e1f">
        {formatMoney(total)}
      </text>
      <text x="50%" y="61%" textAnchor="middle" fontSize="11" fill="#4a5852">
        a month
      </text>
    </svg>
  );
}
