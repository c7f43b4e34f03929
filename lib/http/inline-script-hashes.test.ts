import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// Next's own compression middleware, as the production server runs it over our hook.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a compiled CommonJS module without types
const compression = require("next/dist/compiled/compression") as () => (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

import { hashInlineScripts, inlineScriptHashes, policyWithScriptHashes } from "@/lib/http/inline-script-hashes.mjs";

// Reference hashes from `printf '<text>' | openssl dgst -sha256 -binary | base64`.
const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
const PAYLOAD_TEXT = 'self.__next_f.push([1,"a</b>"])';
const PAYLOAD = "'sha256-Gnd6ZalBk8063tacvSW9QvlhlG2SAe1IgYXvsaJXfso='";
const POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'";

describe("inlineScriptHashes", () => {
  it("hashes each inline script's text as written, once", () => {
    const html = `<html><head><script>alert(1)</script></head><body><script>${PAYLOAD_TEXT}</script><script>alert(1)</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([ALERT, PAYLOAD]);
  });

  it("skips scripts with a source and data blocks, keeps modules and JavaScript types", () => {
    const html = [
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      "<script async src=/a.js></script>",
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script type="module">alert(1)</script>',
      "<script type='text/javascript' id=\"x>y\">" + PAYLOAD_TEXT + "</script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([ALERT, PAYLOAD]);
  });

  it("finds none in a page without scripts", () => {
    expect(inlineScriptHashes("<p>scripted</p><noscript>no</noscript>")).toEqual([]);
  });
});

describe("policyWithScriptHashes", () => {
  it("puts the hashes where script-src allowed inline scripts, and nothing else changes", () => {
    expect(policyWithScriptHashes(POLICY, [ALERT, PAYLOAD])).toBe(
      `default-src 'self'; script-src 'self' ${ALERT} ${PAYLOAD}; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'`,
    );
  });

  it("allows no inline script when the page has none", () => {
    expect(policyWithScriptHashes(POLICY, [])).toBe("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'");
  });

  it("leaves a policy that does not allow inline scripts as it is", () => {
    const strict = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
    expect(policyWithScriptHashes(strict, [ALERT])).toBe(strict);
  });
});

/** A server whose handler runs behind the hook and Next's compression, as in scripts/next-server.mjs. */
async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ origin: string; close: () => Promise<void> }> {
  const compress = compression();
  const server = http.createServer((req, res) => {
    hashInlineScripts(res);
    compress(req, res, () => undefined);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const PAGE = `<!DOCTYPE html><html><head><script src="/a.js" async></script></head><body>${"<p>filler text to compress</p>".repeat(200)}<script>alert(1)</script><script>${PAYLOAD_TEXT}</script></body></html>`;

/** Writes the page in pieces, as a streamed render does. */
function streamPage(res: ServerResponse, status = 200): void {
  res.setHeader("content-security-policy", POLICY);
  res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
  res.flushHeaders();
  const third = Math.ceil(PAGE.length / 3);
  res.write(PAGE.slice(0, third));
  res.write(Buffer.from(PAGE.slice(third, 2 * third)));
  setTimeout(() => res.end(PAGE.slice(2 * third)), 5);
}

describe("hashInlineScripts", () => {
  let server: { origin: string; close: () => Promise<void> };
  afterEach(async () => server?.close());

  it.each(["gzip", "br", "identity"])("a page's policy names its scripts' hashes (%s), and the page arrives whole", async (encoding) => {
    server = await serve((_req, res) => streamPage(res));
    const response = await fetch(`${server.origin}/`, { headers: { "accept-encoding": encoding } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe(
      `default-src 'self'; script-src 'self' ${ALERT} ${PAYLOAD}; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'`,
    );
    expect(await response.text()).toBe(PAGE);
  });

  it("keeps a status and headers given to writeHead", async () => {
    server = await serve((_req, res) => {
      res.setHeader("content-security-policy", POLICY);
      res.writeHead(404, "Not Found", { "content-type": "text/html", "x-extra": "kept" });
      res.end("<script>alert(1)</script>");
    });
    const response = await fetch(`${server.origin}/`);
    expect(response.status).toBe(404);
    expect(response.headers.get("x-extra")).toBe("kept");
    expect(response.headers.get("content-security-policy")).toContain(`script-src 'self' ${ALERT};`);
    expect(await response.text()).toBe("<script>alert(1)</script>");
  });

  it("passes any other answer through as it comes, streamed, allowing no inline script", async () => {
    let firstArrived = false;
    server = await serve((_req, res) => {
      res.setHeader("content-security-policy", POLICY);
      res.setHeader("content-type", "application/json");
      res.write('{"a":');
      // The rest waits until the client has the first part: nothing is held back.
      const check = setInterval(() => {
        if (!firstArrived) return;
        clearInterval(check);
        res.end("1}");
      }, 5);
    });
    const response = await fetch(`${server.origin}/`, { headers: { "accept-encoding": "identity" } });
    // Not a page: no inline script may run from it.
    expect(response.headers.get("content-security-policy")).toBe(policyWithScriptHashes(POLICY, []));
    const reader = response.body!.getReader();
    const first = await reader.read();
    firstArrived = true;
    let text = Buffer.from(first.value!).toString();
    for (let part = await reader.read(); !part.done; part = await reader.read()) text += Buffer.from(part.value).toString();
    expect(text).toBe('{"a":1}');
  });

  it("sends no policy with a 304, so a cache keeps the page's own", async () => {
    server = await serve((_req, res) => {
      res.setHeader("content-security-policy", POLICY);
      res.setHeader("content-type", "text/html");
      res.statusCode = 304;
      res.end();
    });
    const response = await fetch(`${server.origin}/`);
    expect(response.status).toBe(304);
    expect(response.headers.get("content-security-policy")).toBeNull();
  });

  it("allows no inline script with a HEAD answer, which has no body", async () => {
    // As Next answers HEAD: the page's headers, no body.
    server = await serve((_req, res) => {
      res.setHeader("content-security-policy", POLICY);
      res.setHeader("content-type", "text/html");
      res.end();
    });
    const response = await fetch(`${server.origin}/`, { method: "HEAD" });
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    );
  });
});
