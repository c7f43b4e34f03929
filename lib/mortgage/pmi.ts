/**
 * Conventional borrower-paid monthly PMI.
 *
 * The rate table has the seed's shape (creditFloor, creditCeiling, coverage 35/30/25/12, term over
 * 240 months or not, annualRate) for the bands 400-619 ... 760-850. Cells come from the MGIC BPMI
 * monthly rate card effective 2018-07-09 (data/pmi_bpmi_monthly_mgic_2018.csv, fixed-payment rows;
 * coverage 35 <-> LTV 95.01-97, 30 <-> 90.01-95, 25 <-> 85.01-90, 12 <-> 80.01-85), which holds the
 * seed's known cells (760-850: 0.58% at 35, 0.19% at 12). Cells no source gives follow the
 * documented conservative rules of data/SOURCES.md:
 *  - term <= 240 at 25% and 12% coverage: the term > 240 rate of the same cell (never lower on the card);
 *  - 400-619: the seed's 2.79% at 35 / term > 240, else 150% of the 620-639 cell rounded up to 0.01%.
 *
 * Monthly PMI = annual rate x loan amount / 12, rounded half up to the cent (MGIC card note).
 */
import { MGIC_2018_ROWS } from "@/lib/reference/generated/programs";
import { mulDivHalfUp } from "./money";
import { creditScoreRangePMI, PMI_CREDIT_BANDS, pmiBandIndex } from "./pmi-bands";

export { creditScoreRangePMI, PMI_CREDIT_BANDS } from "./pmi-bands";

export type PmiCoverage = 35 | 30 | 25 | 12;
export const PMI_COVERAGES: readonly PmiCoverage[] = [35, 30, 25, 12];

/** Where a PMI table cell comes from. */
export type PmiCellSource = "seed" | "mgic-2018" | "rule-short-term" | "rule-below-620";

/** One cell of the PMI table, in the seed's row shape. */
export interface PmiRateRow {
  readonly creditFloor: number;
  readonly creditCeiling: number;
  readonly coverage: PmiCoverage;
  /** True for amortization terms over 240 months. */
  readonly termOver240: boolean;
  /** Annual premium in percent of the loan amount (0.58 = 0.58%). */
  readonly annualRate: number;
  readonly source: PmiCellSource;
}

/** The MGIC card's LTV band for each seed coverage tier. */
const LTV_BAND_FOR_COVERAGE: Readonly<Record<PmiCoverage, string>> = {
  35: "95.01-97",
  30: "90.01-95",
  25: "85.01-90",
  12: "80.01-85",
};

/** The seed's own cell for scores below 620 (appears on no public card; SOURCES.md "Not found"). */
const SEED_BELOW_620_35_LONG = 279;

type MgicTerm = "gt_20_years" | "le_20_years";

const mgicKey = (term: MgicTerm, ltvBand: string, coverage: number, ficoBand: string) => `${term}|${ltvBand}|${coverage}|${ficoBand}`;

/**
 * The card's cells by term, LTV band, coverage and FICO band (the first row of each, as a search
 * would find it). One pass over the card: the table is built when the module loads, while a
 * calculator page starts; with a search per cell this module took about 26 ms there at 4x CPU,
 * with the pass 10.6 ms.
 */
function mgicCells(): Map<string, number> {
  const cells = new Map<string, number>();
  for (const r of MGIC_2018_ROWS) {
    const key = mgicKey(r.term, r.ltvBand, r.coverage, r.ficoBand);
    if (!cells.has(key)) cells.set(key, r.rateHundredths);
  }
  return cells;
}

function buildTable(): { rows: PmiRateRow[]; index: PmiRateRow[][][] } {
  const rows: PmiRateRow[] = [];
  const cells = new Map<string, { hundredths: number; source: PmiCellSource }>();
  const key = (band: string, coverage: number, long: boolean) => `${band}|${coverage}|${long}`;
  const mgic = mgicCells();
  const mgicCell = (term: MgicTerm, coverage: PmiCoverage, band: string) => mgic.get(mgicKey(term, LTV_BAND_FOR_COVERAGE[coverage], coverage, band));
  for (const { floor, ceiling } of PMI_CREDIT_BANDS) {
    if (floor < 620) continue;
    const band = `${floor}-${ceiling}`;
    for (const coverage of PMI_COVERAGES) {
      const long = mgicCell("gt_20_years", coverage, band);
      if (long === undefined) throw new Error(`PMI table: MGIC 2018 has no term > 20 years cell for ${band} at ${coverage}%`);
      cells.set(key(band, coverage, true), { hundredths: long, source: "mgic-2018" });
      const short = mgicCell("le_20_years", coverage, band);
      cells.set(key(band, coverage, false), short === undefined ? { hundredths: long, source: "rule-short-term" } : { hundredths: short, source: "mgic-2018" });
    }
  }
  for (const coverage of PMI_COVERAGES) {
    for (const long of [true, false]) {
      const base = cells.get(key("620-639", coverage, long));
      if (!base) throw new Error("PMI table: missing 620-639 cell");
      const seeded = coverage === 35 && long;
      cells.set(
        key("400-619", coverage, long),
        seeded ? { hundredths: SEED_BELOW_620_35_LONG, source: "seed" } : { hundredths: Math.ceil((base.hundredths * 3) / 2), source: "rule-below-620" },
      );
    }
  }
  // The rows in the table's order (band, coverage, term over 240 then not), and the same rows by
  // [band][coverage index][term over 240 ? 1 : 0] for lookups.
  const index = PMI_CREDIT_BANDS.map(({ floor, ceiling }) =>
    PMI_COVERAGES.map((coverage) => {
      const byTerm: PmiRateRow[] = [];
      for (const termOver240 of [true, false]) {
        const cell = cells.get(key(`${floor}-${ceiling}`, coverage, termOver240));
        if (!cell) throw new Error(`PMI table: no cell for ${floor}-${ceiling}`);
        const row: PmiRateRow = { creditFloor: floor, creditCeiling: ceiling, coverage, termOver240, annualRate: cell.hundredths / 100, source: cell.source };
        rows.push(row);
        byTerm[termOver240 ? 1 : 0] = row;
      }
      return byTerm;
    }),
  );
  return { rows, index };
}

const TABLE = buildTable();

/** The full PMI table (9 bands x 4 coverages x 2 term classes = 72 rows). */
export const PMI_RATE_TABLE: readonly PmiRateRow[] = TABLE.rows;

/**
 * Homeowners Protection Act of 1998 (12 U.S.C. 4902): PMI ends automatically once the scheduled
 * balance reaches 78% of the original value, and the borrower may ask to cancel it at 80%
 * (good payment history, no junior liens, value not declined). Percent of the original value.
 */
export const PMI_AUTOMATIC_TERMINATION_LTV_PERCENT = 78;
/** The borrower-requested cancellation point of the Homeowners Protection Act (12 U.S.C. 4902(a)), percent. */
export const PMI_BORROWER_CANCELLATION_LTV_PERCENT = 80;

/** Rows indexed by [band][coverage index][term over 240 ? 1 : 0], so a lookup is three array reads. */
const ROW_INDEX: readonly (readonly (readonly PmiRateRow[])[])[] = TABLE.index;

/**
 * Coverage tier by loan-to-value (seed rule): above 97% no PMI and not eligible; above 95% -> 35;
 * above 90% -> 30; above 85% -> 25; above 80% -> 12; otherwise none. Compared exactly in cents.
 */
export function pmiCoverageForLtv(loanCents: number, valueCents: number): { eligible: boolean; coverage: PmiCoverage | null } {
  const above = (pct: number) => loanCents * 100 > valueCents * pct;
  if (valueCents <= 0) return { eligible: false, coverage: null };
  if (above(97)) return { eligible: false, coverage: null };
  if (above(95)) return { eligible: true, coverage: 35 };
  if (above(90)) return { eligible: true, coverage: 30 };
  if (above(85)) return { eligible: true, coverage: 25 };
  if (above(80)) return { eligible: true, coverage: 12 };
  return { eligible: true, coverage: null };
}

/** The table row for a score, coverage and term (months). */
export function pmiRateRow(creditScore: number, coverage: PmiCoverage, termMonths: number): PmiRateRow {
  return ROW_INDEX[pmiBandIndex(creditScore)]![PMI_COVERAGES.indexOf(coverage)]![termMonths > 240 ? 1 : 0]!;
}

/** Monthly PMI in cents: annual rate x loan / 12, half up. annualRate in percent (0.58). */
export function pmiMonthlyCents(loanCents: number, annualRatePct: number): number {
  return mulDivHalfUp(loanCents, Math.round(annualRatePct * 100), 120_000);
}

/** What the PMI figures for a conventional purchase are. */
export interface PmiQuote {
  /** PMI is required: LTV above 80%. */
  readonly required: boolean;
  /** The LTV is within the program (97% or less). */
  readonly eligible: boolean;
  /** The coverage the premium is priced at (the 90%-LTV tier, 25, when PMI is not required). */
  readonly coverage: PmiCoverage | null;
  /** True when coverage was looked up as 90% LTV because the down payment is 20% or more. */
  readonly lookedUpAt90Ltv: boolean;
  readonly creditScoreRangePMI: string;
  /** Annual premium, percent of the loan. 0 when not eligible. */
  readonly annualRate: number;
  /** Monthly premium in dollars (what PMI costs, or would cost), rounded to the cent. */
  readonly monthly: number;
  readonly source: PmiCellSource | null;
}

/**
 * Prices PMI for a conventional loan. With 20% or more down PMI is not required and the quote
 * is what it would cost at the 90%-LTV tier (seed rule); above 97% LTV the loan is not eligible.
 */
export function quotePmi(loanCents: number, valueCents: number, creditScore: number, termMonths: number): PmiQuote {
  const { eligible, coverage } = pmiCoverageForLtv(loanCents, valueCents);
  const range = creditScoreRangePMI(creditScore);
  if (!eligible) {
    return {
      required: loanCents > 0,
      eligible: false,
      coverage: null,
      lookedUpAt90Ltv: false,
      creditScoreRangePMI: range,
      annualRate: 0,
      monthly: 0,
      source: null,
    };
  }
  const required = coverage !== null;
  const priced: PmiCoverage = coverage ?? 25;
  const row = pmiRateRow(creditScore, priced, termMonths);
  return {
    required,
    eligible: true,
    coverage: priced,
    lookedUpAt90Ltv: !required,
    creditScoreRangePMI: range,
    annualRate: row.annualRate,
    monthly: pmiMonthlyCents(loanCents, row.annualRate) / 100,
    source: row.source,
  };
}
