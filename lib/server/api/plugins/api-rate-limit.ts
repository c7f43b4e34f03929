import "server-only";

import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";

import type { DatabaseHandle } from "@/lib/server/db/client";
import { consumeRateLimit, pruneRateLimits, type RateLimitRule } from "@/lib/server/rate-limit/rate-limit";
import { logger } from "@/lib/server/logger";
import { clientIpFrom } from "@/lib/server/request-context";

/** Counters older than a day are pruned on about one request in this many. */
const PRUNE_ONE_IN = 2000;

/**
 * Per-IP limit on GraphQL operations, counted in the database before any operation runs (a
 * batch of 10 counts 10). Over the limit the whole request is refused with HTTP 429, a
 * Retry-After header and code RATE_LIMITED.
 */
export function apiRateLimitPlugin(options: {
  getDatabase: () => Promise<DatabaseHandle>;
  perIp: RateLimitRule;
}): Plugin {
  return {
    onRequestParse({ request }) {
      return {
        async onRequestParseDone({ requestParserResult }) {
          const operations = Array.isArray(requestParserResult) ? requestParserResult.length : 1;
          const { db } = await options.getDatabase();
          const ip = clientIpFrom(request.headers);
          const result = await consumeRateLimit(db, `api:ip:${ip}`, options.perIp, operations);
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
