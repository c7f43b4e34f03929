/**
 * How rates are written on the site: percent with two decimals, three when the publisher gave a
 * third (Optimal Blue's indices can have one; PMMS never does). Pure.
 */
export function formatRate(ratePercent: number): string {
  const three = ratePercent.toFixed(3);
  return `${three.endsWith("0") ? ratePercent.toFixed(2) : three}%`;
}
