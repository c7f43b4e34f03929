import { dataValue, formatFigure, type FigureFormat } from "./format";

export interface ResultFigureProps {
  /** The figure's name, as in docs/architecture.md, Results markup (`monthlyPayment`, `loanAmount`, ...): tests read it. */
  name: string;
  /** Dollars (with cents) or a count. */
  value: number;
  /** How the value is shown (default whole dollars). */
  format?: FigureFormat;
  /** Text shown instead of the formatted value (the `data-value` still carries the number). */
  children?: string;
  className?: string;
  /** ids of the inputs the figure is computed from (the `for` attribute of `<output>`). */
  htmlFor?: string;
}

/**
 * One computed figure: `<output data-result="NAME" data-value="N">` with the value formatted
 * for people. Works in Server and Client Components (no hooks). The site CSS hides every
 * `[data-result]` while saved inputs are being restored, so no stale figure ever flashes.
 */
export function ResultFigure({ name, value, format = "money", children, className, htmlFor }: ResultFigureProps) {
  return (
    <output data-result={name} data-value={dataValue(value)} className={className} htmlFor={htmlFor}>
      {children ?? formatFigure(value, format)}
    </output>
  );
}
