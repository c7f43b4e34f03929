/**
 * A listing as the RESO Data Dictionary (2.0) names it: the one shape that the CSV/JSON import,
 * the RESO Web API sync and the sample generator all produce, validated with zod before any row
 * reaches the database. Field names are RESO's own (PascalCase), so a feed's records parse as
 * they come; the database columns are their snake_case (lib/server/db/schema.ts, `listings`).
 */
import { z } from "@/lib/validation/zod";

/** RESO StandardStatus values (Data Dictionary 2.0 lookup). */
export const STANDARD_STATUSES = [
  "Active",
  "Active Under Contract",
  "Canceled",
  "Closed",
  "Coming Soon",
  "Delete",
  "Expired",
  "Hold",
  "Incomplete",
  "Pending",
  "Withdrawn",
] as const;
export type StandardStatus = (typeof STANDARD_STATUSES)[number];

/** Statuses a buyer can still make an offer on: the ones the search shows. */
export const FOR_SALE_STATUSES: readonly StandardStatus[] = ["Active", "Active Under Contract", "Coming Soon"];

/** RESO PropertyType values. */
export const PROPERTY_TYPES = [
  "Residential",
  "Residential Income",
  "Residential Lease",
  "Land",
  "Farm",
  "Manufactured In Park",
  "Commercial Sale",
  "Commercial Lease",
  "Business Opportunity",
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** RESO AssociationFeeFrequency values. */
export const FEE_FREQUENCIES = ["Monthly", "Quarterly", "Semi-Annually", "Annually", "Bi-Monthly", "Weekly", "Bi-Weekly", "Daily", "One Time"] as const;
export type FeeFrequency = (typeof FEE_FREQUENCIES)[number];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));

const optionalNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .finite(`${label} must be a number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`)
    .nullish()
    .transform((value) => value ?? null);

const optionalInteger = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`)
    .nullish()
    .transform((value) => value ?? null);

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date as YYYY-MM-DD.")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "Not a real date.");

/**
 * One listing record, RESO names. Required: ListingKey, StandardStatus, ListPrice, PropertyType,
 * ModificationTimestamp and a city and state; everything else may be missing (null).
 */
export const resoListingSchema = z
  .object({
    ListingKey: z.string().trim().min(1, "ListingKey is required.").max(128, "ListingKey is at most 128 characters."),
    StandardStatus: z.enum(STANDARD_STATUSES, { error: `StandardStatus must be one of: ${STANDARD_STATUSES.join(", ")}.` }),
    ListPrice: z
      .number({ error: "ListPrice must be a number." })
      .finite("ListPrice must be a number.")
      .positive("ListPrice must be above 0.")
      .max(1_000_000_000, "ListPrice must be at most 1,000,000,000."),
    PropertyType: z.enum(PROPERTY_TYPES, { error: `PropertyType must be one of: ${PROPERTY_TYPES.join(", ")}.` }),
    PropertySubType: optionalText(64),
    BedroomsTotal: optionalInteger("BedroomsTotal", 0, 100),
    BathroomsTotalInteger: optionalInteger("BathroomsTotalInteger", 0, 100),
    LivingArea: optionalNumber("LivingArea", 0, 1_000_000),
    LotSizeSquareFeet: optionalNumber("LotSizeSquareFeet", 0, 1_000_000_000),
    YearBuilt: optionalInteger("YearBuilt", 1600, 2100),
    StreetNumber: optionalText(32),
    StreetName: optionalText(128),
    StreetSuffix: optionalText(32),
    UnitNumber: optionalText(32),
    UnparsedAddress: optionalText(256),
    City: z.string().trim().min(1, "City is required.").max(128, "City is at most 128 characters."),
    StateOrProvince: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, "StateOrProvince must be a 2-letter code."),
    PostalCode: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, "PostalCode must be a ZIP code (12345 or 12345-6789).")
      .nullish()
      .transform((value) => value ?? null),
    CountyOrParish: optionalText(128),
    Latitude: optionalNumber("Latitude", -90, 90),
    Longitude: optionalNumber("Longitude", -180, 180),
    TaxAnnualAmount: optionalNumber("TaxAnnualAmount", 0, 100_000_000),
    TaxYear: optionalInteger("TaxYear", 1900, 2100),
    AssociationFee: optionalNumber("AssociationFee", 0, 1_000_000),
    AssociationFeeFrequency: z
      .enum(FEE_FREQUENCIES, { error: `AssociationFeeFrequency must be one of: ${FEE_FREQUENCIES.join(", ")}.` })
      .nullish()
      .transform((value) => value ?? null),
    PublicRemarks: optionalText(8000),
    /** Ordered photo URLs (RESO Media resource, MediaURL by Order), absolute or same-origin paths. */
    Media: z
      .array(
        z
          .string()
          .trim()
          .max(2048)
          .refine((url) => url.startsWith("/") || /^https?:\/\//.test(url), "A photo must be an http(s) URL or a site path."),
      )
      .max(100, "At most 100 photos.")
      .nullish()
      .transform((value) => value ?? []),
    ListingContractDate: isoDate.nullish().transform((value) => value ?? null),
    ModificationTimestamp: z
      .string()
      .trim()
      .refine((value) => !Number.isNaN(Date.parse(value)), "ModificationTimestamp must be an ISO 8601 date-time.")
      .transform((value) => new Date(value).toISOString()),
    ListAgentKey: optionalText(128),
    ListAgentFullName: optionalText(128),
    ListOfficeKey: optionalText(128),
    ListOfficeName: optionalText(256),
  })
  .refine((row) => (row.Latitude === null) === (row.Longitude === null), {
    message: "Latitude and Longitude go together: give both or neither.",
    path: ["Latitude"],
  });

/** A listing record as it came in (before validation). */
export type ResoListingInput = z.input<typeof resoListingSchema>;
/** A validated listing record. */
export type ResoListing = z.output<typeof resoListingSchema>;

/** Where a listing came from: sample data is labelled as such on every page that shows it. */
export const LISTING_SOURCES = ["sample", "import", "mls"] as const;
export type ListingSource = (typeof LISTING_SOURCES)[number];
