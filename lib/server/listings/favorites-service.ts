import "server-only";

import { and, desc, eq, inArray, sql } from "drizzle-orm";

import { DEFAULT_PAYMENT_SCENARIO, LISTING_PAGE_SIZE, pageSchema, type PaymentScenario } from "@/lib/listings/search";
import type { ListingPage } from "@/lib/listings/types";
import { schema, type Database } from "@/lib/server/db/client";
import { InputError, NotFoundError } from "@/lib/server/errors";

import { listingIdFromHashid } from "./hashid";
import { listingMonthlyPayment } from "./listing-payment";
import { extendListing, getListingByHashid, toListingRecord, type ListingRecord } from "./listing-service";
import type { ListingResult } from "./search-service";

const F = schema.favoriteListings;
const L = schema.listings;
const UNKNOWN_LISTING = "This home is not listed here (any more).";

async function requireListing(db: Database, hashid: string): Promise<{ id: number; listing: ListingRecord }> {
  const listing = await getListingByHashid(db, hashid);
  const id = listingIdFromHashid(hashid);
  if (!listing || id === null) throw new NotFoundError(UNKNOWN_LISTING);
  return { id, listing };
}

/**
 * Saves a home for the user. Saving it again changes nothing (idempotent). Off-market homes may
 * stay saved, and may be saved (a buyer keeps a link). Unknown hashid: NotFoundError.
 */
export async function favoriteListing(db: Database, userId: string, hashid: string): Promise<ListingRecord> {
  const { id, listing } = await requireListing(db, hashid);
  await db.insert(F).values({ userId, listingId: id }).onConflictDoNothing();
  return listing;
}

/** Removes a saved home; removing one that is not saved changes nothing. Unknown hashid: NotFoundError. */
export async function unfavoriteListing(db: Database, userId: string, hashid: string): Promise<ListingRecord> {
  const { id, listing } = await requireListing(db, hashid);
  await db.delete(F).where(and(eq(F.userId, userId), eq(F.listingId, id)));
  return listing;
}

/** Whether the user saved the listing (row id). */
export async function isFavorite(db: Database, userId: string, listingId: number): Promise<boolean> {
  return (await favoriteIdsAmong(db, userId, [listingId])).has(listingId);
}

/** The listing ids (of those given) the user saved: one query for a whole page (no N+1). */
export async function favoriteIdsAmong(db: Database, userId: string, listingIds: readonly number[]): Promise<Set<number>> {
  if (listingIds.length === 0) return new Set();
  const rows = await db
    .select({ listingId: F.listingId })
    .from(F)
    .where(and(eq(F.userId, userId), inArray(F.listingId, [...new Set(listingIds)])));
  return new Set(rows.map((row) => row.listingId));
}

/**
 * The user's saved homes, newest saved first (then by listing, so pages are stable), on or off
 * market (an off-market home shows as such), each with its monthly payment for the scenario.
 */
export async function myFavoriteListings(
  db: Database,
  userId: string,
  pageInput: unknown = 1,
  scenario: PaymentScenario = DEFAULT_PAYMENT_SCENARIO,
  pageSize = LISTING_PAGE_SIZE,
): Promise<ListingPage<ListingResult>> {
  const parsed = pageSchema.safeParse(pageInput);
  if (!parsed.success) throw new InputError({ page: parsed.error.issues.map((issue) => issue.message) });
  const page = parsed.data;
  const [countRow] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(F)
    .where(eq(F.userId, userId));
  const total = Number(countRow?.total ?? 0);
  const rows =
    total > (page - 1) * pageSize
      ? await db
          .select({ listing: L })
          .from(F)
          .innerJoin(L, eq(L.id, F.listingId))
          .where(eq(F.userId, userId))
          .orderBy(desc(F.createdAt), desc(F.listingId))
          .limit(pageSize)
          .offset((page - 1) * pageSize)
      : [];
  const items = rows.map(({ listing }) => {
    const record = toListingRecord(listing);
    return extendListing(record, { payment: listingMonthlyPayment(record, scenario) });
  });
  return { page, pageSize, total, items };
}

/**
 * Answers "is this listing saved?" for every listing of one GraphQL response with one query: the
 * ids asked for in the same tick are collected and looked up together (a page of 24 cards makes
 * one query, not 24).
 */
export function favoriteLoader(db: Database, userId: string): (listingId: number) => Promise<boolean> {
  let pending: { ids: Set<number>; result: Promise<Set<number>> } | null = null;
  return (listingId) => {
    if (!pending) {
      const batch: { ids: Set<number>; result: Promise<Set<number>> } = { ids: new Set(), result: Promise.resolve(new Set()) };
      batch.result = Promise.resolve().then(() => {
        pending = null;
        return favoriteIdsAmong(db, userId, [...batch.ids]);
      });
      pending = batch;
    }
    pending.ids.add(listingId);
    return pending.result.then((ids) => ids.has(listingId));
  };
}
