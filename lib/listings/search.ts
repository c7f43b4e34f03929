/**
 * The listing search: one zod schema for the GraphQL `dto` (docs/architecture.md, Listing search), the /listings/ page's
 * URL and its GET form, so the same rules and messages apply everywhere. Invalid filters are
 * reported per field (min above max, a rectangle off the globe, a page below 1), never guessed.
 */
import { z } from "@/lib/validation/zod";

import { hasPaymentScenario } from "@/lib/listings/payment-params";
import { CALC_TYPES } from "@/lib/mortgage/types";

import { DEFAULT_LISTING_LOAN } from "./assumptions";

/** Home types a buyer picks from; each matches a listing's RESO PropertySubType or PropertyType. */
export const HOME_TYPES = [
  { value: "Single Family Residence", label: "House" },
  { value: "Condominium", label: "Condo" },
  { value: "Townhouse", label: "Townhouse" },
  { value: "Residential Income", label: "Multi-family (2-4 units)" },
  { value: "Manufactured Home", label: "Manufactured" },
  { value: "Land", label: "Land" },
] as const;
export type HomeType = (typeof HOME_TYPES)[number]["value"];
const HOME_TYPE_VALUES = HOME_TYPES.map((type) => type.value) as [HomeType, ...HomeType[]];

export const LISTING_SORTS = ["newest", "price-asc", "price-desc", "payment-asc", "beds-desc", "sqft-desc"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const SORT_LABELS: Record<ListingSort, string> = {
  newest: "Newest",
  "price-asc": "Price, low to high",
  "price-desc": "Price, high to low",
  "payment-asc": "Monthly payment, low to high",
  "beds-desc": "Most bedrooms",
  "sqft-desc": "Largest",
};

/** Results per page of the search and of saved homes. */
export const LISTING_PAGE_SIZE = 24;
/** The deepest page served (offset paging beyond it is refused with a message). */
export const MAX_LISTING_PAGE = 400;

const money = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .finite(`${label} must be a number.`)
    .min(0, `${label} cannot be negative.`)
    .max(1_000_000_000, `${label} is too large.`);
const year = (label: string) =>
  z
    .number({ error: `${label} must be a year.` })
    .int(`${label} must be a year.`)
    .min(1600, `${label} must be 1600 or later.`)
    .max(2100, `${label} must be 2100 or earlier.`);
const count = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(20, `${label} must be at most 20.`);

export const geoRectangleSchema = z
  .object({
    north: z
      .number({ error: "North must be a latitude." })
      .min(-90, "North must be a latitude from -90 to 90.")
      .max(90, "North must be a latitude from -90 to 90."),
    south: z
      .number({ error: "South must be a latitude." })
      .min(-90, "South must be a latitude from -90 to 90.")
      .max(90, "South must be a latitude from -90 to 90."),
    east: z
      .number({ error: "East must be a longitude." })
      .min(-180, "East must be a longitude from -180 to 180.")
      .max(180, "East must be a longitude from -180 to 180."),
    west: z
      .number({ error: "West must be a longitude." })
      .min(-180, "West must be a longitude from -180 to 180.")
      .max(180, "West must be a longitude from -180 to 180."),
  })
  .refine((r) => r.south <= r.north, { message: "The map area's south edge must be below its north edge.", path: ["south"] })
  .refine((r) => r.west <= r.east, { message: "The map area's west edge must be left of its east edge.", path: ["west"] });
export type GeoRectangle = z.output<typeof geoRectangleSchema>;

/**
 * The visitor's loan, for the monthly payment of each home and the payment maximum: the
 * calculator's inputs (program, down payment in percent of each price, rate, term, credit score).
 */
export const paymentScenarioSchema = z.object({
  calcType: z.enum(CALC_TYPES, { error: `Loan program must be one of: ${CALC_TYPES.join(", ")}.` }),
  /** Percent of the price (20 = 20%). */
  downPaymentPercent: z
    .number({ error: "Down payment must be a percent." })
    .min(0, "Down payment cannot be negative.")
    .max(99, "Down payment must be below 100%."),
  /** Percent (6.75 = 6.75%). */
  ratePercent: z.number({ error: "Rate must be a percent." }).min(0, "Rate cannot be negative.").max(25, "Rate must be at most 25%."),
  /** Months. */
  term: z.number().int("Term must be whole months.").min(60, "Term must be at least 60 months.").max(480, "Term must be at most 480 months."),
  creditScore: z.number().int("Credit score must be a whole number.").min(400, "Credit score must be 400-850.").max(850, "Credit score must be 400-850."),
  includePMI: z.boolean().default(true),
  isVaDisabled: z.boolean().default(false),
  isVaSubsequentUse: z.boolean().default(false),
});
export type PaymentScenario = z.output<typeof paymentScenarioSchema>;

/** The calculator's defaults: conventional, 20% down, 6.75%, 360 months, 760 (lib/listings/assumptions.ts). */
export const DEFAULT_PAYMENT_SCENARIO: PaymentScenario = DEFAULT_LISTING_LOAN;

export const listingSearchSchema = z
  .object({
    priceMin: money("Minimum price").nullish(),
    priceMax: money("Maximum price").nullish(),
    geoRectangle: geoRectangleSchema.nullish(),
    yearBuiltMin: year("Built after").nullish(),
    yearBuiltMax: year("Built before").nullish(),
    bedroomsTotalMin: count("Bedrooms").nullish(),
    bathroomsTotalMin: count("Bathrooms").nullish(),
    propertyTypes: z
      .array(z.enum(HOME_TYPE_VALUES, { error: `Home type must be one of: ${HOME_TYPE_VALUES.join(", ")}.` }))
      .max(HOME_TYPE_VALUES.length)
      .nullish(),
    /** USPS code. */
    state: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, "State must be a 2-letter code.")
      .nullish(),
    /** 5-digit county FIPS (docs/architecture.md, Places in the address). */
    county: z
      .string()
      .trim()
      .regex(/^\d{5}$/, "County must be a 5-digit FIPS code.")
      .nullish(),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}$/, "ZIP code must be 5 digits.")
      .nullish(),
    /** Homes whose full monthly payment (lib/mortgage, with `payment`) is at most this, dollars. */
    monthlyPaymentMax: money("Monthly payment maximum").nullish(),
    payment: paymentScenarioSchema.nullish(),
    sort: z.enum(LISTING_SORTS, { error: `Sort must be one of: ${LISTING_SORTS.join(", ")}.` }).nullish(),
  })
  .refine((s) => s.priceMin == null || s.priceMax == null || s.priceMin <= s.priceMax, {
    message: "The minimum price is above the maximum.",
    path: ["priceMin"],
  })
  .refine((s) => s.yearBuiltMin == null || s.yearBuiltMax == null || s.yearBuiltMin <= s.yearBuiltMax, {
    message: "'Built after' is later than 'built before'.",
    path: ["yearBuiltMin"],
  });
export type ListingSearch = z.output<typeof listingSearchSchema>;

export const pageSchema = z
  .number({ error: "Page must be a number." })
  .int("Page must be a whole number.")
  .min(1, "Page must be 1 or more.")
  .max(MAX_LISTING_PAGE, `Page must be at most ${MAX_LISTING_PAGE}.`);

/**
 * The URL parameters of /listings/ (GET form and shareable links). The loan scenario uses the
 * calculator's own names (docs/architecture.md, Scenario links): calcType, downPaymentPercent, rate (percent), term,
 * creditScore.
 */
export const LISTING_URL_PARAMS = {
  priceMin: "priceMin",
  priceMax: "priceMax",
  bedroomsTotalMin: "beds",
  bathroomsTotalMin: "baths",
  yearBuiltMin: "yearBuiltMin",
  yearBuiltMax: "yearBuiltMax",
  propertyTypes: "type",
  state: "state",
  county: "county",
  zip: "zip",
  monthlyPaymentMax: "maxPayment",
  sort: "sort",
  /** Rectangle: four numbers, "south,west,north,east". */
  geoRectangle: "bounds",
} as const;

export interface ParsedListingUrl {
  readonly search: ListingSearch;
  readonly page: number;
  /** Messages per field for values that could not be used (the rest of the search still runs). */
  readonly errors: Record<string, string[]>;
}

function numberParam(value: string | null): number | null | undefined {
  if (value === null || value.trim() === "") return undefined;
  const cleaned = value.replace(/[$,\s]/g, "");
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : Number.NaN;
}

/**
 * Reads /listings/?... into a search. A value that fails validation is dropped and its message
 * kept in `errors`, so a hand-edited link still shows results for the rest.
 */
export function parseListingUrl(params: URLSearchParams): ParsedListingUrl {
  const raw: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  const numeric = ["priceMin", "priceMax", "bedroomsTotalMin", "bathroomsTotalMin", "yearBuiltMin", "yearBuiltMax", "monthlyPaymentMax"] as const;
  for (const field of numeric) raw[field] = numberParam(params.get(LISTING_URL_PARAMS[field]));
  const types = params
    .getAll(LISTING_URL_PARAMS.propertyTypes)
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
  if (types.length > 0) raw.propertyTypes = [...new Set(types)];
  for (const field of ["state", "county", "zip", "sort"] as const) {
    const value = params.get(LISTING_URL_PARAMS[field]);
    if (value !== null && value.trim() !== "") raw[field] = value.trim();
  }
  const bounds = params.get(LISTING_URL_PARAMS.geoRectangle);
  if (bounds !== null && bounds.trim() !== "") {
    const parts = bounds.split(",").map((part) => Number(part.trim()));
    if (parts.length === 4 && parts.every(Number.isFinite)) {
      const [south, west, north, east] = parts as [number, number, number, number];
      raw.geoRectangle = { south, west, north, east };
    } else {
      errors.geoRectangle = ["The map area must be four numbers: south,west,north,east."];
    }
  }
  const scenario = parsePaymentScenarioParams(params);
  if (scenario.errors) Object.assign(errors, scenario.errors);
  if (scenario.value) raw.payment = scenario.value;

  // Validate as a whole, then drop each failing field and validate again, so one bad value
  // never hides the rest of the search.
  let result = listingSearchSchema.safeParse(raw);
  for (let attempt = 0; !result.success && attempt < 20; attempt += 1) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? "search");
      const messages = (errors[field] ??= []);
      if (!messages.includes(issue.message)) messages.push(issue.message);
      delete raw[field];
      if (field === "priceMin") delete raw.priceMax;
      if (field === "yearBuiltMin") delete raw.yearBuiltMax;
    }
    result = listingSearchSchema.safeParse(raw);
  }
  const search: ListingSearch = result.success ? result.data : {};

  let page = 1;
  const pageParam = params.get("page");
  if (pageParam !== null && pageParam.trim() !== "") {
    const parsed = pageSchema.safeParse(Number(pageParam));
    if (parsed.success) page = parsed.data;
    else errors.page = [parsed.error.issues[0]?.message ?? "Page must be 1 or more."];
  }
  return { search, page, errors };
}

const BOOLEAN_TRUE = new Set(["true", "1", "yes", "on"]);

/** The loan scenario from calculator-named URL parameters; absent when none is given. */
export function parsePaymentScenarioParams(params: URLSearchParams): { value?: PaymentScenario; errors?: Record<string, string[]> } {
  if (!hasPaymentScenario(params)) return {};
  const flag = (name: string, fallback: boolean) => {
    const value = params.get(name);
    return value === null ? fallback : BOOLEAN_TRUE.has(value.trim().toLowerCase());
  };
  const num = (name: string, fallback: number) => {
    const n = numberParam(params.get(name));
    return n === undefined || n === null ? fallback : n;
  };
  const candidate = {
    calcType: params.get("calcType")?.trim() || DEFAULT_PAYMENT_SCENARIO.calcType,
    downPaymentPercent: num("downPaymentPercent", DEFAULT_PAYMENT_SCENARIO.downPaymentPercent),
    ratePercent: num("rate", DEFAULT_PAYMENT_SCENARIO.ratePercent),
    term: num("term", DEFAULT_PAYMENT_SCENARIO.term),
    creditScore: num("creditScore", DEFAULT_PAYMENT_SCENARIO.creditScore),
    includePMI: flag("includePMI", true),
    isVaDisabled: flag("isVaDisabled", false),
    isVaSubsequentUse: flag("isVaSubsequentUse", false),
  };
  const parsed = paymentScenarioSchema.safeParse(candidate);
  if (parsed.success) return { value: parsed.data };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? "payment")] ??= []).push(issue.message);
  return { errors };
}

/** The /listings/ address of a search (what the GET form submits and "share" copies). */
export function listingSearchToUrl(search: ListingSearch, page = 1): string {
  const params = new URLSearchParams();
  const set = (name: string, value: number | string | null | undefined) => {
    if (value !== null && value !== undefined && value !== "") params.set(name, String(value));
  };
  set(LISTING_URL_PARAMS.priceMin, search.priceMin);
  set(LISTING_URL_PARAMS.priceMax, search.priceMax);
  set(LISTING_URL_PARAMS.bedroomsTotalMin, search.bedroomsTotalMin);
  set(LISTING_URL_PARAMS.bathroomsTotalMin, search.bathroomsTotalMin);
  set(LISTING_URL_PARAMS.yearBuiltMin, search.yearBuiltMin);
  set(LISTING_URL_PARAMS.yearBuiltMax, search.yearBuiltMax);
  for (const type of search.propertyTypes ?? []) params.append(LISTING_URL_PARAMS.propertyTypes, type);
  set(LISTING_URL_PARAMS.state, search.state);
  set(LISTING_URL_PARAMS.county, search.county);
  set(LISTING_URL_PARAMS.zip, search.zip);
  set(LISTING_URL_PARAMS.monthlyPaymentMax, search.monthlyPaymentMax);
  if (search.geoRectangle) {
    const r = search.geoRectangle;
    params.set(LISTING_URL_PARAMS.geoRectangle, [r.south, r.west, r.north, r.east].map((v) => Number(v.toFixed(5))).join(","));
  }
  if (search.payment) {
    const p = search.payment;
    params.set("calcType", p.calcType);
    params.set("downPaymentPercent", String(p.downPaymentPercent));
    params.set("rate", String(p.ratePercent));
    params.set("term", String(p.term));
    params.set("creditScore", String(p.creditScore));
    if (!p.includePMI) params.set("includePMI", "false");
    if (p.isVaDisabled) params.set("isVaDisabled", "true");
    if (p.isVaSubsequentUse) params.set("isVaSubsequentUse", "true");
  }
  set(LISTING_URL_PARAMS.sort, search.sort);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/listings/?${query}` : "/listings/";
}
