import { connection } from "next/server";

import { handleGraphQLRequest } from "@/lib/server/api/handler";

// The one GraphQL endpoint; /graphql reaches it through a rewrite in next.config.ts.
async function handler(request: Request): Promise<Response> {
  await connection(); // always dynamic: never prerendered, never cached
  return handleGraphQLRequest(request);
}

export { handler as GET, handler as POST, handler as OPTIONS };
