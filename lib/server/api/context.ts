import "server-only";

import type { YogaInitialContext } from "graphql-yoga";

import type { Viewer } from "@/lib/server/accounts/account-records";
import type { Database, DatabaseHandle } from "@/lib/server/db/client";
import type { RequestInfo } from "@/lib/server/request-context";

/** What the API adds to Yoga's context: the request's identity, the database and the viewer. */
export interface ApiContext extends RequestInfo {
  readonly database: DatabaseHandle;
  readonly db: Database;
  /**
   * The signed-in account from `authorization: Bearer <access token>`, or null without one.
   * A token that is present but expired, tampered with or revoked throws UNAUTHENTICATED (so
   * the client refreshes it). Resolved once per operation, on first use.
   */
  viewer(): Promise<Viewer | null>;
  /** Like viewer(), but UNAUTHENTICATED when nobody is signed in. */
  requireViewer(): Promise<Viewer>;
  /**
   * The `api-key` header as sent (embedded widgets). Not an identity yet: keys are issued by
   * the widget manager, which resolves them.
   */
  readonly apiKey: string | null;
  /**
   * The listings data version as read with the request's rate-limit count (before any operation
   * ran), so a search needs no read of its own; undefined when not read.
   */
  readonly listingDataVersion: number | undefined;
}

/** What every resolver receives. Built per operation (never shared between requests). */
export type GraphQLContext = YogaInitialContext & ApiContext;
