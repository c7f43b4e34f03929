import "server-only";

import type { schema } from "@/lib/server/db/client";

/*
 * The account types other services share, in a module of their own: membership-service.ts needs
 * the viewer and account-service.ts needs membership-service.ts, so neither imports the other for
 * these.
 */

/** A stored account row. */
export type UserRecord = typeof schema.users.$inferSelect;

/** The signed-in account behind a request, and the session its access token belongs to. */
export interface Viewer {
  readonly user: UserRecord;
  readonly sessionId: string;
}
