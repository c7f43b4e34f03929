import "server-only";

// Envelop names plugins useX; aliased so the React hooks lint rule does not mistake it for a hook.
import { useDeferStream as deferStreamPlugin } from "@graphql-yoga/plugin-defer-stream";
import { createSchema, createYoga, type Plugin, type YogaLogger } from "graphql-yoga";

import { resolvers, scalarResolvers } from "@/graphql/resolvers";
import { typeDefs } from "@/graphql/schema";
import type { ApiContext } from "@/lib/server/api/context";
import { handledErrors, maskError, UNEXPECTED_ERROR_MESSAGE } from "@/lib/server/api/errors";
import { apiRateLimitPlugin, listingDataVersionOf } from "@/lib/server/api/plugins/api-rate-limit";
import { bodyParseGuardPlugin } from "@/lib/server/api/plugins/body-parse-guard";
import { listingAnswerCachePlugin } from "@/lib/server/api/plugins/listing-answer-cache";
import { REQUEST_SOURCE_HEADER, csrfGuardPlugin } from "@/lib/server/api/plugins/csrf-guard";
import { nulTextGuardPlugin } from "@/lib/server/api/plugins/nul-text-guard";
import { DEFAULT_OPERATION_LIMITS, operationLimitsPlugin, type OperationLimits } from "@/lib/server/api/plugins/operation-limits";
import { viewerAccessors } from "@/lib/server/api/viewer";
import { serverEnv } from "@/lib/server/config";
import type { DatabaseHandle } from "@/lib/server/db/client";
import { getDatabase } from "@/lib/server/db/database";
import { logger } from "@/lib/server/logger";
import { RATE_LIMITS } from "@/lib/server/rate-limit/policies";
import type { RateLimitRule } from "@/lib/server/rate-limit/rate-limit";
import { currentRequest, requestInfoFrom } from "@/lib/server/request-context";
import { MAX_UPLOAD_BYTES } from "@/lib/server/uploads/upload-service";

/** Most operations in one batched request (docs/architecture.md, Endpoints and transport; BatchHttpLink's batchMax is 10 too). */
export const MAX_BATCH_OPERATIONS = 10;

/** Largest request body: one 5 MB image plus room for the multipart envelope and variables. */
export const MAX_REQUEST_BODY_BYTES = MAX_UPLOAD_BYTES + 512 * 1024;

/** Both public paths of the one schema: /api/graphql and /graphql (a rewrite), with or without "/". */
const ENDPOINT_PATTERN = "{/api}?/graphql{/}?";

/** Options for `createGraphQLServer`; the defaults are the production configuration. */
export interface GraphQLServerOptions {
  /** The database (default: the process's, opened and migrated on first use). */
  readonly getDatabase?: () => Promise<DatabaseHandle>;
  readonly limits?: Partial<OperationLimits>;
  readonly apiRatePerIp?: RateLimitRule;
  /** Schema introspection (default: on except in production). */
  readonly introspection?: boolean;
}

const yogaLogger: YogaLogger = {
  debug: () => undefined,
  info: () => undefined,
  warn: (...args: unknown[]) => logger.warn("graphql-yoga", { details: args.map(String) }),
  error: (...args: unknown[]) => {
    // maskError has dealt with these (logged with the request id, or an expected domain error).
    if (args.length === 1 && typeof args[0] === "object" && args[0] !== null && handledErrors.has(args[0])) return;
    logger.error("graphql-yoga", { error: args[0], details: args.slice(1).map(String) });
  },
};

/** GraphQL answers are per user and per moment: never stored by a browser or a CDN. */
function noStorePlugin(): Plugin {
  return {
    onResponse({ response }) {
      response.headers.set("cache-control", "no-store");
    },
  };
}

/**
 * Builds the site's GraphQL server (graphql-yoga): POST JSON, GET queries, batches of at most
 * 10, multipart uploads, incremental delivery (@defer/@stream), the CSRF guard, operation
 * limits, a per-IP rate limit kept in the database, anonymous listing answers kept per listings
 * data version, and masked unexpected errors.
 */
export function createGraphQLServer(options: GraphQLServerOptions = {}) {
  const env = serverEnv();
  const loadDatabase = options.getDatabase ?? getDatabase;
  const limits: OperationLimits = { ...DEFAULT_OPERATION_LIMITS, ...options.limits };
  const introspection = options.introspection ?? env.NODE_ENV !== "production";
  const siteOrigin = new URL(env.SITE_URL).origin;

  return createYoga<Record<string, unknown>, ApiContext>({
    schema: createSchema({ typeDefs, resolvers: [resolvers, scalarResolvers] }),
    graphqlEndpoint: ENDPOINT_PATTERN,
    batching: { limit: MAX_BATCH_OPERATIONS },
    multipart: true,
    maxRequestBodySize: MAX_REQUEST_BODY_BYTES,
    graphiql: false,
    landingPage: false,
    logging: yogaLogger,
    maskedErrors: { maskError, errorMessage: UNEXPECTED_ERROR_MESSAGE, isDev: false },
    // Only the site's own pages may call the API from a browser; together with the required
    // x-request-source header (which forces a preflight) this closes cross-site requests.
    cors: {
      origin: [siteOrigin],
      credentials: false,
      methods: ["GET", "POST", "OPTIONS"],
      allowedHeaders: ["content-type", "authorization", "api-key", REQUEST_SOURCE_HEADER, "apollo-require-preflight"],
      exposedHeaders: ["x-request-id", "retry-after"],
      maxAge: 600,
    },
    context: async ({ request }) => {
      const database = await loadDatabase();
      return {
        ...(currentRequest() ?? requestInfoFrom(request)),
        database,
        db: database.db,
        ...viewerAccessors(database.db, request.headers),
        apiKey: request.headers.get("api-key")?.trim() || null,
        listingDataVersion: listingDataVersionOf(request),
      };
    },
    plugins: [
      csrfGuardPlugin(),
      bodyParseGuardPlugin(),
      noStorePlugin(),
      nulTextGuardPlugin(),
      operationLimitsPlugin(limits, { introspection }),
      apiRateLimitPlugin({ getDatabase: loadDatabase, perIp: options.apiRatePerIp ?? RATE_LIMITS.apiPerIp }),
      // After the count: a kept answer is still counted against the rate limit.
      listingAnswerCachePlugin(),
      deferStreamPlugin(),
    ],
  });
}

/** The server built by `createGraphQLServer` (a fetch-style handler with `handleRequest`). */
export type GraphQLServer = ReturnType<typeof createGraphQLServer>;
