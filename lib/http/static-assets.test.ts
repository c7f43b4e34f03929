import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";

import { chooseEncoding, createStaticAssets, type StaticAssets } from "@/lib/http/static-assets.mjs";

const SCRIPT = `${"export const answer = 42; ".repeat(400)}\n`;
const STYLE = `${".card { padding: 1rem } ".repeat(200)}\n`;

/** A build directory as `next build` leaves it: a routes manifest with a header entry, and static files. */
function fakeBuild(): string {
  const distDir = mkdtempSync(path.join(tmpdir(), "static-assets-"));
  mkdirSync(path.join(distDir, "static", "chunks", "app"), { recursive: true });
  mkdirSync(path.join(distDir, "static", "css"), { recursive: true });
  mkdirSync(path.join(distDir, "static", "media"), { recursive: true });
  writeFileSync(path.join(distDir, "static", "chunks", "app", "page-abc.js"), SCRIPT);
  writeFileSync(path.join(distDir, "static", "css", "site.css"), STYLE);
  writeFileSync(path.join(distDir, "static", "media", "font.woff2"), "not compressible");
  const manifest = {
    headers: [
      {
        source: "/:path*",
        regex: "^(?:/(.*))(?:/)?$",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Content-Security-Policy", value: "default-src 'self'; script-src 'self' 'unsafe-inline'" },
        ],
      },
      { source: "/cookie-only", regex: "^(?:/(.*))(?:/)?$", has: [{ type: "cookie", key: "x" }], headers: [{ key: "X-Conditional", value: "yes" }] },
    ],
  };
  writeFileSync(path.join(distDir, "routes-manifest.json"), JSON.stringify(manifest));
  return distDir;
}

/** Serves `assets`, with every request it leaves answered 404 by "next" (so the test sees which). */
async function serverFor(assets: StaticAssets): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (assets.serve(req, res)) return;
    res.writeHead(404, { "x-answered-by": "next" });
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A raw GET (Node's fetch would decode the body and may add its own Accept-Encoding). */
function get(url: string, headers: Record<string, string>, method = "GET"): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("chooseEncoding", () => {
  test.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["x-gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["identity", null],
    ["gzip;q=0", null],
    ["", null],
  ])("%j -> %j", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  test("no header: neither", () => {
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe("createStaticAssets", () => {
  let distDir: string;
  let assets: StaticAssets;
  let origin: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    distDir = fakeBuild();
    assets = createStaticAssets({ distDir });
    await expect(assets.ready).resolves.toBeNull();
    ({ origin, close } = await serverFor(assets));
  });

  afterAll(async () => {
    await close();
    rmSync(distDir, { recursive: true, force: true });
  });

  test("a script is answered from memory in Brotli, with the build's headers and the configured ones", async () => {
    const response = await get(`${origin}/_next/static/chunks/app/page-abc.js`, { "accept-encoding": "gzip, deflate, br" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    // No inline script runs from a script file: the policy allows none.
    expect(response.headers["content-security-policy"]).toBe("default-src 'self'; script-src 'self'");
    // A conditional entry of the manifest is Next's to apply, not this module's.
    expect(response.headers["x-conditional"]).toBeUndefined();
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
  });

  test("a client without Brotli gets gzip", async () => {
    const response = await get(`${origin}/_next/static/css/site.css?v=1`, { "accept-encoding": "gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["content-type"]).toBe("text/css; charset=UTF-8");
    expect(zlib.gunzipSync(response.body).toString()).toBe(STYLE);
  });

  test("HEAD: the headers without the body", async () => {
    const response = await get(`${origin}/_next/static/css/site.css`, { "accept-encoding": "br" }, "HEAD");
    expect(response.status).toBe(200);
    expect(Number(response.headers["content-length"])).toBeGreaterThan(0);
    expect(response.body.length).toBe(0);
  });

  test.each([
    ["a client that takes no compression", "/_next/static/css/site.css", { "accept-encoding": "identity" }, "GET"],
    ["a file not found at start-up", "/_next/static/chunks/app/other.js", { "accept-encoding": "br" }, "GET"],
    ["a path that climbs out of the build", "/_next/static/../routes-manifest.json", { "accept-encoding": "br" }, "GET"],
    ["an encoded climb", "/_next/static/chunks/%2e%2e/%2e%2e/routes-manifest.json", { "accept-encoding": "br" }, "GET"],
    ["a font (compressed already)", "/_next/static/media/font.woff2", { "accept-encoding": "br" }, "GET"],
    ["a page", "/profile/", { "accept-encoding": "br" }, "GET"],
    ["another method", "/_next/static/css/site.css", { "accept-encoding": "br" }, "POST"],
  ])("%s is left to Next", async (_what, pathname, headers, method) => {
    const response = await get(`${origin}${pathname}`, headers, method);
    expect(response.status).toBe(404);
    expect(response.headers["x-answered-by"]).toBe("next");
  });

  test("counts the compressible files only", () => {
    expect(assets.size()).toBe(2);
  });
});

test("a build without its manifest: ready says why, and every request is left to Next", async () => {
  const distDir = mkdtempSync(path.join(tmpdir(), "static-assets-empty-"));
  try {
    const assets = createStaticAssets({ distDir });
    const error = await assets.ready;
    expect(error).toBeInstanceOf(Error);
    expect(assets.size()).toBe(0);
  } finally {
    rmSync(distDir, { recursive: true, force: true });
  }
});
