import { expect, test } from "@playwright/test";

import { ROUTES, SITE_NAME } from "../../lib/routes";
import { expectFocusVisible, tabTo } from "./keyboard";

// Every registered route is served, titled and checked with axe at both widths in
// every-page.spec.ts, with the rest of the site's pages.

test("unknown pages get the site's not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});

test("the header reaches every section by keyboard", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await expectFocusVisible(page);
  const sections = page.locator(".sections-menu summary");
  await tabTo(page, sections);
  await page.keyboard.press("Enter");
  await expect(page.locator(".sections-menu__panel")).toBeVisible();
  await tabTo(page, page.locator(".sections-menu__panel").getByRole("link", { name: "VA loan calculator" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/va-loan-calculator\/$/);
});

test("responses carry the security headers", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).not.toContain("unsafe-eval");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["x-powered-by"]).toBeUndefined();
});

test("metadata: manifest, icons, share image and sitemap", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#00d777");
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1000");
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "523");
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ short_name: SITE_NAME, theme_color: "#00d777", background_color: "#ffffff" });
  for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).status()).toBe(200);
  // The page's icons: each served, one link per file, none an SVG (an SVG tab icon is decoded as
  // an SVG document on the page's main thread while it loads; see app/layout.tsx).
  const icons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(icons.length).toBeGreaterThan(0);
  expect(new Set(icons.map((href) => new URL(href).pathname)).size).toBe(icons.length);
  for (const href of icons) {
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).not.toContain("svg");
  }
  // The header's logo is drawn inline (components/layout/brand-mark.tsx), not loaded as an image.
  await expect(page.locator("header .brand svg")).toHaveCount(1);
  await expect(page.locator('img[src$=".svg"]')).toHaveCount(0);
  expect((await request.get("/share-image.png")).status()).toBe(200);
  // /sitemap.xml is a sitemap index; the registry's pages are in its pages file(s).
  const index = await (await request.get("/sitemap.xml")).text();
  const pageFiles = [...index.matchAll(/<loc>([^<]*\/sitemaps\/pages-\d+\.xml)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(pageFiles.length).toBeGreaterThan(0);
  const sitemap = (await Promise.all(pageFiles.map(async (file) => (await request.get(file)).text()))).join("\n");
  for (const route of ROUTES.filter((r) => !r.private)) expect(sitemap).toContain(`${route.path}</loc>`);
  // The body's first font family is the site's own Open Sans (app/fonts.ts), loaded.
  const font = await page.evaluate(async () => {
    await document.fonts.ready;
    const first = (getComputedStyle(document.body).fontFamily.split(",")[0] ?? "").trim().replace(/"/g, "");
    const faces = [...document.fonts].filter((face) => face.family.replace(/"/g, "") === first && face.status === "loaded");
    return { first, weights: faces.map((face) => face.weight).sort() };
  });
  expect(font.first).not.toBe("");
  expect(font.weights).toContain("400");
});
