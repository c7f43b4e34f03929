import "server-only";

import { eq, sql } from "drizzle-orm";

import { schema, type Database } from "@/lib/server/db/client";
import { perDatabase } from "@/lib/server/db/per-database";

const V = schema.listingDataVersion;

/**
 * The listings data version (migration 0003: grows with every statement that writes listings)
 * as a scalar subquery, for a statement that runs anyway to return it too: the API's rate-limit
 * upsert does (lib/server/api/plugins/api-rate-limit.ts), which saves a search its own read.
 */
export const LISTING_DATA_VERSION_SQL = sql<number>`(select ${V.version} from ${V} where ${V.id} = 1)`.mapWith(Number);

// Asked by every search that was not handed the version: prepared once per database
// (node-postgres then parses it once per connection), so neither Drizzle nor the server plans it again.
const versionQuery = perDatabase((db) => db.select({ version: V.version }).from(V).where(eq(V.id, 1)).prepare("listing_data_version"));

/** The listings data version, read now. */
export async function listingDataVersion(db: Database): Promise<number> {
  const [row] = await versionQuery(db).execute();
  return Number(row?.version ?? 0);
}
