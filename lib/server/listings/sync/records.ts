import "server-only";

import { resoListingSchema, type ResoListing } from "@/lib/listings/reso";

/** A feed record that failed validation: logged and skipped (the feed is not ours to fix). */
export interface RejectedRecord {
  readonly listingKey: string | null;
  readonly reason: string;
}

/** Where a record sits in the replication order: ModificationTimestamp (ms) then ListingKey. */
export interface RecordPosition {
  readonly timestampMs: number;
  readonly listingKey: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The record's position, or null when its key or timestamp is unreadable (it cannot move the cursor). */
export function recordPosition(raw: unknown): RecordPosition | null {
  if (!isObject(raw)) return null;
  const key = raw.ListingKey;
  const timestamp = raw.ModificationTimestamp;
  if (typeof key !== "string" || key.trim() === "" || typeof timestamp !== "string") return null;
  const timestampMs = Date.parse(timestamp);
  return Number.isNaN(timestampMs) ? null : { timestampMs, listingKey: key.trim() };
}

/**
 * RESO's Media is a resource of its own; expanded on Property (`$expand=Media`) it arrives as
 * `[{ MediaURL, Order, MediaCategory, ... }]`. Our record keeps the photos' URLs in Order
 * (records without an Order last, in the order sent); media that are not photos are left out.
 */
function mediaUrls(media: unknown): unknown {
  if (!Array.isArray(media)) return media;
  if (media.every((item) => typeof item === "string")) return media;
  const photos = media
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => isObject(item) && typeof item.MediaURL === "string")
    .filter(({ item }) => {
      const category = (item as Record<string, unknown>).MediaCategory;
      return category === undefined || category === null || category === "Photo";
    })
    .map(({ item, index }) => {
      const order = (item as Record<string, unknown>).Order;
      return { url: (item as { MediaURL: string }).MediaURL, order: typeof order === "number" ? order : Number.POSITIVE_INFINITY, index };
    });
  photos.sort((a, b) => a.order - b.order || a.index - b.index);
  return photos.map((photo) => photo.url);
}

/** Validates one feed record with the shared RESO schema (lib/listings/reso.ts). */
export function parseFeedRecord(raw: unknown): { ok: true; record: ResoListing } | { ok: false; rejected: RejectedRecord } {
  const listingKey = isObject(raw) && typeof raw.ListingKey === "string" && raw.ListingKey.trim() ? raw.ListingKey.trim() : null;
  if (!isObject(raw)) return { ok: false, rejected: { listingKey, reason: "The record is not a JSON object." } };
  const parsed = resoListingSchema.safeParse({ ...raw, Media: mediaUrls(raw.Media) });
  if (parsed.success) return { ok: true, record: parsed.data };
  const reason = parsed.error.issues.map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message)).join("; ");
  return { ok: false, rejected: { listingKey, reason } };
}
