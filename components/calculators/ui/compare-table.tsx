import type { FigureFormat } from "./format";
import { ResultFigure } from "./result-figure";
import { scrollRegionLabel } from "./scroll-label";
import styles from "./calculator.module.css";

/** One figure of a comparison row, per column. */
export interface CompareCell {
  value: number;
  format?: FigureFormat;
  /** Text instead of the formatted number ("Not eligible", "Never"). */
  text?: string;
}

export interface CompareRow {
  label: string;
  /** Base name for the cells' `data-result` (column `i` gets `${name}${columnKeys[i]}`). */
  name: string;
  cells: readonly CompareCell[];
}

export interface CompareTableProps {
  caption: string;
  /** Column headings, e.g. ["FHA", "Conventional"]. */
  columns: readonly string[];
  /** Suffixes that keep each column's `data-result` names unique, e.g. ["A", "B"]. */
  columnKeys: readonly string[];
  rows: readonly CompareRow[];
}

/**
 * Two (or more) scenarios side by side, one row per figure, every cell a `data-result` output
 * (`monthlyPaymentA`, `monthlyPaymentB`, ...). Works in Server and Client Components.
 */
export function CompareTable({ caption, columns, columnKeys, rows }: CompareTableProps) {
  return (
    // Focusable so keyboard users can scroll it when it is wider than a phone screen.
    <div className="table-scroll" role="region" aria-label={scrollRegionLabel(caption)} tabIndex={0}>
      <table className={styles.compare}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Figure</th>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, index) => (
                <td key={columnKeys[index] ?? index}>
                  <ResultFigure name={`${row.name}${columnKeys[index] ?? index}`} value={cell.value} format={cell.format}>
                    {cell.text}
                  </ResultFigure>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
