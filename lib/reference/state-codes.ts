/**
 * USPS codes of the 50 states, DC and the 5 territories in data/states.csv, without the
 * state-level figures, for code that only validates a code (the calculator store ships to every
 * calculator page). states.test.ts checks that it matches the generated state table.
 */
export const STATE_CODES: readonly string[] = [
  "AL",
  "AK",
  "AZ",
  "AR",
  "CA",
  "CO",
  "CT",
  "DE",
  "DC",
  "FL",
  "GA",
  "HI",
  "ID",
  "IL",
  "IN",
  "IA",
  "KS",
  "KY",
  "LA",
  "ME",
  "MD",
  "MA",
  "MI",
  "MN",
  "MS",
  "MO",
  "MT",
  "NE",
  "NV",
  "NH",
  "NJ",
  "NM",
  "NY",
  "NC",
  "ND",
  "OH",
  "OK",
  "OR",
  "PA",
  "RI",
  "SC",
  "SD",
  "TN",
  "TX",
  "UT",
  "VT",
  "VA",
  "WA",
  "WV",
  "WI",
  "WY",
  "AS",
  "GU",
  "MP",
  "PR",
  "VI",
];

const CODES = new Set(STATE_CODES);

/** The upper-cased USPS code when `value` names a known state, DC or territory; otherwise null. */
export function stateCode(value: string): string | null {
  const code = value.trim().toUpperCase();
  return CODES.has(code) ? code : null;
}
