import "server-only";

import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";

import { schema, type Database } from "@/lib/server/db/client";
import { planOf, requireUserFeature } from "@/lib/server/entitlements";
import { NotFoundError } from "@/lib/server/errors";
import { listingHashid, listingIdFromHashid } from "@/lib/server/listings/hashid";
import { streetAddressOf } from "@/lib/server/listings/listing-service";
import { logger } from "@/lib/server/logger";
import { sendMail, type MailMessage } from "@/lib/server/mail/mailer";

const W = schema.priceAlertWatches;
const C = schema.priceAlertChanges;
const L = schema.listings;

const NOT_SAVED = "Save this home first: alerts watch your saved homes.";

/** The listing row id of one of the user's saved homes; NotFoundError otherwise. */
async function savedListingId(db: Database, userId: string, hashid: string): Promise<number> {
  const id = listingIdFromHashid(hashid);
  if (id === null) throw new NotFoundError(NOT_SAVED);
  const [row] = await db
    .select({ id: schema.favoriteListings.listingId })
    .from(schema.favoriteListings)
    .where(and(eq(schema.favoriteListings.userId, userId), eq(schema.favoriteListings.listingId, id)))
    .limit(1);
  if (!row) throw new NotFoundError(NOT_SAVED);
  return id;
}

/** Premium: watch a saved home for price and status changes (idempotent). Returns the listing hashid. */
export async function watchListing(db: Database, userId: string, hashid: string): Promise<string> {
  await requireUserFeature(db, userId, "priceAlerts");
  const id = await savedListingId(db, userId, hashid);
  await db.insert(W).values({ userId, listingId: id }).onConflictDoNothing();
  return listingHashid(id);
}

/** Stops watching a home (allowed on any plan). */
export async function unwatchListing(db: Database, userId: string, hashid: string): Promise<string> {
  const id = listingIdFromHashid(hashid);
  if (id === null) throw new NotFoundError(NOT_SAVED);
  await db.delete(W).where(and(eq(W.userId, userId), eq(W.listingId, id)));
  return listingHashid(id);
}

/** The hashids of the homes the user watches. */
export async function watchedListingHashids(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ id: W.listingId }).from(W).where(eq(W.userId, userId)).orderBy(asc(W.createdAt));
  return rows.map((row) => listingHashid(row.id));
}

/** One change as the email lists it. */
export interface AlertChangeLine {
  readonly address: string;
  readonly url: string;
  readonly text: string;
}

const price = (value: number | null) => (value === null ? "no price" : `$${Math.round(value).toLocaleString("en-US")}`);

function changeText(change: { oldPrice: number | null; newPrice: number | null; oldStatus: string | null; newStatus: string | null }): string {
  const parts: string[] = [];
  if (change.oldPrice !== change.newPrice) parts.push(`price ${price(change.oldPrice)} to ${price(change.newPrice)}`);
  if (change.oldStatus !== change.newStatus) parts.push(`status ${change.oldStatus ?? "unknown"} to ${change.newStatus ?? "unknown"}`);
  return parts.join("; ");
}

/** The daily alert email. */
export function priceAlertMessage(to: string, lines: readonly AlertChangeLine[]): MailMessage {
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  return {
    to,
    subject: `${lines.length} change${lines.length === 1 ? "" : "s"} to homes you watch`,
    text: [`Homes you watch on How Much Home? changed:`, "", ...lines.map((line) => `- ${line.address}: ${line.text}\n  ${line.url}`)].join("\n"),
    html: `<p>Homes you watch on How Much Home? changed:</p><ul>${lines.map((line) => `<li><a href="${escape(line.url)}">${escape(line.address)}</a>: ${escape(line.text)}</li>`).join("")}</ul>`,
    links: [...new Set(lines.map((line) => line.url))],
    template: "price-alerts",
  };
}

/** What one run of the alert sender did. */
export interface AlertRunReport {
  readonly emails: number;
  readonly changes: number;
  /** Users with changes who already had today's email (their changes wait for tomorrow). */
  readonly deferred: number;
  /** Changes of lapsed members, dropped unsent. */
  readonly dropped: number;
}

/**
 * Sends the price alerts: for each user with unsent changes, one email listing all of them, at
 * most one email per user per UTC day (a second run the same day sends nothing to them; the
 * changes wait). Changes recorded for someone no longer premium are marked handled without mail.
 */
export async function sendPriceAlerts(db: Database, siteUrl: string, now: Date = new Date()): Promise<AlertRunReport> {
  const day = now.toISOString().slice(0, 10);
  const pending = await db.select({ userId: C.userId }).from(C).where(isNull(C.sentAt)).groupBy(C.userId);
  let emails = 0;
  let changes = 0;
  let deferred = 0;
  let dropped = 0;
  for (const { userId } of pending) {
    const plan = await planOf(db, userId, now);
    if (plan !== "premium") {
      const gone = await db
        .update(C)
        .set({ sentAt: now })
        .where(and(eq(C.userId, userId), isNull(C.sentAt)))
        .returning({ id: C.id });
      dropped += gone.length;
      continue;
    }
    const claimed = await db
      .insert(schema.priceAlertSends)
      .values({ userId, day, sentAt: now })
      .onConflictDoNothing()
      .returning({ day: schema.priceAlertSends.day });
    if (claimed.length === 0) {
      deferred += 1;
      continue;
    }
    const rows = await db
      .select({
        id: C.id,
        listingId: C.listingId,
        oldPrice: C.oldPrice,
        newPrice: C.newPrice,
        oldStatus: C.oldStatus,
        newStatus: C.newStatus,
        listing: L,
        email: schema.users.email,
        emailConfirmedAt: schema.users.emailConfirmedAt,
      })
      .from(C)
      .innerJoin(L, eq(L.id, C.listingId))
      .innerJoin(schema.users, eq(schema.users.id, C.userId))
      .where(and(eq(C.userId, userId), isNull(C.sentAt)))
      .orderBy(asc(C.changedAt));
    const first = rows[0];
    if (!first) continue;
    const lines = rows.map((row) => ({
      address: `${streetAddressOf(row.listing)}, ${row.listing.city}`,
      url: `${siteUrl.replace(/\/$/, "")}/listings/${listingHashid(row.listingId)}/`,
      text: changeText(row),
    }));
    try {
      await sendMail(db, priceAlertMessage(first.email, lines), { account: null, recipient: first.emailConfirmedAt ? "confirmed" : "unconfirmed" });
    } catch (error) {
      logger.error("price alert email failed", { error });
      await db.delete(schema.priceAlertSends).where(and(eq(schema.priceAlertSends.userId, userId), eq(schema.priceAlertSends.day, day)));
      continue;
    }
    await db
      .update(C)
      .set({ sentAt: now })
      .where(
        inArray(
          C.id,
          rows.map((row) => row.id),
        ),
      );
    emails += 1;
    changes += rows.length;
  }
  return { emails, changes, deferred, dropped };
}

/** Unsent changes for a user (profile display and tests). */
export async function pendingAlertCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(C)
    .where(and(eq(C.userId, userId), isNull(C.sentAt)));
  return Number(row?.total ?? 0);
}
