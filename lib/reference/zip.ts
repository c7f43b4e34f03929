/**
 * ZIP Code (ZCTA) -> primary county (heavy module, ~90 KB gzip; server or lazy import).
 * Census 2020 ZCTA-county relationship file; the primary county is the one holding the largest
 * share of the ZCTA's land (Connecticut mapped to its planning regions). ZCTAs approximate USPS
 * ZIP Codes: PO-box-only and single-business ZIPs have none.
 */
import { ZCTA_PRIMARY_COUNTY } from "./generated/zcta";

const RECORD = 10;
const COUNT = ZCTA_PRIMARY_COUNTY.length / RECORD;

/** The primary county FIPS of a 5-digit ZIP/ZCTA ("90210" -> "06037"), or null. ZIP+4 is accepted. */
export function countyFipsForZip(zip: string): string | null {
  const z = zip.trim().slice(0, 5);
  if (!/^\d{5}$/.test(z)) return null;
  // Binary search over the fixed-width, sorted records, comparing 5-character keys in place.
  let lo = 0;
  let hi = COUNT - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const key = ZCTA_PRIMARY_COUNTY.slice(mid * RECORD, mid * RECORD + 5);
    if (key === z) return ZCTA_PRIMARY_COUNTY.slice(mid * RECORD + 5, mid * RECORD + RECORD);
    if (key < z) lo = mid + 1;
    else hi = mid - 1;
  }
  return null;
}

/** Number of ZCTAs in the table. */
export const ZCTA_COUNT = COUNT;
