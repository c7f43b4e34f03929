import "server-only";

import { sql } from "drizzle-orm";
import {
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
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
    uploaderIp: text("uploader_ip").notNull(),
    /** The account that uploaded it; its uploads go when the account is deleted. */
    ownerUserId: uuid("owner_user_id").references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().default(sql`now()`),
  },
  (table) => [index("uploads_created_at_idx").on(table.createdAt), index("uploads_owner_idx").on(table.ownerUserId)],
);

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().default(sql`now()`),
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
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true, mode: "date" }).notNull().default(sql`now()`),
    ...timestamps,
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().default(sql`now()`),
  },
  (table) => [uniqueIndex("users_hashid_idx").on(table.hashid), uniqueIndex("users_email_idx").on(table.email)],
);

/**
 * Sessions: one per sign-in, holding the SHA-256 of its refresh token (the token itself is
 * only ever in the client's hands). Revoked by sign-out, password change and reset.
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
    ip: text("ip").notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex("sessions_refresh_token_hash_idx").on(table.refreshTokenHash), index("sessions_user_idx").on(table.userId)],
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
