// What a client on the open internet can do to `npm run serve` (scripts/serve.mjs, the custom
// server scripts/next-server.mjs) started with no settings: an X-Forwarded-For it writes does not
// choose its rate-limit bucket (with TRUSTED_PROXY_COUNT=N only the entries the N proxies wrote
// count, in one process or with WEB_CONCURRENCY), and a request body stops being read at its
// limit, chunked or not (413, the connection closed before the client has sent it all).
import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { startAppServer, waitForHealth, type AppServer } from "../support/app-server";
import { errorCode, graphql, PASSWORD, uniqueAddress } from "../support/graphql-http";
import { createScratchDatabase, testDatabaseUrl, type ScratchDatabase } from "../support/postgres-database";
import { startInsideOneWindow } from "../support/rate-window";

/**
 * This file's own ports: its tests may run at once, beside the suite's server. Below Linux's
 * ephemeral range (32768-60999): a port in it can be the local end of any outgoing connection at
 * that moment (the previous test's own, kept alive), and listening on it then fails.
 */
const PORTS = { plain: 31011, proxied: 31012, cluster: 31013, bodies: 31014 } as const;
/** RATE_LIMITS.signUpPerIp (lib/server/rate-limit/policies.ts): 10 an hour. */
const SIGN_UPS_PER_IP = 10;

const servers: AppServer[] = [];
const dataDirs: string[] = [];
let database: ScratchDatabase | undefined;

test.afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop("SIGKILL");
  await database?.drop();
  database = undefined;
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function serve(port: number, env: Record<string, string> = {}): Promise<AppServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hmh-client-ip-"));
  dataDirs.push(dataDir);
  const server = startAppServer({ port, env: { DATA_DIR: dataDir, AUTH_SECRET: "client-ip-test-secret-".padEnd(48, "x"), ...env }, serveScript: true });
  servers.push(server);
  await waitForHealth(server);
  return server;
}

function signUp(origin: string, forwardedFor: string) {
  return graphql(
    origin,
    "mutation ($input: SignUpInput!) { signUp(input: $input) { user { hashid } } }",
    { input: { email: uniqueAddress("client-ip"), password: PASSWORD, name: "Pat Buyer" } },
    { "x-forwarded-for": forwardedFor },
  );
}

/** Sign-ups past the per-IP limit, each naming another client in X-Forwarded-For. */
async function expectOneBucketWhateverTheHeaderSays(origin: string) {
  await startInsideOneWindow(3600, 90);
  for (let i = 1; i <= SIGN_UPS_PER_IP; i++) {
    const answer = await signUp(origin, `203.0.113.${i}`);
    expect(answer.errors, `sign-up ${i}`).toEqual([]);
  }
  const eleventh = await signUp(origin, "203.0.113.11");
  expect(errorCode(eleventh)).toBe("RATE_LIMITED");
}

test("with no settings, a client's X-Forwarded-For does not make it another client", async () => {
  test.setTimeout(180_000);
  const server = await serve(PORTS.plain);
  await expectOneBucketWhateverTheHeaderSays(server.url);
});

test("with TRUSTED_PROXY_COUNT=1 the entry the proxy appended is the client, not one the client wrote", async () => {
  test.setTimeout(180_000);
  const server = await serve(PORTS.proxied, { TRUSTED_PROXY_COUNT: "1" });
  // This test is the proxy: it appends the client's address to what the client sent.
  for (let i = 1; i <= SIGN_UPS_PER_IP; i++) {
    expect((await signUp(server.url, `198.51.100.${i}, 198.51.100.200`)).errors, `sign-up ${i}`).toEqual([]);
  }
  expect(errorCode(await signUp(server.url, "6.6.6.6, 198.51.100.200"))).toBe("RATE_LIMITED");
  // Another client (another appended entry) has its own bucket.
  expect((await signUp(server.url, "6.6.6.6, 198.51.100.201")).errors).toEqual([]);
});

test("WEB_CONCURRENCY=2: every process takes the address from the socket", async () => {
  const adminUrl = testDatabaseUrl();
  test.skip(!adminUrl, "needs TEST_DATABASE_URL (a PostgreSQL server)");
  test.setTimeout(240_000);
  database = await createScratchDatabase(adminUrl!, "client_ip");
  const server = await serve(PORTS.cluster, { WEB_CONCURRENCY: "2", DATABASE_URL: database.url });
  await expect.poll(() => server.output().match(/"message":"database ready"/g)?.length ?? 0, { timeout: 60_000 }).toBe(2);
  await expectOneBucketWhateverTheHeaderSays(server.url);
});

interface Upload {
  readonly status: number;
  readonly body: string;
  /** Bytes of body written before the answer came or the connection closed. */
  readonly sent: number;
}

const MB = 1024 * 1024;

/** POSTs a chunked body of `total` bytes (no Content-Length), stopping when the server answers or closes. */
function postChunked(url: string, pathname: string, total: number, headers: Record<string, string> = {}): Promise<Upload> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let stopped = false;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const request = http.request(new URL(pathname, url), {
      method: "POST",
      headers: { "transfer-encoding": "chunked", "content-type": "application/json", ...headers },
    });
    const write = () => {
      while (!stopped && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", write);
      }
      if (!stopped) request.end();
    };
    request.on("response", (response) => {
      stopped = true;
      const before = sent;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (text: string) => (body += text));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body, sent: before }));
      response.on("error", () => resolve({ status: response.statusCode ?? 0, body, sent: before }));
    });
    request.on("error", (error) => (stopped ? undefined : reject(error)));
    write();
  });
}

test("a 30 MB chunked body is cut off at each path's limit with 413", async () => {
  test.setTimeout(180_000);
  const server = await serve(PORTS.bodies);
  for (const pathname of ["/api/stripe/webhook/", "/api/graphql", "/graphql", "/contact/"]) {
    const answer = await postChunked(server.url, pathname, 30 * MB, { "x-request-source": "web", "stripe-signature": "t=1,v1=00" });
    expect(answer.status, pathname).toBe(413);
    // Answered long before the client was done: the server read little more than the limit
    // (socket buffers hold a few MB more on their way).
    expect(answer.sent, pathname).toBeLessThan(15 * MB);
  }
  // A declared Content-Length past the limit is refused before any of it is read.
  const declared = await fetch(`${server.url}/api/stripe/webhook/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "x".repeat(2 * MB),
  });
  expect(declared.status).toBe(413);
  // The server still serves.
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
});
