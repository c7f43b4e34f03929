import "server-only";

import type { ResoListing, StandardStatus } from "@/lib/listings/reso";
import { countyByFips } from "@/lib/reference/counties";
import { countyTaxRow, propertyTaxRateForCounty } from "@/lib/reference/property-tax";
import { getState } from "@/lib/reference/states";
import { photoPath, photoSeedOfKind, type PhotoKind } from "@/lib/server/listings/photos/names";
import { sampleAgentName } from "@/lib/server/listings/sample/agent-names";
import { Random } from "@/lib/server/listings/sample/random";
import { sampleGeography, type SampleGeography, type SampleZip } from "@/lib/server/listings/sample/places";

/**
 * The fixed "today" of the sample data: listing dates fall in the 90 days before it, so the same
 * seed gives the same listings on every machine and every day (never Date.now()).
 */
export const SAMPLE_REFERENCE_DATE = "2026-05-15T00:00:00.000Z";
/** The tax year of every sample listing's TaxAnnualAmount. */
export const SAMPLE_TAX_YEAR = 2025;
/** The brokerage every sample listing names: fictional, and obviously so. */
export const SAMPLE_OFFICE_NAME = "Sample Realty";

/** ListingKey of the n-th sample listing (1-based): SAMPLE-000001. */
export function sampleListingKey(n: number): string {
  return `SAMPLE-${String(n).padStart(6, "0")}`;
}

// ACS 2019-2023 5-year medians average values from 2019 to 2023, well below 2026 asking prices
// (the FHFA HPI rose roughly a quarter from the middle of that window to 2025). Sample data
// only: one factor keeps the areas' relative price levels and lands near today's figures.
const ACS_TO_ASKING = 1.25;
const FALLBACK_MEDIAN_VALUE = 250_000;
const FALLBACK_TAX_RATE = 0.01;
const MILES_PER_DEGREE_LATITUDE = 69.0;
const DAY_MS = 86_400_000;
const SQFT_PER_ACRE = 43_560;

type Kind = "house" | "condo" | "townhouse" | "manufactured" | "multi" | "land";

interface KindSpec {
  readonly propertyType: ResoListing["PropertyType"];
  readonly photo: PhotoKind;
  /** Price multiplier on the area level for the same floor area. */
  readonly priceFactor: number;
}

const KINDS: Record<Kind, KindSpec> = {
  house: { propertyType: "Residential", photo: "house", priceFactor: 1 },
  condo: { propertyType: "Residential", photo: "condo", priceFactor: 1.05 },
  townhouse: { propertyType: "Residential", photo: "townhouse", priceFactor: 0.95 },
  manufactured: { propertyType: "Residential", photo: "house", priceFactor: 0.45 },
  multi: { propertyType: "Residential Income", photo: "townhouse", priceFactor: 0.85 },
  land: { propertyType: "Land", photo: "land", priceFactor: 1 },
};

const STREET_NAMES = [
  "Oak",
  "Maple",
  "Cedar",
  "Pine",
  "Elm",
  "Willow",
  "Birch",
  "Walnut",
  "Chestnut",
  "Hickory",
  "Magnolia",
  "Aspen",
  "Spruce",
  "Sycamore",
  "Dogwood",
  "Juniper",
  "Laurel",
  "Poplar",
  "Cherry",
  "Holly",
  "Washington",
  "Lincoln",
  "Jefferson",
  "Franklin",
  "Madison",
  "Jackson",
  "Adams",
  "Monroe",
  "Lake",
  "River",
  "Hill",
  "Park",
  "Main",
  "Church",
  "Mill",
  "Spring",
  "Meadow",
  "Forest",
  "Ridge",
  "Sunset",
  "Highland",
  "Valley",
  "Prairie",
  "Orchard",
  "Garden",
  "Bridge",
  "Harbor",
  "Summit",
] as const;
const STREET_SUFFIXES = [
  ["St", 5],
  ["Ave", 4],
  ["Dr", 4],
  ["Ln", 3],
  ["Rd", 3],
  ["Ct", 2],
  ["Way", 2],
  ["Pl", 1],
  ["Blvd", 1],
  ["Cir", 1],
  ["Ter", 1],
  ["Trl", 1],
] as const;

const STATUSES: readonly (readonly [StandardStatus, number])[] = [
  ["Active", 84],
  ["Active Under Contract", 7],
  ["Pending", 4],
  ["Coming Soon", 5],
];

const HOUSE_FEATURES = [
  "an updated kitchen with stone counters",
  "hardwood floors throughout",
  "a fenced back yard",
  "a two-car garage",
  "a covered front porch",
  "a finished basement",
  "new windows and roof",
  "a primary suite with a walk-in closet",
  "a screened porch",
  "mature shade trees",
  "an open living and dining area",
  "a home office",
] as const;
const CONDO_FEATURES = [
  "a private balcony",
  "in-unit laundry",
  "an updated kitchen",
  "a fitness room in the building",
  "assigned parking",
  "large windows with city views",
  "an elevator building",
  "a shared roof deck",
  "storage in the building",
] as const;
const LAND_FEATURES = [
  "road frontage",
  "utilities at the street",
  "a gentle slope with good drainage",
  "mature trees along the back",
  "room for a home and a shop",
  "a cleared building site",
  "a seasonal creek",
] as const;

interface Area {
  /** Area price level (dollars for a typical 1,800 sq ft house). */
  readonly level: number;
  readonly taxRate: number;
  /** People per square mile of the place: condos in dense places, acreage in rural ones. */
  readonly density: number;
}

function pickPlaceIndex(geo: SampleGeography, random: Random): number {
  const weights = geo.cumulativePopulation;
  const target = random.next() * weights[weights.length - 1]!;
  let lo = 0;
  let hi = weights.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (weights[mid]! > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The ZCTA whose internal point is nearest, and how far it is in miles, on a flat local
 * projection (good enough within a county). Squared distances in the loop: it runs for every
 * listing over up to ~300 ZCTAs.
 */
function nearestZip(zips: readonly SampleZip[], latitude: number, longitude: number): { zip: SampleZip; miles: number } {
  const xScale = Math.cos(latitude * (Math.PI / 180));
  let best = zips[0]!;
  let bestSquared = Infinity;
  for (const zip of zips) {
    const dy = zip.latitude - latitude;
    const dx = (zip.longitude - longitude) * xScale;
    const squared = dx * dx + dy * dy;
    if (squared < bestSquared) {
      best = zip;
      bestSquared = squared;
    }
  }
  return { zip: best, miles: Math.sqrt(bestSquared) * MILES_PER_DEGREE_LATITUDE };
}

/** 12345 -> "12,345" (Intl's toLocaleString costs more than the rest of a listing). */
function withCommas(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** An asking price as agents write them: $349,900 rather than $351,287. */
function askingPrice(raw: number, random: Random): number {
  const price = Math.max(25_000, raw);
  const step = price < 100_000 ? 1_000 : price < 1_000_000 ? 5_000 : 25_000;
  const rounded = roundTo(price, step);
  return random.chance(0.5) ? rounded - (step >= 5_000 ? 100 : 0) : rounded;
}

function yearBuilt(kind: Kind, random: Random): number {
  const decade = random.weighted<number>(
    kind === "condo"
      ? [
          [1960, 6],
          [1970, 12],
          [1980, 16],
          [1990, 12],
          [2000, 22],
          [2010, 20],
          [2020, 12],
        ]
      : kind === "multi"
        ? [
            [1900, 18],
            [1920, 14],
            [1940, 10],
            [1950, 12],
            [1960, 12],
            [1970, 12],
            [1980, 12],
            [1990, 10],
          ]
        : kind === "manufactured"
          ? [
              [1970, 8],
              [1980, 18],
              [1990, 26],
              [2000, 24],
              [2010, 16],
              [2020, 8],
            ]
          : [
              [1900, 5],
              [1920, 7],
              [1940, 5],
              [1950, 10],
              [1960, 10],
              [1970, 13],
              [1980, 12],
              [1990, 12],
              [2000, 14],
              [2010, 8],
              [2020, 4],
            ],
  );
  const lastYear = decade === 2020 ? 2025 : decade + (decade < 1940 ? 19 : 9);
  return random.int(decade, lastYear);
}

function lotSquareFeet(kind: Kind, density: number, random: Random): number | null {
  if (kind === "condo") return null;
  if (kind === "townhouse") return roundTo(random.range(1_200, 3_500), 10);
  if (kind === "land") return roundTo(SQFT_PER_ACRE * Math.exp(random.range(Math.log(0.2), Math.log(density > 2_000 ? 2 : 40))), 10);
  // Lots shrink as places get denser: ~3,000 sq ft in a big city, acres in the country.
  const median = density > 8_000 ? 3_000 : density > 3_000 ? 6_000 : density > 1_000 ? 9_500 : density > 300 ? 18_000 : 40_000;
  return roundTo(Math.min(median * Math.exp(0.45 * random.normal()), 40 * SQFT_PER_ACRE), 10);
}

function addressLine(number: number, street: string, suffix: string, unit: string | null): string {
  return `${number} ${street} ${suffix}${unit ? ` Unit ${unit}` : ""}`;
}

function describeLot(lot: number | null): string {
  if (lot === null) return "";
  return lot >= SQFT_PER_ACRE / 4 ? ` on ${(lot / SQFT_PER_ACRE).toFixed(2)} acres` : ` on a ${withCommas(lot)} sq ft lot`;
}

function chooseDistinct<T>(items: readonly T[], count: number, random: Random): T[] {
  const chosen: T[] = [];
  while (chosen.length < count) {
    const item = random.pick(items);
    if (!chosen.includes(item)) chosen.push(item);
  }
  return chosen;
}

const TYPE_WORDS: Record<Exclude<Kind, "land">, string> = {
  house: "single-family home",
  condo: "condominium",
  townhouse: "townhouse",
  manufactured: "manufactured home",
  multi: "multi-family building",
};

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function sampleListing(n: number, geo: SampleGeography, random: Random): ResoListing {
  const place = geo.places[pickPlaceIndex(geo, random)]!;
  const countyPoint = geo.counties.get(place.countyFips);
  const zips = geo.zipsByCounty.get(place.countyFips) ?? [];
  const countyRadius = Math.sqrt((countyPoint?.landSqMi ?? place.landSqMi) / Math.PI);

  // Around the place's own point, a disc as wide as the place but never more than half the
  // county's equivalent radius, so the home stays inside its county. A place point that lies
  // farther from every ZCTA of its county than the county's radius (a city spilling over a county
  // line) gives way to the nearest ZCTA point, which is inside the county.
  let centerLat = place.latitude;
  let centerLon = place.longitude;
  const checkCounty = geo.hasPrimaryZips(place.countyFips);
  // (Not for the few counties that are no ZCTA's primary one: their ZCTA points lie outside them.)
  if (checkCounty) {
    const near = nearestZip(zips, centerLat, centerLon);
    if (near.miles > countyRadius) {
      centerLat = near.zip.latitude;
      centerLon = near.zip.longitude;
    }
  }
  const radius = Math.max(0.25, Math.min(Math.sqrt(place.landSqMi / Math.PI), 0.5 * countyRadius));
  // A draw whose nearest ZCTA belongs to another county is over the county line: draw again, and
  // after a few misses take the county's ZCTA point nearest the centre.
  const fallback = checkCounty ? nearestZip(zips, centerLat, centerLon).zip : null;
  let latitude = fallback?.latitude ?? centerLat;
  let longitude = fallback?.longitude ?? centerLon;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const distance = radius * Math.sqrt(random.next());
    const angle = 2 * Math.PI * random.next();
    const lat = centerLat + (distance * Math.sin(angle)) / MILES_PER_DEGREE_LATITUDE;
    const lon = centerLon + (distance * Math.cos(angle)) / (MILES_PER_DEGREE_LATITUDE * Math.cos(centerLat * (Math.PI / 180)));
    if (!checkCounty || geo.countyAt(lat, lon) === place.countyFips) {
      latitude = lat;
      longitude = lon;
      break;
    }
  }
  const postalCode = zips.length > 0 ? nearestZip(zips, latitude, longitude).zip.zip : null;

  const taxRow = countyTaxRow(place.countyFips);
  const area: Area = {
    level: (taxRow?.[2] ?? FALLBACK_MEDIAN_VALUE) * ACS_TO_ASKING,
    taxRate: propertyTaxRateForCounty(place.countyFips)?.value ?? FALLBACK_TAX_RATE,
    density: place.population / Math.max(place.landSqMi, 0.1),
  };

  const urban = area.density > 6_000;
  const rural = area.density < 500;
  const kind = random.weighted<Kind>([
    ["house", urban ? 45 : 68],
    ["condo", urban ? 32 : rural ? 3 : 12],
    ["townhouse", urban ? 12 : 9],
    ["manufactured", rural ? 9 : 2],
    ["multi", urban ? 6 : 3],
    ["land", rural ? 9 : 2],
  ]);
  const spec = KINDS[kind];

  let beds: number | null = null;
  let baths: number | null = null;
  let livingArea: number | null = null;
  let subType: string;
  let units = 1;
  switch (kind) {
    case "house":
      subType = "Single Family Residence";
      beds = random.weighted<number>([
        [2, 10],
        [3, 45],
        [4, 33],
        [5, 10],
        [6, 2],
      ]);
      baths = Math.max(1, Math.min(beds, beds - 1 + random.int(-1, 1)));
      livingArea = (500 + beds * 420) * Math.exp(0.15 * random.normal());
      break;
    case "condo":
      subType = "Condominium";
      beds = random.weighted<number>([
        [0, 5],
        [1, 30],
        [2, 45],
        [3, 20],
      ]);
      baths = beds <= 1 ? 1 : random.int(1, 2);
      livingArea = (450 + Math.max(beds, 0.5) * 380) * Math.exp(0.12 * random.normal());
      break;
    case "townhouse":
      subType = "Townhouse";
      beds = random.weighted<number>([
        [2, 35],
        [3, 50],
        [4, 15],
      ]);
      baths = random.int(2, 3);
      livingArea = (900 + beds * 350) * Math.exp(0.12 * random.normal());
      break;
    case "manufactured":
      subType = "Manufactured Home";
      beds = random.weighted<number>([
        [2, 35],
        [3, 55],
        [4, 10],
      ]);
      baths = random.int(1, 2);
      livingArea = (500 + beds * 330) * Math.exp(0.12 * random.normal());
      break;
    case "multi":
      units = random.weighted<number>([
        [2, 60],
        [3, 22],
        [4, 18],
      ]);
      subType = units === 2 ? "Duplex" : units === 3 ? "Triplex" : "Quadruplex";
      {
        const bedsPerUnit = random.int(1, 3);
        beds = units * bedsPerUnit;
        baths = units * (bedsPerUnit === 1 ? 1 : random.int(1, 2));
      }
      livingArea = units * 850 * Math.exp(0.12 * random.normal());
      break;
    case "land":
      subType = "Unimproved Land";
      break;
  }
  if (livingArea !== null) livingArea = roundTo(livingArea, 10);
  const lot = lotSquareFeet(kind, area.density, random);
  const built = kind === "land" ? null : yearBuilt(kind, random);

  let price: number;
  if (kind === "land") {
    price = area.level * 0.22 * Math.pow((lot ?? SQFT_PER_ACRE) / SQFT_PER_ACRE, 0.45) * Math.exp(0.3 * random.normal());
  } else {
    const age = built !== null && built >= 2023 ? 1.1 : built !== null && built < 1940 ? 0.95 : 1;
    price = area.level * Math.pow(livingArea! / 1_800, 0.75) * spec.priceFactor * age * Math.exp(0.18 * random.normal());
  }
  const listPrice = askingPrice(price, random);
  const taxAnnual = Math.round(listPrice * area.taxRate);

  let hoa: number | null = null;
  if (kind === "condo") hoa = Math.round(150 + listPrice * 0.0004 * random.range(0.7, 1.4));
  else if (kind === "townhouse") hoa = Math.round(60 + listPrice * 0.0002 * random.range(0.6, 1.5));
  else if (kind === "house" && random.chance(0.2)) hoa = random.int(2, 15) * 10;

  const streetNumber = random.int(1, 98) * 100 + random.int(0, 99);
  const streetName = random.pick(STREET_NAMES);
  const streetSuffix = random.weighted(STREET_SUFFIXES);
  const unit = kind === "condo" ? `${random.int(1, urban ? 24 : 5)}${random.pick(["A", "B", "C", "D"])}` : null;

  const reference = Date.parse(SAMPLE_REFERENCE_DATE);
  const contractDay = reference - random.int(1, 90) * DAY_MS;
  const modified = contractDay + Math.floor(random.next() * (reference - contractDay));

  const state = place.state;
  const countyName = countyByFips(place.countyFips)?.name ?? null;
  const agentIndex = random.int(1, 24);
  const agentName = sampleAgentName(state, agentIndex);
  const stateName = getState(state)?.name ?? state;

  const photoCount = kind === "land" ? random.int(2, 3) : random.int(4, 8);
  const photoSeed = photoSeedOfKind(random.uint32(), spec.photo);
  const media = Array.from({ length: photoCount }, (_, index) => photoPath(photoSeed, index + 1));

  const where = `${place.name}, ${state}`;
  let remarks: string;
  if (kind === "land") {
    const acres = ((lot ?? 0) / SQFT_PER_ACRE).toFixed(2);
    remarks = `Sample listing, generated data: not a real property for sale. A ${acres}-acre parcel of unimproved land in ${where}${countyName ? ` (${countyName})` : ""}, with ${chooseDistinct(LAND_FEATURES, 2, random).join(" and ")}.`;
  } else {
    const features = chooseDistinct(kind === "condo" ? CONDO_FEATURES : HOUSE_FEATURES, 2, random);
    const bedWords = beds === 0 ? "studio" : `${beds}-bedroom`;
    const unitWords = kind === "multi" ? ` with ${units} units` : "";
    remarks =
      `Sample listing, generated data: not a real home for sale. A ${bedWords}, ${baths}-bath ${TYPE_WORDS[kind]}${unitWords} of ` +
      `${withCommas(livingArea!)} sq ft${describeLot(lot)} in ${where}, built in ${built}. ` +
      `It has ${features.join(" and ")}.` +
      (hoa !== null ? ` The association fee is $${hoa} a month.` : "");
  }

  return {
    ListingKey: sampleListingKey(n),
    StandardStatus: random.weighted(STATUSES),
    ListPrice: listPrice,
    PropertyType: spec.propertyType,
    PropertySubType: subType,
    BedroomsTotal: beds,
    BathroomsTotalInteger: baths,
    LivingArea: livingArea,
    LotSizeSquareFeet: lot,
    YearBuilt: built,
    StreetNumber: String(streetNumber),
    StreetName: streetName,
    StreetSuffix: streetSuffix,
    UnitNumber: unit,
    UnparsedAddress: addressLine(streetNumber, streetName, streetSuffix, unit),
    City: place.name,
    StateOrProvince: state,
    PostalCode: postalCode,
    CountyOrParish: countyName,
    Latitude: Math.round(latitude * 1e6) / 1e6,
    Longitude: Math.round(longitude * 1e6) / 1e6,
    TaxAnnualAmount: taxAnnual,
    TaxYear: SAMPLE_TAX_YEAR,
    AssociationFee: hoa,
    AssociationFeeFrequency: hoa === null ? null : "Monthly",
    PublicRemarks: remarks,
    Media: media,
    ListingContractDate: isoDate(contractDay),
    ModificationTimestamp: new Date(modified).toISOString(),
    ListAgentKey: `SAMPLE-AGENT-${state}-${String(agentIndex).padStart(2, "0")}`,
    ListAgentFullName: agentName,
    ListOfficeKey: `SAMPLE-OFFICE-${state}`,
    ListOfficeName: `${SAMPLE_OFFICE_NAME} of ${stateName}`,
  };
}

/**
 * Plausible sample listings across real US places, the same for the same (count, seed) on every
 * machine; the first n of a larger batch equal a batch of n (one random stream, in order).
 * Places are drawn by population (Census places of 1,000+ people); each home lies near its
 * place's point and inside its county, with a ZIP of that county; its price follows the county's
 * ACS median home value, spread by type and size; its tax is the county's effective rate times
 * the price (tax year 2025). Keys are SAMPLE-000001...; source "sample" when stored.
 * About 100,000 listings in 2-3 s on this machine.
 */
export function generateSampleListings(count: number, seed = 1): ResoListing[] {
  if (!Number.isInteger(count) || count < 0) throw new Error(`count must be a whole number of 0 or more (got ${count}).`);
  const geo = sampleGeography();
  const random = new Random(seed);
  const listings: ResoListing[] = new Array(count);
  for (let n = 1; n <= count; n += 1) listings[n - 1] = sampleListing(n, geo, random);
  return listings;
}
