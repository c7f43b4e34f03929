import "server-only";

import { and, asc, eq, or, sql } from "drizzle-orm";

import type { ListingSummary } from "@/lib/listings/types";
import { schema, type Database } from "@/lib/server/db/client";
import { toListingSummary } from "@/lib/server/listings/listing-service";
import { forSaleCondition } from "@/lib/server/listings/search-service";

import type { AgentRow } from "./agent-service";

/** Listings shown on a profile at most. */
export const AGENT_LISTINGS_SHOWN = 12;

/**
 * An agent's current listings (for sale): those whose RESO ListAgentKey is the agent's MLS id,
 * or whose list agent's and office's names are the agent's name and brokerage (feeds without
 * agent keys). Cheapest first.
 */
export async function agentListings(db: Database, agent: Pick<AgentRow, "listAgentKey" | "name" | "brokerage">): Promise<{ items: ListingSummary[]; total: number }> {
  const L = schema.listings;
  const byName = and(sql`lower(${L.listAgentFullName}) = lower(${agent.name})`, sql`lower(${L.listOfficeName}) = lower(${agent.brokerage})`)!;
  const match = agent.listAgentKey ? or(eq(L.listAgentKey, agent.listAgentKey), byName)! : byName;
  const where = and(forSaleCondition(), match)!;
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(L).where(where);
  const rows = await db.select().from(L).where(where).orderBy(asc(L.listPrice), asc(L.id)).limit(AGENT_LISTINGS_SHOWN);
  return { items: rows.map(toListingSummary), total: counted?.n ?? 0 };
}
