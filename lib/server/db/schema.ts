import "server-only";

import { sql } from "drizzle-orm";
import { customType, date, index, integer, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().default(sql`now()`),
  },
  (table) => [index("uploads_created_at_idx").on(table.createdAt)],
);
