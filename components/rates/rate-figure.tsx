import { formatPercent } from "@/components/calculators/ui/format";

export interface RateFigureProps {
  /** The figure's name, as in docs/architecture.md, Results markup (`estimatedRate30Year`, `fhaRate`, ...). */
  name: string;
  /** A rate in percent (6.293), points (0.375) or percentage points, exact to 0.001. */
  value: number;
  /** Text shown instead of the percent (the `data-value` still carries the number). */
  children?: string;
}

/**
 * A rate or LLPA figure: `<output data-result="NAME" data-value="N">` with N to 3 decimals (rates
 * are kept to 0.001%, LLPAs are eighths of a point), where money figures (ResultFigure) keep 2.
 */
export function RateFigure({ name, value, children }: RateFigureProps) {
  const exact = Number.isFinite(value) ? Math.round(value * 1000) / 1000 : 0;
  return (
    <output data-result={name} data-value={String(exact)}>
      {children ?? formatPercent(exact)}
    </output>
  );
}
