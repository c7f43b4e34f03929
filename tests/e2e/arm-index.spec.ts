// The ARM calculator's index on a site that holds no 30-day Average SOFR (the e2e database has
// none: FRED is off and the series is never shipped). Without JavaScript the page says so, starts
// at the example, and a link's index wins, with the results rendered on the server; the page is
// served from the server's cache with a header that makes a CDN ask each time.
import { expect, test } from "@playwright/test";

test("ARM calculator without a stored SOFR, without JavaScript: says it is not loaded; a link's index wins", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto("/arm-calculator/");
  expect(response?.headers()["cache-control"]).toBe("public, no-cache");
  await expect(page.getByText("Today's 30-day Average SOFR is not loaded on this site, so the index field starts at an example, 4%.")).toBeVisible();
  await expect(page.getByText("npm run rates:sync", { exact: true })).toBeVisible();
  const index = page.getByLabel("Index (30-day Average SOFR)", { exact: true });
  await expect(index).toHaveValue("4");

  // A shared link (it carries a shared input, as share links and the form do) is rendered by the
  // server: 3.70668 + 2.75 = 6.45668, whose nearest eighth is 6.5.
  await page.goto("/arm-calculator/?price=500000&index=3.70668&margin=2.75");
  await expect(index).toHaveValue("3.70668");
  await expect(page.locator('[data-result="fullyIndexedRate"]')).toHaveText("6.5%");
  await context.close();
});
