import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";

import { ROUTES } from "../../lib/routes";

import { signUpViaApi } from "./premium-support";
import { onCspRefusal, scriptSrcOf } from "./support";

// The security headers (lib/security-headers.ts) on every kind of response the production server
// gives: every page of the route registry, dynamic pages, the not-found page, the API's route
// handlers (answers and refusals alike) and static files. The widget's frame is the one page a
// third-party site may frame (tests/e2e/widget.spec.ts checks its keyed policy). A page's policy
// allows its own inline scripts by their hashes: they run, and a script put in later does not.

const FIXED = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
};

function expectSecurityHeaders(response: APIResponse, what: string, frameAncestors = "'none'"): void {
  const headers = response.headers();
  expect(headers, what).toMatchObject(FIXED);
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, `${what}: CSP`).toContain(`frame-ancestors ${frameAncestors}`);
  expect(csp, `${what}: CSP`).toContain("object-src 'none'");
  expect(csp, `${what}: CSP`).toContain("base-uri 'self'");
  expect(csp, `${what}: CSP`).not.toContain("unsafe-eval");
  // Inline scripts only by their hashes (a page's own), never in general.
  expect(scriptSrcOf(csp), `${what}: script-src`).not.toContain("'unsafe-inline'");
  expect(headers["permissions-policy"], what).toContain("camera=()");
  // The e2e server runs the production build (NODE_ENV=production): HSTS on every answer.
  expect(headers["strict-transport-security"], what).toMatch(/^max-age=\d{8,}/);
  if (frameAncestors === "'none'") expect(headers["x-frame-options"], what).toBe("DENY");
  expect(headers["x-powered-by"], what).toBeUndefined();
}

/** The first link under `prefix` on the page at `path` (a real dynamic page to check). */
async function firstLink(request: APIRequestContext, path: string, pattern: RegExp): Promise<string> {
  const html = await (await request.get(path)).text();
  const found = html.match(pattern)?.[0];
  if (!found) throw new Error(`no link like ${pattern} on ${path}`);
  return found;
}

test("every page of the route registry", async ({ request }) => {
  for (const route of ROUTES) {
    const response = await request.get(route.path, { maxRedirects: 0 });
    expect(response.status(), route.path).toBeLessThan(400);
    expectSecurityHeaders(response, route.path);
  }
});

test("dynamic pages, a scenario link, a redirect and the not-found page", async ({ request }) => {
  const paths = [
    await firstLink(request, "/listings/", /\/listings\/[A-Za-z0-9]+\//),
    await firstLink(request, "/agents/", /\/agents\/[A-Za-z0-9]+\//),
    await firstLink(request, "/blog/", /\/blog\/(?!page\/|tag\/|rss)[a-z0-9-]+\//),
    "/mortgage-calculator/?price=400000&rate=6.5",
    "/no-such-page/",
    "/mortgage-calculator",
  ];
  for (const path of paths) expectSecurityHeaders(await request.get(path, { maxRedirects: 0 }), path);
});

test("the API's route handlers, including their refusals", async ({ request }) => {
  const responses: [string, APIResponse][] = [
    ["GraphQL GET", await request.get("/api/graphql?query=%7B__typename%7D", { headers: { "x-request-source": "web" } })],
    ["GraphQL without x-request-source", await request.post("/api/graphql", { data: { query: "{ __typename }" } })],
    ["/graphql", await request.post("/graphql", { data: { query: "{ __typename }" }, headers: { "x-request-source": "web" } })],
    ["health", await request.get("/api/health")],
    ["unknown upload", await request.get("/api/uploads/AAAAAAAAAAAAAAAAAAAAAA")],
    ["report signed out", await request.get("/api/scenario-report/abc/")],
    ["unsigned webhook", await request.post("/api/stripe/webhook/", { data: "{}" })],
  ];
  for (const [what, response] of responses) {
    expect(response.status(), what).toBeLessThan(500);
    expectSecurityHeaders(response, what);
  }
});

test("static files: the build's chunks, public files, the service worker and generated files", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const chunk = html.match(/\/_next\/static\/[^"']+\.js/)?.[0];
  if (!chunk) throw new Error("no script chunk on /");
  for (const path of [chunk, "/widget.js", "/icon.svg", "/sw.js", "/robots.txt", "/sitemap.xml", "/manifest.webmanifest"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expectSecurityHeaders(response, path);
  }
  // The build's scripts and styles come from memory, compressed once (lib/http/static-assets.mjs):
  // the same headers in either encoding, and Next's own answer for a client that takes neither.
  const style = html.match(/\/_next\/static\/[^"']+\.css/)?.[0];
  if (!style) throw new Error("no stylesheet on /");
  for (const [path, encoding] of [
    [chunk, "br"],
    [chunk, "gzip"],
    [style, "br"],
  ] as const) {
    const response = await request.get(path, { headers: { "accept-encoding": encoding } });
    expect(response.status(), `${path} (${encoding})`).toBe(200);
    expect(response.headers()["content-encoding"], path).toBe(encoding);
    expect(response.headers()["cache-control"], path).toBe("public, max-age=31536000, immutable");
    expectSecurityHeaders(response, `${path} (${encoding})`);
  }
  const identity = await request.get(chunk, { headers: { "accept-encoding": "identity" } });
  expect(identity.status()).toBe(200);
  expect(identity.headers()["content-encoding"]).toBeUndefined();
  expectSecurityHeaders(identity, `${chunk} (identity)`);
});

test("the widget's page without a key can be framed by no one", async ({ request }) => {
  expectSecurityHeaders(await request.get("/mortgage-calculator-widget/"), "/mortgage-calculator-widget/");
});

test("an uploaded image reaches the browser with its sandboxing policy, not the site's", async ({ request }) => {
  const account = await signUpViaApi(request, "upload-csp");
  // A 1×1 PNG.
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
  const uploaded = await request.post("/api/graphql", {
    headers: { "x-request-source": "web", authorization: `Bearer ${account.accessToken}` },
    multipart: {
      operations: JSON.stringify({ query: "mutation ($file: Upload!) { uploadImage(file: $file) { url } }", variables: { file: null } }),
      map: JSON.stringify({ 0: ["variables.file"] }),
      0: { name: "dot.png", mimeType: "image/png", buffer: png },
    },
  });
  const body = (await uploaded.json()) as { data?: { uploadImage: { url: string } } };
  expect(body.data, JSON.stringify(body)).toBeTruthy();
  for (const path of [body.data!.uploadImage.url, "/api/uploads/AAAAAAAAAAAAAAAAAAAAAA"]) {
    const response = await request.get(path);
    expectSecurityHeaders(response, path);
    const csp = response.headers()["content-security-policy"] ?? "";
    expect(csp, path).toMatch(/(^|; )sandbox($|;)/);
    expect(csp, path).toContain("default-src 'none'");
    expect(csp, path).not.toContain("script-src");
  }
});

test("a page runs its own inline scripts, and an inline script put in later is refused", async ({ page }) => {
  const refused: string[] = [];
  onCspRefusal(page, (message) => refused.push(message));
  const response = await page.goto("/mortgage-calculator/");
  expect(scriptSrcOf(response?.headers()["content-security-policy"] ?? "")).toMatch(/'sha256-[A-Za-z0-9+/]{43}='/);
  // The page's own inline scripts ran: Next's payload hydrated the calculator, which answers a
  // typed price at once (without JavaScript it would wait for the form's submit).
  const payment = page.locator('[data-result="monthlyPayment"]').first();
  const before = await payment.getAttribute("data-value");
  await page.getByLabel("Home price", { exact: true }).fill("900000");
  await expect(payment).not.toHaveAttribute("data-value", before ?? "");
  expect(refused).toEqual([]);

  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "document.documentElement.dataset.injected = 'ran'";
    document.body.append(script);
    return document.documentElement.dataset.injected === "ran";
  });
  expect(ran).toBe(false);
  await expect.poll(() => refused.length).toBe(1);
});
