import "server-only";

import type { YogaInitialContext } from "graphql-yoga";

import type { Database, DatabaseHandle } from "@/lib/server/db/client";
import type { RequestInfo } from "@/lib/server/request-context";

/** What the API adds to Yoga's context: the request's identity and the database. */
export interface ApiContext extends RequestInfo {
  readonly database: DatabaseHandle;
  readonly db: Database;
}

/** What every resolver receives. Built per operation (never shared between requests). */
export type GraphQLContext = YogaInitialContext & ApiContext;
