import "server-only";

import { and, asc, eq, sql } from "drizzle-orm";

import type { ListingSummary } from "@/lib/listings/types";
import { schema, type Database } from "@/lib/server/db/client";
import { toListingSummary } from "@/lib/server/listings/listing-service";
import { forSaleCondition } from "@/lib/server/listings/search-service";

import type { AgentRow } from "./agent-service";

/** Listings shown on a profile at most. */
export const AGENT_LISTINGS_SHOWN = 12;

/**
 * An agent's current listings (for sale): those whose RESO ListAgentKey is the MLS agent id the
 * operator approved for this profile (agents:review). Never by matching names: anyone can type
 * another agent's name and brokerage, and an id still waiting for review shows nothing. Cheapest
 * first.
 */
export async function agentListings(db: Database, agent: Pick<AgentRow, "approvedIdentity">): Promise<{ items: ListingSummary[]; total: number }> {
  const key = agent.approvedIdentity?.mlsAgentId;
  if (!key) return { items: [], total: 0 };
  const L = schema.listings;
  const where = and(forSaleCondition(), eq(L.listAgentKey, key))!;
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(L)
    .where(where);
  const rows = await db.select().from(L).where(where).orderBy(asc(L.listPrice), asc(L.id)).limit(AGENT_LISTINGS_SHOWN);
  return { items: rows.map(toListingSummary), total: counted?.n ?? 0 };
}
