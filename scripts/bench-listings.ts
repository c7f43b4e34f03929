// The listing-search scenario of `npm run bench:api` (--only=listings): 100,000 synthetic
// listings, inserted once per database (keys "bench-<n>", a deterministic loop over ten metro
// areas), and a mix of searches the /listings/ page sends: map rectangle + price + bedrooms,
// payment maximums (default scenario and FHA), state + payment sort, price + beds + baths.
import { sql } from "drizzle-orm";

import { resoListingSchema, type ResoListing, type ResoListingInput, type StandardStatus } from "@/lib/listings/reso";
import { queryRows, type Database } from "@/lib/server/db/client";
import { upsertListings } from "@/lib/server/listings/upsert";

/** Metro areas the synthetic listings spread around (center, county FIPS, a ZIP). */
const METROS = [
  { state: "CA", county: "Los Angeles", fips: "06037", zip: "90012", lat: 34.05, lon: -118.25 },
  { state: "TX", county: "Travis", fips: "48453", zip: "78701", lat: 30.27, lon: -97.74 },
  { state: "NY", county: "Kings", fips: "36047", zip: "11201", lat: 40.69, lon: -73.99 },
  { state: "IL", county: "Cook", fips: "17031", zip: "60601", lat: 41.88, lon: -87.63 },
  { state: "FL", county: "Miami-Dade", fips: "12086", zip: "33130", lat: 25.77, lon: -80.19 },
  { state: "WA", county: "King", fips: "53033", zip: "98101", lat: 47.61, lon: -122.33 },
  { state: "CO", county: "Denver", fips: "08031", zip: "80202", lat: 39.74, lon: -104.99 },
  { state: "GA", county: "Fulton", fips: "13121", zip: "30303", lat: 33.75, lon: -84.39 },
  { state: "OH", county: "Franklin", fips: "39049", zip: "43215", lat: 39.96, lon: -82.99 },
  { state: "AZ", county: "Maricopa", fips: "04013", zip: "85004", lat: 33.45, lon: -112.07 },
] as const;

const SUB_TYPES = ["Single Family Residence", "Single Family Residence", "Single Family Residence", "Condominium", "Townhouse", "Manufactured Home"];
const STATUSES: readonly StandardStatus[] = [
  "Active",
  "Active",
  "Active",
  "Active",
  "Active",
  "Active",
  "Active Under Contract",
  "Coming Soon",
  "Pending",
  "Closed",
];

/**
 * Inserts synthetic listings until `count` "bench-" rows exist (nothing when they already do),
 * through the import's own upsert (`upsertListings`), so its columns, county and monthly carry
 * are the import's. Returns the rows added.
 */
export async function seedBenchListings(db: Database, count: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from listings where listing_key like 'bench-%'`);
  const have = Number(row?.n ?? 0);
  let seed = 20_260_101;
  const rand = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  for (let start = have; start < count; start += 2000) {
    const records: ResoListing[] = [];
    for (let i = start; i < Math.min(count, start + 2000); i++) {
      const metro = METROS[i % METROS.length]!;
      const price = Math.round((60_000 * Math.exp(rand() * 3.6)) / 1000) * 1000;
      const taxOwn = rand() < 0.4;
      const hoa = rand() < 0.3 ? Math.round(rand() * 700) : null;
      // The fields' order is the order rand() is drawn in: the same listings on every run.
      records.push(
        resoListingSchema.parse({
          ListingKey: `bench-${i}`,
          StandardStatus: STATUSES[Math.floor(rand() * STATUSES.length)]!,
          ListPrice: price,
          PropertyType: "Residential",
          PropertySubType: SUB_TYPES[Math.floor(rand() * SUB_TYPES.length)]!,
          BedroomsTotal: 1 + Math.floor(rand() * 6),
          BathroomsTotalInteger: 1 + Math.floor(rand() * 4),
          LivingArea: 500 + Math.floor(rand() * 4000),
          YearBuilt: 1900 + Math.floor(rand() * 126),
          StreetNumber: String(1 + Math.floor(rand() * 9999)),
          StreetName: "Bench",
          City: `Bench City ${i % METROS.length}`,
          StateOrProvince: metro.state,
          PostalCode: metro.zip,
          CountyOrParish: metro.county,
          Latitude: metro.lat + (rand() - 0.5) * 1.2,
          Longitude: metro.lon + (rand() - 0.5) * 1.6,
          TaxAnnualAmount: taxOwn ? Math.round(price * 0.011) : null,
          AssociationFee: hoa,
          AssociationFeeFrequency: hoa ? "Monthly" : null,
          ModificationTimestamp: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
        } satisfies ResoListingInput),
      );
    }
    await upsertListings(db, records, "import");
  }
  if (count > have) await db.execute(sql`vacuum analyze listings`);
  return Math.max(0, count - have);
}

const SEARCH = `query SearchListings($dto: ListingSearchInput, $page: Int) {
  listings(dto: $dto, page: $page) { total items { hashid listPrice bedroomsTotal bathroomsTotalInteger livingArea streetAddress city
    stateOrProvince latitude longitude photo isFavorite payment { monthlyPayment principalAndInterest mortgageInsurance } } }
}`;

const search = (dto: Record<string, unknown>, page = 1) => ({ operationName: "SearchListings", query: SEARCH, variables: { dto, page } });

/** The mixed searches, one per request in turn. */
export const LISTING_SEARCH_BODIES: unknown[] = [
  search({ geoRectangle: { south: 33.8, north: 34.3, west: -118.6, east: -117.9 }, priceMin: 300_000, priceMax: 900_000, bedroomsTotalMin: 3 }),
  search({ geoRectangle: { south: 30.0, north: 30.6, west: -98.1, east: -97.4 }, monthlyPaymentMax: 3000 }),
  search({ state: "FL", monthlyPaymentMax: 2500, payment: { calcType: "FHA", downPaymentPercent: 3.5, ratePercent: 6.5 }, sort: "PAYMENT_ASC" }),
  search({ priceMin: 250_000, priceMax: 500_000, bedroomsTotalMin: 3, bathroomsTotalMin: 2, sort: "PRICE_ASC" }, 3),
  search({ geoRectangle: { south: 40.4, north: 41.0, west: -74.4, east: -73.6 }, monthlyPaymentMax: 4500, priceMin: 400_000, sort: "NEWEST" }),
  search({ county: "17031", monthlyPaymentMax: 2200, payment: { downPaymentPercent: 10, ratePercent: 7 } }),
];

let sent = 0;
/**
 * A search of the mix made unlike any other sent: its price floor raised by a count of dollars
 * that grows with every request. The homes hardly change, but no cached total, payment order or
 * page can answer it, so every request runs its queries: the search's cost without the caches.
 */
export function uncachedSearchBody(body: unknown): unknown {
  sent = (sent % 1_000_000) + 1;
  const { variables, ...rest } = body as { variables: { dto: Record<string, unknown>; page: number } };
  const priceMin = (typeof variables.dto.priceMin === "number" ? variables.dto.priceMin : 0) + sent;
  return { ...rest, variables: { ...variables, dto: { ...variables.dto, priceMin } } };
}
