import "server-only";

import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  point,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

/** PostgreSQL bytea as bytes (PGlite returns Uint8Array, node-postgres a Buffer, which is one). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * Freddie Mac Primary Mortgage Market Survey, weekly averages in percent (6.75 = 6.75%).
 * A blank cell in the source (no survey that week for that term) is NULL.
 * Seeded from data/pmms_weekly_rates.csv into an empty database.
 */
export const mortgageRates = pgTable("mortgage_rates", {
  weekDate: date("week_date", { mode: "string" }).primaryKey(),
  rate30YearFixed: numeric("rate_30yr_fixed", { precision: 5, scale: 2, mode: "number" }),
  rate15YearFixed: numeric("rate_15yr_fixed", { precision: 5, scale: 2, mode: "number" }),
});

/**
 * Daily series in percent by FRED series id: the Optimal Blue Mortgage Market Indices (FRED
 * release 473: OBMMIC30YF, OBMMIFHA30YF, ...) and the index series that are not mortgage rates
 * (SOFR30DAYAVG, the New York Fed's 30-day Average SOFR, published to 5 decimals; lib/rates/series.ts).
 * Not shipped with the product (FRED's terms): loaded by `npm run rates:import` or
 * `npm run rates:sync`. PMMS stays in mortgage_rates. Every write expires the cache tag of each
 * series it changed (`rate-series:{id}`, migration 0019).
 */
export const rateIndexObservations = pgTable(
  "rate_index_observations",
  {
    seriesId: text("series_id").notNull(),
    observationDate: date("observation_date", { mode: "string" }).notNull(),
    rate: numeric("rate", { precision: 8, scale: 5, mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.seriesId, table.observationDate] })],
);

/**
 * Fixed-window request counters, one row per limited key (e.g. "ip:203.0.113.9"). They live in
 * the database so that every app instance behind a load balancer enforces the same limits.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
    count: integer("count").notNull(),
  },
  (table) => [index("rate_limits_window_start_idx").on(table.windowStart)],
);

/**
 * Uploaded images. Bytes live under DATA_DIR/uploads with the embedded database (one instance),
 * and in `content` with PostgreSQL, so instances behind a load balancer share them.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: text("id").primaryKey(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    sha256: text("sha256").notNull(),
    storage: text("storage", { enum: ["file", "database"] }).notNull(),
    content: bytea("content"),
    /** HMAC of the uploader's IP (lib/server/ip-hash.ts; like leads.ip_hash). */
    uploaderIpHash: text("uploader_ip_hash").notNull(),
    /** The account that uploaded it; its uploads go when the account is deleted. */
    ownerUserId: uuid("owner_user_id").references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index("uploads_created_at_idx").on(table.createdAt), index("uploads_owner_idx").on(table.ownerUserId)],
);

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" })
    .notNull()
    .default(sql`now()`),
};

/**
 * Accounts. `hashid` is the public id (the client cache keys on it); `id` never leaves the
 * server. Emails are stored normalized (trimmed, lower-case) and unique.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    hashid: text("hashid").notNull(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** argon2id PHC string ($argon2id$v=19$m=...,t=...,p=...$salt$hash). */
    passwordHash: text("password_hash").notNull(),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true, mode: "date" }),
    /** End of the grace period for confirming the address (sign-in is refused after it). */
    mustConfirmEmailBy: timestamp("must_confirm_email_by", { withTimezone: true, mode: "date" }).notNull(),
    photoUploadId: text("photo_upload_id").references((): AnyPgColumn => uploads.id, { onDelete: "set null" }),
    /** Access tokens issued before this instant are refused (password change, reset). */
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true, mode: "date" })
      .notNull()
      .default(sql`now()`),
    ...timestamps,
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [uniqueIndex("users_hashid_idx").on(table.hashid), uniqueIndex("users_email_idx").on(table.email)],
);

/**
 * Sessions: one per sign-in, holding the SHA-256 of its current refresh token (the token itself
 * is only ever in the client's hands). Each refresh replaces the token, and the session is the
 * family of every token descended from that sign-in: revoking it (sign-out, password change,
 * reset, reuse of a retired token) ends them all, access tokens included.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    refreshTokenHash: text("refresh_token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "date" }),
    /** HMAC of the IP the session was opened from (lib/server/ip-hash.ts; like leads.ip_hash). */
    ipHash: text("ip_hash").notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex("sessions_refresh_token_hash_idx").on(table.refreshTokenHash), index("sessions_user_idx").on(table.userId)],
);

/**
 * Refresh tokens a session has rotated away from (SHA-256 only). Presenting one again is reuse
 * (the token was copied, or replayed), and ends its session: see refreshAccessToken. Kept as
 * long as the session row; they go with it.
 */
export const retiredRefreshTokens = pgTable(
  "retired_refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    retiredAt: timestamp("retired_at", { withTimezone: true, mode: "date" })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index("retired_refresh_tokens_session_idx").on(table.sessionId)],
);

/** What an emailed token is for. */
export const EMAIL_TOKEN_PURPOSES = ["confirm_email", "change_email", "reset_password"] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/**
 * Single-use tokens sent by email (confirmation, change of address, password reset), stored
 * as SHA-256 hashes with an expiry. `email` is the address the token proves control of.
 */
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    tokenHash: text("token_hash").notNull(),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (table) => [uniqueIndex("email_tokens_token_hash_idx").on(table.tokenHash), index("email_tokens_user_idx").on(table.userId)],
);

/**
 * Homes for sale, on RESO Data Dictionary names (lib/listings/reso.ts is the record they are
 * validated with). `id` never leaves the server: the API shows its sqids `hashid`
 * (lib/server/listings/hashid.ts). `location` is PostgreSQL's own point type (x = longitude,
 * y = latitude), generated from the coordinates and GiST-indexed for the map rectangle.
 */
export const listings = pgTable(
  "listings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    listingKey: text("listing_key").notNull(),
    /** sample (the generator), import (a file) or mls (the RESO Web API sync). */
    source: text("source", { enum: ["sample", "import", "mls"] }).notNull(),
    standardStatus: text("standard_status").notNull(),
    listPrice: numeric("list_price", { precision: 14, scale: 2, mode: "number" }).notNull(),
    /**
     * list_price as a double, kept by PostgreSQL: the search's payment bounds and payment order
     * are float arithmetic on the price, and converting the numeric on every row, several times
     * an expression, was most of their cost (docs/architecture.md, Listing search).
     */
    listPriceFloat: doublePrecision("list_price_float").generatedAlwaysAs(sql`list_price::float8`),
    propertyType: text("property_type").notNull(),
    propertySubType: text("property_sub_type"),
    bedroomsTotal: integer("bedrooms_total"),
    bathroomsTotalInteger: integer("bathrooms_total_integer"),
    livingArea: numeric("living_area", { precision: 12, scale: 2, mode: "number" }),
    lotSizeSquareFeet: numeric("lot_size_square_feet", { precision: 14, scale: 2, mode: "number" }),
    yearBuilt: integer("year_built"),
    streetNumber: text("street_number"),
    streetName: text("street_name"),
    streetSuffix: text("street_suffix"),
    unitNumber: text("unit_number"),
    unparsedAddress: text("unparsed_address"),
    city: text("city").notNull(),
    stateOrProvince: text("state_or_province").notNull(),
    postalCode: text("postal_code"),
    countyOrParish: text("county_or_parish"),
    /** 5-digit county FIPS, matched from the state and CountyOrParish (or the ZIP) on the way in. */
    countyFips: text("county_fips"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    location: point("location", { mode: "xy" }).generatedAlwaysAs(
      sql`case when longitude is null or latitude is null then null else point(longitude, latitude) end`,
    ),
    taxAnnualAmount: numeric("tax_annual_amount", { precision: 12, scale: 2, mode: "number" }),
    taxYear: integer("tax_year"),
    associationFee: numeric("association_fee", { precision: 12, scale: 2, mode: "number" }),
    associationFeeFrequency: text("association_fee_frequency"),
    publicRemarks: text("public_remarks"),
    /** Ordered photo URLs. */
    media: jsonb("media")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    listingContractDate: date("listing_contract_date", { mode: "string" }),
    modificationTimestamp: timestamp("modification_timestamp", { withTimezone: true, mode: "date" }).notNull(),
    listAgentKey: text("list_agent_key"),
    listAgentFullName: text("list_agent_full_name"),
    listOfficeKey: text("list_office_key"),
    listOfficeName: text("list_office_name"),
    /**
     * The part of the monthly payment that does not depend on the loan, in cents: the listing's
     * own tax (or the county rate's) / 12 + the state's average insurance / 12 + HOA a month,
     * each by lib/mortgage. Lets the search filter by a monthly payment maximum in SQL.
     */
    monthlyCarryCents: integer("monthly_carry_cents").notNull(),
    /** True when the tax in monthlyCarryCents is the county's average rather than the listing's own. */
    taxEstimated: boolean("tax_estimated").notNull().default(false),
    /** Set when the listing left its MLS feed (kept, shown as off market, no longer searched). */
    offMarketAt: timestamp("off_market_at", { withTimezone: true, mode: "date" }),
    /** Last sync run that saw the listing in the feed (the sweep marks the others off market). */
    feedSeenAt: timestamp("feed_seen_at", { withTimezone: true, mode: "date" }),
    ...timestamps,
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    uniqueIndex("listings_listing_key_idx").on(table.listingKey),
    // The map rectangle's, the state's and the county's indexes are in SQL only (Drizzle cannot
    // declare INCLUDE): listings_location_cover_idx (GiST on location), listings_state_cover_idx
    // and listings_county_cover_idx (place, then newest first) and
    // listings_for_sale_price_cover_idx (price and id), each for homes for sale and carrying the
    // columns the filters and sorts read (list_price_float too), so a search picks its page's ids
    // by an index-only scan. Their latest definitions are in migration 0020.
    index("listings_list_price_idx").on(table.listPrice),
    index("listings_postal_code_idx").on(table.postalCode),
    index("listings_modification_idx").on(table.modificationTimestamp),
    // The default search (every home for sale, newest first): its first page straight off the index.
    index("listings_for_sale_newest_idx")
      .on(table.modificationTimestamp.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`standard_status in ('Active', 'Active Under Contract', 'Coming Soon') and off_market_at is null`),
  ],
);

/** Saved homes: a user's favourite listings. */
export const favoriteListings = pgTable(
  "favorite_listings",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.listingId] }),
    index("favorite_listings_user_created_idx").on(table.userId, table.createdAt),
    index("favorite_listings_listing_idx").on(table.listingId),
  ],
);

/**
 * Progress of the RESO Web API sync, one row per feed (its base URL): the replication cursor
 * (ModificationTimestamp + ListingKey of the last record committed) and the page to resume at
 * after a crash. `state` is the sync's own JSON (lib/server/listings/sync).
 */
export const listingFeedState = pgTable("listing_feed_state", {
  feed: text("feed").primaryKey(),
  state: jsonb("state").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" })
    .notNull()
    .default(sql`now()`),
});

/**
 * One row (id 1) whose `version` grows with every statement that inserts, updates or deletes
 * listings (a statement-level trigger, migration 0003), on every instance alike. The search keys
 * its cached totals on it, so a cached total is always the total of the data as it is now.
 */
export const listingDataVersion = pgTable("listing_data_version", {
  id: integer("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});

/**
 * Cache tag expiries (ms since the epoch): Next's data cache (lib/cache/next-cache-handler.mjs)
 * treats an entry as absent when one of its tags expired between the entry's read and now.
 * Written by whatever changes the data behind a tag, in or out of the server, so every instance
 * sees the change at its next read (docs/architecture.md, Caching).
 *
 * Append-only: writers only insert (no row is shared, so concurrent writers never wait on each
 * other or deadlock), and the handler folds old rows away. A row inserted without a time is
 * stamped when its transaction commits (a deferred trigger, migration 0018), so a read that
 * started while the change was uncommitted still counts as before it; a row may also carry a
 * future time (a membership's period end), when the data changes with no write.
 */
export const cacheTagExpirations = pgTable(
  "cache_tag_expirations",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    tag: text("tag").notNull(),
    expiredAt: doublePrecision("expired_at"),
  },
  (table) => [index("cache_tag_expirations_tag_idx").on(table.tag, table.expiredAt)],
);

/**
 * Next's data cache entries when the app runs on PostgreSQL (DATABASE_URL), shared by every
 * instance; bounded by lib/cache/next-cache-handler.mjs, which drops the least recently written.
 */
export const cacheEntries = pgTable(
  "cache_entries",
  {
    key: text("key").primaryKey(),
    value: text("value").notNull(),
    tags: text("tags").array().notNull(),
    lastModified: doublePrecision("last_modified").notNull(),
  },
  (table) => [index("cache_entries_last_modified_idx").on(table.lastModified)],
);

/** What a lead asks for: a quote from the site's own team (more kinds, e.g. an agent contact, join later). */
export const LEAD_KINDS = ["quote", "agent"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/**
 * Requests from visitors to be contacted (lib/server/leads): who, how to reach them, the consent
 * they gave (the consent text's version and when), the calculator scenario they attached, and
 * where the request was sent. The visitor's IP is kept only as an HMAC (`ipHash`, keyed by
 * AUTH_SECRET): enough to see that several leads came from one place, not who sent them.
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Public id (random, like users.hashid): what emails and exports show; `id` never leaves the server. */
    hashid: text("hashid").notNull(),
    kind: text("kind", { enum: LEAD_KINDS }).notNull(),
    name: text("name").notNull(),
    /** Trimmed and lower-cased. */
    email: text("email").notNull(),
    phone: text("phone"),
    preferredContact: text("preferred_contact", { enum: ["email", "phone"] }).notNull(),
    message: text("message"),
    /** The version of the consent text the visitor agreed to (lib/leads/consent.ts). */
    consentVersion: text("consent_version").notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true, mode: "date" }).notNull(),
    /** The calculator scenario attached (lib/leads/lead-schema.ts `LeadScenario`: the names of docs/architecture.md, Scenario links, rate in percent). */
    scenario: jsonb("scenario").$type<Record<string, unknown>>().notNull(),
    /** The site page the visitor came from ("/fha-loan-calculator/"), when known. */
    sourcePage: text("source_page"),
    /** The address the lead was sent to (LEADS_EMAIL for quotes). */
    recipientEmail: text("recipient_email").notNull(),
    /** Set once the recipient's email went out (null: sending failed; the export still has the lead). */
    notifiedAt: timestamp("notified_at", { withTimezone: true, mode: "date" }),
    ipHash: text("ip_hash").notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex("leads_hashid_idx").on(table.hashid), index("leads_created_at_idx").on(table.createdAt), index("leads_email_idx").on(table.email)],
);

/** The contact form's topics (lib/contact/topics.ts): kept as text, checked by the form's schema. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Public id (random): what the site's email shows; `id` never leaves the server. */
    hashid: text("hashid").notNull(),
    name: text("name").notNull(),
    /** Trimmed and lower-cased. */
    email: text("email").notNull(),
    /** One of CONTACT_TOPICS' values. */
    topic: text("topic").notNull(),
    message: text("message").notNull(),
    /** The address the message was sent to (CONTACT_EMAIL). */
    recipientEmail: text("recipient_email").notNull(),
    /** Set once the email to CONTACT_EMAIL went out (null: sending failed; the row keeps the message). */
    notifiedAt: timestamp("notified_at", { withTimezone: true, mode: "date" }),
    /** HMAC of the sender's IP (like leads.ip_hash). */
    ipHash: text("ip_hash").notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("contact_messages_hashid_idx").on(table.hashid),
    index("contact_messages_created_at_idx").on(table.createdAt),
    index("contact_messages_email_idx").on(table.email),
  ],
);

export const NEWSLETTER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/**
 * Newsletter subscribers kept by the site itself (used when no email-marketing service is
 * configured): double opt-in, so an address is `pending` until its owner follows the emailed
 * link (`confirmTokenHash`: SHA-256 of the token, which only the email holds), then `confirmed`,
 * and `unsubscribed` after the unsubscribe link (the row stays, so a later signup starts over).
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Public id (random): part of the unsubscribe link. */
    hashid: text("hashid").notNull(),
    /** Trimmed and lower-cased; one row per address. */
    email: text("email").notNull(),
    status: text("status", { enum: NEWSLETTER_STATUSES }).notNull(),
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true, mode: "date" }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true, mode: "date" }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true, mode: "date" }),
    /** The site page the form was on ("/blog/fha-mip/"), when known. */
    sourcePage: text("source_page"),
    /** HMAC of the IP of the last signup (like leads.ip_hash). */
    ipHash: text("ip_hash").notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("newsletter_subscribers_email_idx").on(table.email),
    uniqueIndex("newsletter_subscribers_hashid_idx").on(table.hashid),
    uniqueIndex("newsletter_subscribers_confirm_token_idx").on(table.confirmTokenHash),
  ],
);

/** An agent's identity as the operator approved it (agents:review): what the profile may show. */
export interface ApprovedAgentIdentity {
  readonly name: string;
  readonly brokerage: string;
  readonly licenseNumber: string;
  readonly licenseState: string;
  /** The approved MLS agent id (RESO ListAgentKey): the only way listings reach the profile. */
  readonly mlsAgentId: string | null;
}

/** Where a profile's identity stands: waiting for the operator, approved, or rejected. */
export const AGENT_IDENTITY_REVIEWS = ["awaiting_review", "approved", "rejected"] as const;
export type AgentIdentityReview = (typeof AGENT_IDENTITY_REVIEWS)[number];

/**
 * The agents directory (lib/server/agents). A profile is public only when `emailConfirmedAt` is
 * set (its contact address was confirmed from the emailed link), `identityReview` is `approved`
 * (the operator checked its name, brokerage, licence and MLS id: `npm run agents:review`) and
 * `hiddenAt` is not set. `approvedIdentity` keeps the values last approved: a change of any
 * of them waits for review again, and listings are matched by its MLS id only.
 * `ownerUserId` is the account that manages it (null for the generated sample agents,
 * `isSample`). `latitude`/`longitude` are the centre of its first county served (distance order);
 * `states` are the states of its counties and its licence (the state filter). `completeness`
 * (0-100) is recomputed on every write and breaks ties of distance.
 */
export const agents = pgTable(
  "agents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Public id (random): the profile's address /agents/{hashid}/. */
    hashid: text("hashid").notNull(),
    ownerUserId: uuid("owner_user_id").references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    isSample: boolean("is_sample").notNull().default(false),
    name: text("name").notNull(),
    /** Where leads go (trimmed, lower-case); confirmed before the profile is published. */
    email: text("email").notNull(),
    phone: text("phone"),
    brokerage: text("brokerage").notNull(),
    licenseNumber: text("license_number").notNull(),
    /** USPS code of the licensing state. */
    licenseState: text("license_state").notNull(),
    /** Counties served (5-digit FIPS), first = home county. */
    counties: text("counties").array().notNull(),
    states: text("states").array().notNull(),
    specialities: text("specialities").array().notNull(),
    languages: text("languages").array().notNull(),
    bio: text("bio").notNull().default(""),
    /** An uploaded photo (the upload pipeline), or for samples the drawn photo's name (/agent-photos/). */
    photoUploadId: text("photo_upload_id").references((): AnyPgColumn => uploads.id, { onDelete: "set null" }),
    samplePhoto: text("sample_photo"),
    /** Listing keys matched against listings.list_agent_key / list_office_key (RESO). */
    listAgentKey: text("list_agent_key"),
    listOfficeKey: text("list_office_key"),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    completeness: integer("completeness").notNull(),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true, mode: "date" }),
    /** SHA-256 of the emailed confirmation token (only the email holds the token). */
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true, mode: "date" }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true, mode: "date" }),
    identityReview: text("identity_review", { enum: AGENT_IDENTITY_REVIEWS }).notNull().default("awaiting_review"),
    /** When the identity now waiting was submitted (the review queue's order). */
    identitySubmittedAt: timestamp("identity_submitted_at", { withTimezone: true, mode: "date" })
      .notNull()
      .default(sql`now()`),
    identityReviewedAt: timestamp("identity_reviewed_at", { withTimezone: true, mode: "date" }),
    /** The operator's reason when rejected (mailed to the agent, shown on their profile page). */
    identityRejectionReason: text("identity_rejection_reason"),
    approvedIdentity: jsonb("approved_identity").$type<ApprovedAgentIdentity>(),
    ...timestamps,
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    uniqueIndex("agents_hashid_idx").on(table.hashid),
    index("agents_identity_review_idx").on(table.identityReview, table.identitySubmittedAt),
    uniqueIndex("agents_owner_idx").on(table.ownerUserId),
    uniqueIndex("agents_confirm_token_idx").on(table.confirmTokenHash),
    index("agents_states_idx").using("gin", table.states),
    index("agents_counties_idx").using("gin", table.counties),
  ],
);

/** Which leads (kind "agent") were sent to which agent: the owner's list of leads. */
export const agentLeads = pgTable(
  "agent_leads",
  {
    agentId: uuid("agent_id")
      .notNull()
      .references(() => agents.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.agentId, table.leadId] }), index("agent_leads_agent_idx").on(table.agentId, table.createdAt)],
);

/**
 * Embeddable calculator widgets, owned by an account. `key` is the secret-less public
 * key in the embed code (rotating it replaces it; the old one stops at once). `allowedDomains`
 * holds the canonical texts of lib/widgets/domains.ts; `defaults` the inputs the widget opens with
 * (lib/widgets/settings.ts `WidgetDefaults`). Deleting the owner deletes the widgets.
 */
export const widgets = pgTable(
  "widgets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Public id (random) the manager and the API use; `id` never leaves the server. */
    hashid: text("hashid").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    name: text("name").notNull(),
    allowedDomains: text("allowed_domains").array().notNull(),
    calcType: text("calc_type", { enum: ["conventional", "fha", "usda", "va"] }).notNull(),
    defaults: jsonb("defaults").$type<Record<string, number | null>>().notNull().default({}),
    themeColor: text("theme_color").notNull(),
    /** The owner's choice; honoured (line hidden) only on the premium plan. */
    showBranding: boolean("show_branding").notNull().default(true),
    /** What the frame shows beside the inputs (lib/widgets/settings.ts, WIDGET_LAYOUTS). */
    layout: text("layout", { enum: ["compact", "summary"] })
      .notNull()
      .default("compact"),
    /** The "Get a personal quote" link in the frame: off unless the owner switches it on. */
    showQuoteLink: boolean("show_quote_link").notNull().default(false),
    enabled: boolean("enabled").notNull().default(true),
    ...timestamps,
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    uniqueIndex("widgets_hashid_idx").on(table.hashid),
    uniqueIndex("widgets_key_idx").on(table.key),
    index("widgets_user_idx").on(table.userId, table.createdAt),
  ],
);

/**
 * Widget usage per widget per UTC day: frame loads and calculations, counted by one upsert
 * (`INSERT ... ON CONFLICT DO UPDATE SET n = n + excluded.n`), so concurrent hits never lose a count.
 */
export const widgetUsage = pgTable(
  "widget_usage",
  {
    widgetId: uuid("widget_id")
      .notNull()
      .references(() => widgets.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    loads: integer("loads").notNull().default(0),
    calculations: integer("calculations").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.widgetId, table.day] })],
);

// ---------------------------------------------------------------------------------------------
// Premium tier: membership, Stripe events, saved scenarios, price alerts.

export { PLANS, type Plan } from "@/lib/premium/plans";

/**
 * A user's paid memberships, one row per Stripe subscription (a user may have several: two
 * checkouts finished together): the customer, the subscription's status as Stripe last reported
 * it, and its current period end. Whether one grants premium is decided by lib/server/entitlements
 * (status and period end), never stored; a user is premium while any of theirs does.
 * `stateAt` is the creation time of the Stripe event the state came from: an event older than it
 * is ignored, so replays and out-of-order deliveries cannot undo a newer state.
 */
export const memberships = pgTable(
  "memberships",
  {
    /** One row per Stripe subscription: two checkouts finished together make two rows, both shown. */
    stripeSubscriptionId: text("stripe_subscription_id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stripeCustomerId: text("stripe_customer_id").notNull(),
    /** Stripe subscription status (active, trialing, past_due, canceled, unpaid, incomplete, ...). */
    status: text("status").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true, mode: "date" }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    endedAt: timestamp("ended_at", { withTimezone: true, mode: "date" }),
    stateAt: timestamp("state_at", { withTimezone: true, mode: "date" }),
    ...timestamps,
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index("memberships_user_idx").on(table.userId), index("memberships_customer_idx").on(table.stripeCustomerId)],
);

/**
 * Stripe customers of each account (a checkout links one before its subscription exists; two
 * checkouts started together may make two). The billing portal opens for one of them.
 */
export const stripeCustomers = pgTable(
  "stripe_customers",
  {
    stripeCustomerId: text("stripe_customer_id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (table) => [index("stripe_customers_user_idx").on(table.userId)],
);

/** Stripe webhook events already processed (idempotency by event id). */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  /** The event's own creation time (Stripe's `created`). */
  eventCreatedAt: timestamp("event_created_at", { withTimezone: true, mode: "date" }).notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true, mode: "date" })
    .notNull()
    .default(sql`now()`),
});

/**
 * Saved calculator scenarios: `calcType` is the calculator's path slug (`mortgage-calculator`),
 * `inputs` its scenario query parameters (docs/architecture.md, Scenario links) as strings, so reopening is the
 * calculator's own shared link.
 */
export const savedScenarios = pgTable(
  "saved_scenarios",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    hashid: text("hashid").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    calcType: text("calc_type").notNull(),
    inputs: jsonb("inputs").$type<Record<string, string>>().notNull(),
    ...timestamps,
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [uniqueIndex("saved_scenarios_hashid_idx").on(table.hashid), index("saved_scenarios_user_idx").on(table.userId, table.createdAt)],
);

/** Saved homes a member watches for price and status changes. */
export const priceAlertWatches = pgTable(
  "price_alert_watches",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.userId, table.listingId] }), index("price_alert_watches_listing_idx").on(table.listingId)],
);

/**
 * Changes of watched listings, written by a trigger on `listings` (hand-written in the migration)
 * whatever updated the row (file import, MLS sync, its off-market sweep). `sentAt` is set when the
 * daily email that listed the change went out.
 */
export const priceAlertChanges = pgTable(
  "price_alert_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    oldPrice: numeric("old_price", { precision: 14, scale: 2, mode: "number" }),
    newPrice: numeric("new_price", { precision: 14, scale: 2, mode: "number" }),
    oldStatus: text("old_status"),
    newStatus: text("new_status"),
    changedAt: timestamp("changed_at", { withTimezone: true, mode: "date" })
      .notNull()
      .default(sql`now()`),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    index("price_alert_changes_pending_idx")
      .on(table.userId, table.changedAt)
      .where(sql`sent_at is null`),
  ],
);

/** One row per user and day on which a price-alert email went out (one email a day). */
export const priceAlertSends = pgTable(
  "price_alert_sends",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
