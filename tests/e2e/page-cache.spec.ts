// The pages outside traffic lands on, served from Next's cache (docs/architecture.md, Caching):
// a listing page, an agent's page and a widget frame are rendered once and then served from the
// cache (`x-nextjs-cache: HIT`) with headers that keep a CDN exactly as fresh; a page first seen
// by a signed-in visitor holds nothing of them when served to the next; a widget edited, switched
// off, rotated or deleted changes its frame and its frame-ancestors at the next request, and
// every frame request counts one load; a shared scenario may be kept by a CDN.
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";

import { signInBrowser, signUpViaApi, type E2eAccount } from "./premium-support";

const FRESH = "public, no-cache";

async function api(request: APIRequestContext, query: string, variables: Record<string, unknown>, account?: E2eAccount): Promise<Record<string, unknown>> {
  const response = await request.post("/api/graphql/", {
    headers: {
      "content-type": "application/json",
      "x-request-source": "web",
      ...(account ? { authorization: `Bearer ${account.accessToken}` } : {}),
    },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

async function listingHashid(request: APIRequestContext, index: number): Promise<string> {
  const data = await api(request, "query { listings(page: 1) { items { hashid } } }", {});
  return (data.listings as { items: { hashid: string }[] }).items[index]!.hashid;
}

/**
 * Asks until the page is served from the cache: the first request renders it, and within a second
 * of a change to its data each request renders it again (the commit margin, docs/architecture.md Caching).
 */
async function cachedGet(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<APIResponse> {
  let response = await request.get(path, { headers });
  await expect
    .poll(
      async () => {
        response = await request.get(path, { headers });
        return response.headers()["x-nextjs-cache"];
      },
      { message: path, intervals: [300], timeout: 5_000 },
    )
    .toBe("HIT");
  expect(response.status()).toBe(200);
  return response;
}

test.describe("pages served from the cache", () => {
  test.use({ serviceWorkers: "block" });

  test("a listing page first seen by a signed-in visitor holds nothing of them for the next one", async ({ page, browser, request }) => {
    const hashid = await listingHashid(request, 3);
    const visitor = await signUpViaApi(request, "cache-visitor");
    await api(request, "mutation ($h: ID!) { favoriteListing(hashid: $h) { hashid } }", { h: hashid }, visitor);

    // The signed-in visitor renders the page first: their heart shows saved (from the browser).
    await signInBrowser(page, visitor);
    const first = await page.goto(`/listings/${hashid}/`);
    expect(first!.headers()["cache-control"]).toBe(FRESH);
    await expect(page.getByTestId("favorite-heart")).toHaveAttribute("data-saved", "true");

    // The next visitor gets the cached page: nothing of the first in it, the heart not saved.
    const served = await cachedGet(request, `/listings/${hashid}/`);
    expect(served.headers()["cache-control"]).toBe(FRESH);
    const html = await served.text();
    for (const trace of [visitor.email, visitor.hashid, visitor.accessToken, "Premium Tester"]) expect(html).not.toContain(trace);
    // The server's heart is the signed-out one for everybody; the browser makes it the visitor's own.
    expect(html).toContain("sign in first");
    const stranger = await browser.newContext({ serviceWorkers: "block" });
    const other = await stranger.newPage();
    await other.goto(`/listings/${hashid}/`);
    await expect(other.getByTestId("favorite-heart")).toHaveAttribute("href", `/sign-in/?next=%2Flistings%2F${hashid}%2F`);
    await stranger.close();
  });

  test("a listing address with a loan is rendered per request; the plain one from the cache", async ({ request }) => {
    const hashid = await listingHashid(request, 4);
    await cachedGet(request, `/listings/${hashid}/`);
    const loan = await request.get(`/listings/${hashid}/?rate=5.5&calcType=fha`);
    expect(loan.status()).toBe(200);
    expect(loan.headers()["x-nextjs-cache"]).toBeUndefined();
    expect(loan.headers()["cache-control"]).toContain("no-store");
  });

  test("an agent's page is served from the cache", async ({ request }) => {
    const directory = await (await request.get("/agents/")).text();
    const hashid = /href="\/agents\/([A-Za-z0-9_-]+)\/"/.exec(directory)?.[1];
    expect(hashid).toBeTruthy();
    const served = await cachedGet(request, `/agents/${hashid}/`);
    expect(served.headers()["cache-control"]).toBe(FRESH);
  });

  test("a shared scenario is rendered once per canonical address, then served from the cache, and may be kept by a CDN", async ({ request }) => {
    const link = "/fha-loan-calculator/?price=451234&rate=6.375&term=360";
    const first = await request.get(link);
    expect(first.status()).toBe(200);
    expect(first.headers()["cache-control"]).toBe("public, max-age=300, s-maxage=86400, stale-while-revalidate=604800");
    const html = await first.text();
    expect(html).toContain("451,234");
    // The same address spelled otherwise (order, a repeat, where the visit came from) is the same page.
    for (const same of [link, "/fha-loan-calculator/?term=360&rate=6.375&price=451234&utm_source=news&gclid=abc", `${link}&price=1`]) {
      const again = await request.get(same);
      expect(again.headers()["x-nextjs-cache"], same).toBe("HIT");
      expect(await again.text(), same).toBe(html);
    }
    // Another scenario is another page; a segment no link makes is not one.
    const other = await request.get("/fha-loan-calculator/?price=451235&rate=6.375&term=360");
    expect(await other.text()).toContain("451,235");
    expect((await request.get("/scenario/fha-loan-calculator/not-canonical/")).status()).toBe(404);
  });

  test("a widget's frame changes with its widget at the next request, and every frame request counts one load", async ({ request }) => {
    const owner = await signUpViaApi(request, "cache-widget");
    const created = await api(
      request,
      "mutation ($input: CreateWidgetInput!) { createWidget(input: $input) { hashid key } }",
      { input: { name: "Cached", allowedDomains: ["example.com"], calcType: "FHA", themeColor: "#123456" } },
      owner,
    );
    const widget = created.createWidget as { hashid: string; key: string };
    const frame = (key: string) => `/mortgage-calculator-widget/?key=${key}`;
    const embedded = { referer: "https://example.com/" };

    let served = await cachedGet(request, frame(widget.key), embedded);
    expect(served.headers()["content-security-policy"]).toContain("frame-ancestors 'self' https://example.com http://example.com");
    expect(served.headers()["cache-control"]).toBe(FRESH);
    expect(await served.text()).toContain("#123456");

    const update = "mutation ($h: ID!, $input: UpdateWidgetInput!) { updateWidget(hashid: $h, input: $input) { key } }";
    await api(request, update, { h: widget.hashid, input: { allowedDomains: ["news.example.net"], themeColor: "#654321" } }, owner);
    served = await request.get(frame(widget.key), { headers: embedded });
    expect(served.headers()["content-security-policy"]).toContain("frame-ancestors 'self' https://news.example.net http://news.example.net");
    expect(served.headers()["content-security-policy"]).not.toContain("https://example.com");
    const edited = await served.text();
    expect(edited).toContain("#654321");
    expect(edited).not.toContain("#123456");

    await api(request, update, { h: widget.hashid, input: { enabled: false } }, owner);
    served = await request.get(frame(widget.key), { headers: embedded });
    expect(await served.text()).not.toContain('data-widget="fha"');
    await api(request, update, { h: widget.hashid, input: { enabled: true } }, owner);
    expect(await (await request.get(frame(widget.key), { headers: embedded })).text()).toContain('data-widget="fha"');

    const rotated = (await api(request, "mutation ($h: ID!) { rotateWidgetKey(hashid: $h) { key } }", { h: widget.hashid }, owner)).rotateWidgetKey as {
      key: string;
    };
    served = await request.get(frame(widget.key), { headers: embedded });
    expect(await served.text()).not.toContain('data-widget="fha"');
    expect(served.headers()["content-security-policy"]).toContain("frame-ancestors *");
    expect(await (await request.get(frame(rotated.key), { headers: embedded })).text()).toContain('data-widget="fha"');

    await api(request, "mutation ($h: ID!) { deleteWidget(hashid: $h) }", { h: widget.hashid }, owner);
    served = await request.get(frame(rotated.key), { headers: embedded });
    expect(await served.text()).not.toContain('data-widget="fha"');
    expect(served.headers()["content-security-policy"]).toContain("frame-ancestors *");
  });

  test("a frame served from the cache counts each request's load once", async ({ request }) => {
    const owner = await signUpViaApi(request, "cache-loads");
    const created = await api(
      request,
      "mutation ($input: CreateWidgetInput!) { createWidget(input: $input) { hashid key } }",
      { input: { name: "Counted", allowedDomains: ["example.com"], calcType: "FHA" } },
      owner,
    );
    const widget = created.createWidget as { hashid: string; key: string };
    // Within a second of a change the cache renders afresh (the commit margin, docs/architecture.md Caching).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const loads = 4;
    for (let i = 0; i < loads; i += 1) {
      const response = await request.get(`/mortgage-calculator-widget/?key=${widget.key}`, { headers: { referer: "https://example.com/" } });
      expect(response.status()).toBe(200);
      if (i > 0) expect(response.headers()["x-nextjs-cache"]).toBe("HIT");
    }
    // The manager's preview is not counted.
    await request.get(`/mortgage-calculator-widget/?key=${widget.key}&preview=1`);
    await expect
      .poll(async () => {
        const data = await api(request, "{ myWidgets { usage(days: 1) { loads } } }", {}, owner);
        return (data.myWidgets as { usage: { loads: number }[] }[])[0]?.usage[0]?.loads;
      })
      .toBe(loads);
  });
});
