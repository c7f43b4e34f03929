import { expect, test, type Page } from "@playwright/test";

/** Records every request that leaves for a host other than the site's own. */
function recordThirdParty(page: Page, baseURL: string): string[] {
  const own = new URL(baseURL).host;
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.host !== own) seen.push(request.url());
  });
  return seen;
}

test("without consent no request leaves for a third-party host", async ({ page, baseURL }) => {
  const thirdParty = recordThirdParty(page, baseURL!);
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Cookie consent" });
  await expect(banner).toBeVisible();
  await page.getByRole("link", { name: "All calculators" }).first().click();
  await page.waitForLoadState("load");
  await page.waitForTimeout(2000); // let lazy scripts (analytics would load after hydration) run
  expect(thirdParty).toEqual([]);
});

test("declining is remembered and still sends nothing third-party", async ({ page, baseURL }) => {
  const thirdParty = recordThirdParty(page, baseURL!);
  await page.goto("/");
  await page.getByRole("button", { name: "Decline" }).click();
  await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
  await page.reload();
  await page.waitForLoadState("load");
  await page.waitForTimeout(2000); // let lazy scripts (analytics would load after hydration) run
  await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
  expect(thirdParty).toEqual([]);
});

test("accepting without analytics configuration (integrations off) still sends nothing third-party", async ({ page, baseURL }) => {
  const thirdParty = recordThirdParty(page, baseURL!);
  await page.goto("/");
  await page.getByRole("button", { name: "Accept analytics" }).click();
  await page.goto("/about/");
  await page.waitForLoadState("load");
  await page.waitForTimeout(2000); // let lazy scripts (analytics would load after hydration) run
  await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
  expect(thirdParty).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the banner stays hidden: it could not be answered, and nothing would load anyway", async ({ page }) => {
    await page.goto("/mortgage-calculator/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("section.consent")).toBeHidden();
  });
});
