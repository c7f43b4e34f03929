import { expect, test, type Page } from "@playwright/test";

import { resolvePlaceholder } from "../../lib/blog/placeholders";
import { declineConsent, expectNoAxeViolations } from "./support";

const POST = "/blog/fha-mip-how-long-it-lasts/";

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe("blog", () => {
  test("the list shows the posts newest first with date, reading time and tags, and the header links to it", async ({ page }) => {
    await page.goto("/");
    // Clicked once the page is live, as a visitor does. A click in the middle of hydration can
    // leave the home page's canonical link beside the blog's after the client-side navigation
    // (Next.js's open head race, vercel/next.js#97472). Crawlers read the server's HTML, which
    // has one canonical per page (tests/e2e/seo.spec.ts), so search engines are not affected.
    await page.waitForLoadState("networkidle");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    const cards = page.locator("ol > li article");
    expect(await cards.count()).toBeGreaterThanOrEqual(8);
    expect(await cards.count()).toBeLessThanOrEqual(12);
    await expect(cards.first().getByText(/\d+ min read/)).toBeVisible();
    const dates = await page.locator("ol > li article time").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("datetime") ?? ""));
    expect([...dates].sort().reverse()).toEqual(dates);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", /\/blog\/rss\.xml$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog\/$/);
  });

  test("pagination: page 1 redirects to /blog/, a page past the end, page 0 and a non-number are 404", async ({ page, request }) => {
    await page.goto("/blog/page/1/");
    await expect(page).toHaveURL(/\/blog\/$/);
    for (const path of ["/blog/page/2/", "/blog/page/0/", "/blog/page/abc/", "/blog/page/01/", "/blog/tag/fha-loans/page/9/"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test("a post: figures from the engine, the calculator link, sources, Article and breadcrumb JSON-LD, Open Graph", async ({ page }) => {
    await page.goto(POST);
    await declineConsent(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("FHA mortgage insurance");
    const article = page.locator("article");
    await expect(article).toContainText(`${resolvePlaceholder("fha.ufmip")} of the base loan`);
    await expect(article).toContainText(resolvePlaceholder("purchase.mortgageInsurance type=fha price=350000 downPercent=3.5 rate=6.5"));
    await expect(article).not.toContainText("{{");
    await expect(article.locator('a[href^="/fha-loan-calculator/"]').first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sources" })).toBeVisible();
    await expect(article.getByText("Mortgagee Letter 2023-05", { exact: false }).first()).toBeVisible();
    const blocks = await jsonLd(page);
    const articleLd = blocks.find((block) => block["@type"] === "Article");
    expect(articleLd).toMatchObject({
      headline: expect.stringContaining("FHA mortgage insurance"),
      datePublished: expect.any(String),
      url: expect.stringMatching(/^http.*\/blog\/fha-mip-how-long-it-lasts\/$/),
    });
    const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] } | undefined;
    expect(crumbs?.itemListElement.map((item) => item.name)).toEqual(["Home", "Blog", expect.stringContaining("FHA")]);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute("content", /^2026-/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${POST}$`));
  });

  test("an unknown post is a 404", async ({ request }) => {
    expect((await request.get("/blog/no-such-post/")).status()).toBe(404);
  });

  test("a tag page lists that tag's posts; an unknown tag is a 404", async ({ page, request }) => {
    await page.goto(POST);
    await page.getByRole("list", { name: "Tags" }).getByRole("link", { name: "FHA loans" }).click();
    await expect(page).toHaveURL(/\/blog\/tag\/fha-loans\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Posts about FHA loans");
    const titles = await page.locator("ol > li article h2").allTextContents();
    expect(titles.length).toBeGreaterThanOrEqual(2);
    expect(titles.join(" ")).toContain("FHA mortgage insurance");
    expect((await request.get("/blog/tag/no-such-tag/")).status()).toBe(404);
  });

  test("the RSS feed is served as RSS 2.0 with absolute links on the site URL", async ({ request, baseURL }) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain(`<link>${baseURL}/blog/</link>`);
    expect(xml).toContain(`<link>${baseURL}${POST}</link>`);
    expect(xml.match(/<item>/g)?.length).toBeGreaterThanOrEqual(8);
  });

  test("the sitemap lists the posts and tags", async ({ request, baseURL }) => {
    // /sitemap.xml is a sitemap index: posts and tags have their own files.
    const index = await (await request.get("/sitemap.xml")).text();
    expect(index).toContain(`<loc>${baseURL}/sitemaps/posts-1.xml</loc>`);
    const xml = (await (await request.get("/sitemaps/posts-1.xml")).text()) + (await (await request.get("/sitemaps/tags-1.xml")).text());
    expect(xml).toContain(`<loc>${baseURL}${POST}</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/blog/tag/fha-loans/</loc>`);
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog/");
    await expect(page.locator("ol > li article").first()).toBeVisible();
    await page.locator("ol > li article h2 a").first().click();
    await expect(page.locator("article h1")).toBeVisible();
    await expect(page.locator("article table").first()).toBeVisible();
    await context.close();
  });

  test("no axe violations on the list, a post and a tag page; nothing overflows at 360 px", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const path of ["/blog/", POST, "/blog/loan-limits-2026/", "/blog/tag/fha-loans/"]) {
      await page.goto(path);
      await declineConsent(page);
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test("keyboard: Tab reaches the post links in order from the top", async ({ page }) => {
    await page.goto("/blog/");
    await declineConsent(page);
    const first = page.locator("ol > li article h2 a").first();
    for (let index = 0; index < 40; index += 1) {
      await page.keyboard.press("Tab");
      if (await first.evaluate((node) => node === document.activeElement)) break;
    }
    await expect(first).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("article h1")).toBeVisible();
  });
});
