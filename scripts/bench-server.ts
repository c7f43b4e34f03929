// The server side of `npm run bench:api -- --in-process`: the real GraphQL route handler on
// node:http (no Next.js), on a fresh PGlite in a temporary DATA_DIR or on DATABASE_URL. Run by
// bench-api.ts in its own process, so the load generator never shares its event loop; prints
// "listening <url>" once ready and stops on SIGTERM.
//
//   --listings=100000   inserts synthetic listings first (bench-listings.ts)
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

import { resolveClientAddress } from "../lib/http/client-address.mjs";

function argument(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((value) => value.startsWith(prefix))?.slice(prefix.length);
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hmh-bench-"));
  process.env.DATA_DIR = dataDir;
  // parseEnv needs a NODE_ENV; production would also demand every public integration variable.
  (process.env as Record<string, string | undefined>).NODE_ENV ??= "development";
  const { handleGraphQLRequest } = await import("@/lib/server/api/handler");
  const { closeDatabase, getReadyDatabase } = await import("@/lib/server/db/database");
  const { healthReport } = await import("@/lib/server/health");
  const ready = await getReadyDatabase();
  const listings = Number(argument("listings") ?? 0);
  if (listings > 0) {
    const { seedBenchListings } = await import("./bench-listings");
    const startedAt = performance.now();
    const added = await seedBenchListings(ready.handle.db, listings);
    console.log(`listings: ${added} synthetic rows added (${listings} wanted) in ${Math.round(performance.now() - startedAt)} ms`);
  }
  const trustedProxies = Number(process.env.TRUSTED_PROXY_COUNT ?? 0);
  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const headers = new Headers();
      for (const [key, value] of Object.entries(incoming.headers)) {
        if (typeof value === "string") headers.set(key, value);
        else if (Array.isArray(value)) headers.set(key, value.join(", "));
      }
      // The client address as scripts/next-server.mjs resolves it (TRUSTED_PROXY_COUNT; bench-api gives 1).
      headers.set("x-forwarded-for", resolveClientAddress(incoming.socket.remoteAddress, incoming.headers["x-forwarded-for"], trustedProxies));
      const hasBody = incoming.method !== "GET" && incoming.method !== "HEAD";
      const request = new Request(`http://localhost${incoming.url ?? "/"}`, {
        method: incoming.method,
        headers,
        body: hasBody ? Buffer.concat(chunks) : undefined,
      });
      const respond = incoming.url?.startsWith("/api/health") ? healthReport().then((report) => Response.json(report)) : handleGraphQLRequest(request);
      respond
        .then(async (response) => {
          outgoing.writeHead(response.status, Object.fromEntries(response.headers));
          outgoing.end(Buffer.from(await response.arrayBuffer()));
        })
        .catch(() => {
          outgoing.writeHead(500);
          outgoing.end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  console.log(`listening http://127.0.0.1:${port}`);

  process.once("SIGTERM", () => {
    // Stop taking requests, let those in flight finish, then close the database.
    server.close(() => {
      void closeDatabase().finally(() => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
    });
    server.closeIdleConnections();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
