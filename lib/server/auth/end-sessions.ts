import "server-only";

import { and, eq, isNull, ne } from "drizzle-orm";

import { schema, type Database } from "@/lib/server/db/client";

/**
 * Ends every live session of the account except `keepSessionId` (null ends them all): their
 * refresh tokens stop working at once, and so do the access tokens issued under them, since
 * each request checks its session (viewerFromAccessToken).
 */
export async function endOtherSessions(db: Database, userId: string, keepSessionId: string | null, now: Date = new Date()): Promise<void> {
  await db
    .update(schema.sessions)
    .set({ revokedAt: now })
    .where(
      and(eq(schema.sessions.userId, userId), isNull(schema.sessions.revokedAt), keepSessionId === null ? undefined : ne(schema.sessions.id, keepSessionId)),
    );
}
