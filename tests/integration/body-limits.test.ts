// Request bodies stop being read at their limit, chunked or not, and the answer is 413: the
// routes' own readers (the HTTP server in scripts/next-server.mjs enforces the same limits before
// Next; tests/e2e/serve-client-ip.spec.ts). A chunked body has no Content-Length, so only a
// reader that counts while it reads can refuse it.
import { POST as webhookPost } from "@/app/api/stripe/webhook/route";
import { BODY_LIMITS } from "@/lib/http/body-limits.mjs";
import { MAX_REQUEST_BODY_BYTES } from "@/lib/server/api/graphql-server";

import { ORIGIN, postRaw, setUpApi, uniqueIp } from "./support/api";

// connection() only marks a route dynamic for Next's renderer; outside a request it is a no-op.
jest.mock("next/server", () => ({
  ...jest.requireActual<typeof import("next/server")>("next/server"),
  connection: async () => undefined,
}));

let env: Awaited<ReturnType<typeof setUpApi>>;

beforeAll(async () => {
  env = await setUpApi();
});

afterAll(async () => {
  await env.tearDown();
});

const CHUNK = 64 * 1024;
const THIRTY_MB = 30 * 1024 * 1024;

/** A chunked body of `total` bytes made as it is pulled; `pulled()` says how much was read. */
function chunkedBody(total: number, prefix = "") {
  let pulled = 0;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      const chunk = pulled === 0 && prefix ? encoder.encode(prefix.padEnd(CHUNK, " ")) : new Uint8Array(CHUNK).fill(0x20);
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

function chunkedRequest(url: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>): Request {
  return new Request(url, { method: "POST", headers, body, duplex: "half" } as RequestInit & { duplex: "half" });
}

test("the GraphQL limit is the one the HTTP server applies", () => {
  expect(BODY_LIMITS.graphql).toBe(MAX_REQUEST_BODY_BYTES);
});

describe("/api/stripe/webhook", () => {
  test("a 30 MB chunked body is refused with 413 after reading little more than the limit", async () => {
    const body = chunkedBody(THIRTY_MB);
    const response = await webhookPost(
      chunkedRequest(`${ORIGIN}/api/stripe/webhook/`, body.stream, { "content-type": "application/json", "stripe-signature": "t=1,v1=00" }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Payload too large." });
    expect(body.pulled()).toBeLessThan(BODY_LIMITS.stripeWebhook + 4 * CHUNK);
  });

  test("a declared Content-Length over the limit is refused unread", async () => {
    const response = await webhookPost(
      new Request(`${ORIGIN}/api/stripe/webhook/`, {
        method: "POST",
        headers: { "content-length": String(THIRTY_MB), "stripe-signature": "t=1,v1=00" },
        body: "{}",
      }),
    );
    expect(response.status).toBe(413);
  });

  test("a small body is still read and handled (no 413)", async () => {
    const response = await webhookPost(
      new Request(`${ORIGIN}/api/stripe/webhook/`, { method: "POST", headers: { "stripe-signature": "t=1,v1=00" }, body: "{}" }),
    );
    expect(response.status).not.toBe(413);
    expect(response.status).toBeLessThan(500);
  });
});

describe("/api/graphql", () => {
  const headers = () => ({ "x-request-source": "web", "x-forwarded-for": uniqueIp() });

  test("a 30 MB chunked JSON body is refused with 413 after reading little more than the limit", async () => {
    const body = chunkedBody(THIRTY_MB, '{"query":"{ __typename }","variables":{"padding":"');
    const response = await postRaw("/api/graphql", body.stream, { ...headers(), "content-type": "application/json" });
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThan(BODY_LIMITS.graphql + 4 * CHUNK);
  });

  test("a 30 MB chunked multipart upload is refused with 413 after reading little more than the limit", async () => {
    const boundary = "----limit-test";
    const prefix = `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"mutation ($f: Upload!) { uploadImage(file: $f) { id } }","variables":{"f":null}}\r\n--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.f"]}\r\n--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const body = chunkedBody(THIRTY_MB, prefix);
    const response = await postRaw("/api/graphql", body.stream, { ...headers(), "content-type": `multipart/form-data; boundary=${boundary}` });
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThan(BODY_LIMITS.graphql + 4 * CHUNK);
  });
});
