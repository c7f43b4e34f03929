import "server-only";

import { createGraphQLServer, type GraphQLServer } from "@/lib/server/api/graphql-server";
import { requestInfoFrom, withRequest } from "@/lib/server/request-context";

let server: GraphQLServer | undefined;

/**
 * The route handler of /api/graphql (and /graphql through the rewrite): gives the request an id
 * and a client IP for its whole async path, lets Yoga answer, and returns the id in
 * `x-request-id` so a support request can quote it.
 */
export async function handleGraphQLRequest(request: Request): Promise<Response> {
  // Built on first request, not at import: `next build` imports route modules.
  const yoga = (server ??= createGraphQLServer());
  const info = requestInfoFrom(request);
  const response = await withRequest(info, () => yoga.handleRequest(request, {}));
  response.headers.set("x-request-id", info.requestId);
  return response;
}
