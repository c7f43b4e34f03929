/**
 * How listing facts read on screen (presentation only: no figure is computed here). US English
 * without Intl, like lib/format/en-us.ts, so server and browser print the same text.
 */
import { formatDecimal, formatUsdDigits } from "@/lib/format/en-us";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "$450,000" (whole dollars). */
export function formatPrice(dollars: number): string {
  return formatUsdDigits(Number.isFinite(dollars) ? dollars : 0, 0, 0);
}

/** "1,850" for counts and areas. */
export function formatCount(value: number): string {
  return formatDecimal(Number.isFinite(value) ? value : 0, 0, 2);
}

/** "October 1, 2026" from "2026-10-01" (or an ISO timestamp); the text as given when unreadable. */
export function formatListingDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  const name = MONTHS[Number(month) - 1];
  return name ? `${name} ${Number(day)}, ${year}` : value;
}

/** The machine-readable date of a `<time>` element ("2026-10-01"), or undefined. */
export function isoDate(value: string | null): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;
}

/** A lot in square feet as people say it: "6,000 sq ft", or acres from one acre up ("1.25 acres"). */
export function formatLotSize(squareFeet: number): string {
  const acres = squareFeet / 43_560;
  if (acres >= 1) return `${formatDecimal(acres, 0, 2)} ${acres === 1 ? "acre" : "acres"}`;
  return `${formatCount(squareFeet)} sq ft`;
}

/** "3 bd · 2 ba · 1,850 sq ft" for cards; missing facts are left out. */
export function formatHomeSummary(listing: { bedroomsTotal: number | null; bathroomsTotalInteger: number | null; livingArea: number | null }): string {
  const parts: string[] = [];
  if (listing.bedroomsTotal !== null) parts.push(`${listing.bedroomsTotal} bd`);
  if (listing.bathroomsTotalInteger !== null) parts.push(`${listing.bathroomsTotalInteger} ba`);
  if (listing.livingArea !== null) parts.push(`${formatCount(listing.livingArea)} sq ft`);
  return parts.join(" · ");
}
