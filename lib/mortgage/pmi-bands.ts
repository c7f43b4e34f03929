/**
 * The seed's PMI credit-score bands, on their own so that code needing only the band text (the
 * calculator store) does not load the PMI rate table.
 */

/** The seed's credit-score bands. */
export const PMI_CREDIT_BANDS: readonly { readonly floor: number; readonly ceiling: number }[] = [
  { floor: 400, ceiling: 619 },
  { floor: 620, ceiling: 639 },
  { floor: 640, ceiling: 659 },
  { floor: 660, ceiling: 679 },
  { floor: 680, ceiling: 699 },
  { floor: 700, ceiling: 719 },
  { floor: 720, ceiling: 739 },
  { floor: 740, ceiling: 759 },
  { floor: 760, ceiling: 850 },
];

/** Scores are read within the seed's 400-850 range, as whole points. */
function clampScore(score: number): number {
  if (!Number.isFinite(score)) return 400;
  return Math.min(850, Math.max(400, Math.floor(score)));
}

/** Index into PMI_CREDIT_BANDS of a credit score (scores clamp to 400-850). */
export function pmiBandIndex(creditScore: number): number {
  const s = clampScore(creditScore);
  for (let i = PMI_CREDIT_BANDS.length - 1; i > 0; i--) if (s >= PMI_CREDIT_BANDS[i]!.floor) return i;
  return 0;
}

const BAND_LABELS = PMI_CREDIT_BANDS.map((b) => `${b.floor}-${b.ceiling}`);

/** The seed's band text for a credit score, e.g. 765 -> "760-850" (scores clamp to 400-850). */
export function creditScoreRangePMI(creditScore: number): string {
  return BAND_LABELS[pmiBandIndex(creditScore)]!;
}
