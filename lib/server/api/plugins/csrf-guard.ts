import "server-only";

import type { Plugin } from "graphql-yoga";

import { errorResponse } from "@/lib/server/api/errors";

/** The header every API request must carry (the seed's client sends `x-request-source: web`). */
export const REQUEST_SOURCE_HEADER = "x-request-source";

/**
 * CSRF guard: a request without `x-request-source` is refused before it is parsed. A browser
 * cannot add a custom header to a cross-site form post or image request, and a cross-origin
 * fetch that adds one needs a CORS preflight, which the API only grants to its own origin.
 * That covers the "simple" requests (GET, urlencoded, multipart) a plain JSON check would miss.
 */
export function csrfGuardPlugin(): Plugin {
  return {
    onRequest({ request, endResponse }) {
      if (request.method === "OPTIONS") return; // CORS preflights cannot carry header values.
      const source = request.headers.get(REQUEST_SOURCE_HEADER);
      if (!source || source.trim() === "") {
        endResponse(
          errorResponse(403, "CSRF_FORBIDDEN", `Requests must carry the ${REQUEST_SOURCE_HEADER} header (for example "${REQUEST_SOURCE_HEADER}: web").`),
        );
      }
    },
  };
}
