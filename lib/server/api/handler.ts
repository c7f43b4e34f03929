import "server-only";

import { BODY_LIMITS } from "@/lib/http/body-limits.mjs";
import { createGraphQLServer, type GraphQLServer } from "@/lib/server/api/graphql-server";
import { limitRequestBody } from "@/lib/server/http/read-body";
import { requestInfoFrom, withRequest } from "@/lib/server/request-context";

let server: GraphQLServer | undefined;

/** The 413 answer, as a GraphQL error, keeping the headers (CORS) Yoga set. */
function bodyTooLarge(headers: Headers): Response {
  const body = { errors: [{ message: "Request body too large", extensions: { code: "REQUEST_ENTITY_TOO_LARGE" } }] };
  const out = new Headers(headers);
  out.set("content-type", "application/json; charset=utf-8");
  out.set("cache-control", "no-store");
  out.delete("content-length");
  return new Response(JSON.stringify(body), { status: 413, headers: out });
}

/**
 * The route handler of /api/graphql (and /graphql through the rewrite): gives the request an id
 * and a client IP for its whole async path, lets Yoga answer, and returns the id in
 * `x-request-id` so a support request can quote it. The body stops being read at its limit,
 * chunked or not (413).
 */
export async function handleGraphQLRequest(request: Request): Promise<Response> {
  // Built on first request, not at import: `next build` imports route modules.
  const yoga = (server ??= createGraphQLServer());
  const info = requestInfoFrom(request);
  const limited = limitRequestBody(request, BODY_LIMITS.graphql);
  let response = limited.exceeded() ? bodyTooLarge(new Headers()) : await withRequest(info, () => yoga.handleRequest(limited.request, {}));
  // Yoga's parsers report a body cut off at the limit in their own words (a multipart body as
  // "invalid multipart data", 400): the answer is 413 whichever parser met it.
  if (limited.exceeded() && response.status !== 413) response = bodyTooLarge(response.headers);
  response.headers.set("x-request-id", info.requestId);
  return response;
}
