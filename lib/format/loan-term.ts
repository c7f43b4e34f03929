/** A loan term as people say it: "30 years", or "100 months" when it is not whole years. */
export function loanTermLabel(months: number): string {
  return months % 12 === 0 ? `${months / 12} years` : `${months} months`;
}
