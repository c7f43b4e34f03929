// Calls the real route handlers in process (the same functions Next.js serves).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { GET as graphqlGet, POST as graphqlPost } from "@/app/api/graphql/route";
import { GET as healthGet } from "@/app/api/health/route";
import { GET as uploadGet } from "@/app/api/uploads/[id]/route";
import { closeDatabase, installDatabase } from "@/lib/server/db/database";

import { createTestDatabase, type TestDatabase } from "./test-database";

// connection() only marks a route dynamic for Next's renderer; outside a Next request scope it
// throws, so in process it becomes a no-op. Everything else in the handlers is the real code.
jest.mock("next/server", () => ({
  ...jest.requireActual<typeof import("next/server")>("next/server"),
  connection: async () => undefined,
}));

export const ORIGIN = "http://localhost:3000";

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
}

async function read(response: Response): Promise<ApiResponse> {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

let ipCounter = 0;
/** A distinct client IP per call site, so per-IP limits of one test do not leak into another. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${process.pid % 256}.${Math.floor(ipCounter / 256) % 256}.${ipCounter % 256}`;
}

/** POST to /api/graphql with the headers the site's client sends (override any of them). */
export async function postGraphQL(body: unknown, headers: Record<string, string> = {}): Promise<ApiResponse> {
  const request = new Request(`${ORIGIN}/api/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-request-source": "web", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return read(await graphqlPost(request));
}

/** POST a raw body (any content type) to a path served by the GraphQL route. */
export async function postRaw(pathname: string, body: BodyInit, headers: Record<string, string>): Promise<ApiResponse> {
  // A streamed body needs duplex "half" (undici); the DOM RequestInit type does not list it.
  const init: RequestInit & { duplex?: "half" } = { method: "POST", headers, body };
  if (body instanceof ReadableStream) init.duplex = "half";
  return read(await graphqlPost(new Request(`${ORIGIN}${pathname}`, init)));
}

/** GET /api/graphql with query-string parameters. */
export async function getGraphQL(
  params: Record<string, string>,
  headers: Record<string, string> = { "x-request-source": "web" },
  pathname = "/api/graphql",
): Promise<ApiResponse> {
  const url = new URL(`${ORIGIN}${pathname}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return read(await graphqlGet(new Request(url, { method: "GET", headers })));
}

/** GET /api/health. */
export async function getHealth(): Promise<Response> {
  return healthGet();
}

/** GET /api/uploads/{id}. */
export async function getUpload(id: string, headers: Record<string, string> = {}): Promise<Response> {
  return uploadGet(new Request(`${ORIGIN}/api/uploads/${encodeURIComponent(id)}`, { headers }), {
    params: Promise.resolve({ id }),
  });
}

/** A test file's environment: its own database and DATA_DIR, installed as the process's. */
export async function setUpApi(): Promise<{ database: TestDatabase; dataDir: string; tearDown: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hmh-it-"));
  process.env.DATA_DIR = dataDir;
  const database = await createTestDatabase();
  installDatabase(database);
  return {
    database,
    dataDir,
    async tearDown() {
      await closeDatabase();
      await database.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
