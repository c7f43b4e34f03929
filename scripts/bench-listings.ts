// The listing-search scenario of `npm run bench:api` (--only=listings): 100,000 synthetic
// listings, inserted once per database (keys "bench-<n>", a deterministic loop over ten metro
// areas), and a mix of searches the /listings/ page sends: map rectangle + price + bedrooms,
// payment maximums (default scenario and FHA), state + payment sort, price + beds + baths.
import { sql } from "drizzle-orm";

import { queryRows, type Database } from "@/lib/server/db/client";
import { monthlyCarryCents } from "@/lib/server/listings/carry";

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
const STATUSES = ["Active", "Active", "Active", "Active", "Active", "Active", "Active Under Contract", "Coming Soon", "Pending", "Closed"];

/**
 * Inserts synthetic listings until `count` "bench-" rows exist (nothing when they already do).
 * Monthly carry from carry.ts, as the import computes it. Returns the rows added.
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
    const rows = [];
    for (let i = start; i < Math.min(count, start + 2000); i++) {
      const metro = METROS[i % METROS.length]!;
      const price = Math.round((60_000 * Math.exp(rand() * 3.6)) / 1000) * 1000;
      const taxOwn = rand() < 0.4;
      const hoa = rand() < 0.3 ? Math.round(rand() * 700) : null;
      const carry = monthlyCarryCents(
        {
          ListPrice: price,
          StateOrProvince: metro.state,
          TaxAnnualAmount: taxOwn ? Math.round(price * 0.011) : null,
          AssociationFee: hoa,
          AssociationFeeFrequency: hoa ? "Monthly" : null,
        },
        metro.fips,
      );
      rows.push({
        listing_key: `bench-${i}`,
        standard_status: STATUSES[Math.floor(rand() * STATUSES.length)]!,
        list_price: price,
        property_type: "Residential",
        property_sub_type: SUB_TYPES[Math.floor(rand() * SUB_TYPES.length)]!,
        bedrooms_total: 1 + Math.floor(rand() * 6),
        bathrooms_total_integer: 1 + Math.floor(rand() * 4),
        living_area: 500 + Math.floor(rand() * 4000),
        year_built: 1900 + Math.floor(rand() * 126),
        street_number: String(1 + Math.floor(rand() * 9999)),
        street_name: "Bench",
        city: `Bench City ${i % METROS.length}`,
        state_or_province: metro.state,
        postal_code: metro.zip,
        county_or_parish: metro.county,
        county_fips: metro.fips,
        latitude: metro.lat + (rand() - 0.5) * 1.2,
        longitude: metro.lon + (rand() - 0.5) * 1.6,
        tax_annual_amount: taxOwn ? Math.round(price * 0.011) : null,
        association_fee: hoa,
        association_fee_frequency: hoa ? "Monthly" : null,
        modification_timestamp: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
        monthly_carry_cents: carry.cents,
        tax_estimated: carry.taxEstimated,
      });
    }
    // One JSON parameter per chunk: ~40 bound parameters a row is slow to bind on PGlite.
    await db.execute(sql`
      insert into listings (listing_key, source, standard_status, list_price, property_type, property_sub_type, bedrooms_total,
        bathrooms_total_integer, living_area, year_built, street_number, street_name, city, state_or_province, postal_code,
        county_or_parish, county_fips, latitude, longitude, tax_annual_amount, association_fee, association_fee_frequency,
        modification_timestamp, monthly_carry_cents, tax_estimated)
      select listing_key, 'import', standard_status, list_price, property_type, property_sub_type, bedrooms_total,
        bathrooms_total_integer, living_area, year_built, street_number, street_name, city, state_or_province, postal_code,
        county_or_parish, county_fips, latitude, longitude, tax_annual_amount, association_fee, association_fee_frequency,
        modification_timestamp, monthly_carry_cents, tax_estimated
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(listing_key text, standard_status text, list_price numeric,
        property_type text, property_sub_type text, bedrooms_total integer, bathrooms_total_integer integer, living_area numeric,
        year_built integer, street_number text, street_name text, city text, state_or_province text, postal_code text,
        county_or_parish text, county_fips text, latitude double precision, longitude double precision, tax_annual_amount numeric,
        association_fee numeric, association_fee_frequency text, modification_timestamp timestamptz, monthly_carry_cents integer,
        tax_estimated boolean)
      on conflict (listing_key) do nothing`);
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
