/**
 * How rates are written on the site: percent with two decimals, more when the publisher gave more,
 * up to `maxDecimals` (3: Optimal Blue's indices can have a third, PMMS never does; the New York
 * Fed's SOFR averages have 5). Pure.
 */
export function formatRate(ratePercent: number, maxDecimals = 3): string {
  const given = ratePercent.toFixed(maxDecimals).split(".")[1]?.replace(/0+$/, "").length ?? 0;
  return `${ratePercent.toFixed(Math.max(2, given))}%`;
}
