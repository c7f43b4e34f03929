import "server-only";

import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";

import type { Database, DatabaseHandle } from "@/lib/server/db/client";
import { perDatabase } from "@/lib/server/db/per-database";
import { LISTING_DATA_VERSION_SQL } from "@/lib/server/listings/data-version";
import { logger } from "@/lib/server/logger";
import { pruneRateLimits, RATE_LIMIT_RETURNING, rateLimitResult, rateLimitUpsert, type RateLimitRule } from "@/lib/server/rate-limit/rate-limit";
import { clientIpFrom } from "@/lib/server/request-context";

/** Counters older than a day are pruned on about one request in this many. */
const PRUNE_ONE_IN = 2000;

// The count, and in the same round trip the listings data version, which a listings search
// would otherwise read on its own before its page query: one statement prepared per database.
const consumeApiQuery = perDatabase((db: Database) =>
  rateLimitUpsert(db)
    .returning({ ...RATE_LIMIT_RETURNING, listingDataVersion: LISTING_DATA_VERSION_SQL })
    .prepare("consume_api_rate_limit"),
);

const listingDataVersions = new WeakMap<Request, number>();

/**
 * The listings data version read with this request's rate-limit count (undefined before it, or
 * for a request the plugin did not count): what a search in the request keys its caches on.
 */
export function listingDataVersionOf(request: Request): number | undefined {
  return listingDataVersions.get(request);
}

/**
 * Per-IP limit on GraphQL operations, counted in the database before any operation runs (a
 * batch of 10 counts 10). Over the limit the whole request is refused with HTTP 429, a
 * Retry-After header and code RATE_LIMITED. The same statement reads the listings data version
 * (`listingDataVersionOf`).
 */
export function apiRateLimitPlugin(options: { getDatabase: () => Promise<DatabaseHandle>; perIp: RateLimitRule }): Plugin {
  return {
    onRequestParse({ request }) {
      return {
        async onRequestParseDone({ requestParserResult }) {
          const operations = Array.isArray(requestParserResult) ? requestParserResult.length : 1;
          const { db } = await options.getDatabase();
          const ip = clientIpFrom(request.headers);
          const [row] = await consumeApiQuery(db).execute({ key: `api:ip:${ip}`, window: options.perIp.windowSeconds, cost: operations });
          if (row) listingDataVersions.set(request, row.listingDataVersion);
          const result = rateLimitResult(row, options.perIp, operations);
          if (Math.random() * PRUNE_ONE_IN < 1) {
            pruneRateLimits(db).catch((error: unknown) => logger.warn("pruning rate limits failed", { error }));
          }
          if (!result.allowed) {
            throw new GraphQLError(`Too many requests. Try again in ${result.retryAfterSeconds} seconds.`, {
              extensions: {
                code: "RATE_LIMITED",
                retryAfterSeconds: result.retryAfterSeconds,
                http: { status: 429, headers: { "retry-after": String(result.retryAfterSeconds) } },
              },
            });
          }
        },
      };
    },
  };
}
