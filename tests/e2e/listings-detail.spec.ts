import { expect, test, type APIRequestContext, type Page, type Route } from "@playwright/test";

import { signInBrowser, signUpViaApi } from "./premium-support";
import { graphqlAs } from "./seeded-account";
import { declineConsent, expectNoAxeViolations, waitForCalculatorIfAny } from "./support";

// The listing page and saved homes end to end on the seeded sample listings: the
// payment figures in data-result markup, Calculate loading the listing into the calculator
// (docs/architecture.md, Calculator rules), the heart signed out (sign in and back) and signed in, /saved-homes/ (see, remove),
// the listing page without JavaScript, and axe on both pages.

const PASSWORD = "plum-harbor-lantern-42";

/** A sample listing's hashid from the API (the search's first page). */
async function firstListing(request: APIRequestContext): Promise<string> {
  const response = await request.post("/graphql/", {
    headers: { "content-type": "application/json", "x-request-source": "web" },
    data: { query: "query { listings(page: 1) { total items { hashid } } }" },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data?: { listings?: { total: number; items: { hashid: string }[] } } };
  const hashid = body.data?.listings?.items[0]?.hashid;
  expect(hashid, JSON.stringify(body)).toBeTruthy();
  return hashid as string;
}

/** Every `data-result` figure on the page, by name. */
async function figures(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const out: Record<string, number> = {};
    for (const el of document.querySelectorAll("[data-result]")) out[el.getAttribute("data-result") ?? ""] = Number(el.getAttribute("data-value"));
    return out;
  });
}

/** The listing's facts from its JSON-LD (price, address) as the page states them. */
async function listingFromJsonLd(page: Page) {
  const raw = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? "{}") as Record<string, unknown>).find((d) => d["@type"] === "RealEstateListing"));
  expect(raw).toBeTruthy();
  return raw as { offers: { price: number }; mainEntity: { "@type": string; address: { addressRegion: string } } };
}

test.describe("listing page", () => {
  test("shows photos, facts, the payment in data-result markup, JSON-LD, and Calculate loads the calculator", async ({ page, request }) => {
    const hashid = await firstListing(request);
    await page.goto(`/listings/${hashid}/`);
    await declineConsent(page);
    await expect(page.getByTestId("sample-label")).toBeVisible();
    await expect(page.locator('section[aria-label="Photos"] img').first()).toHaveAttribute("loading", "eager");
    const shown = await figures(page);
    for (const name of ["monthlyPayment", "principalAndInterest", "propertyTax", "homeInsurance", "mortgageInsurance", "hoa", "loanAmount", "listPrice"]) {
      expect(Number.isFinite(shown[name]), name).toBe(true);
    }
    const parts = shown.principalAndInterest! + shown.propertyTax! + shown.homeInsurance! + shown.mortgageInsurance! + shown.hoa!;
    expect(Math.abs(parts - shown.monthlyPayment!)).toBeLessThan(0.011);
    expect(shown.loanAmount).toBeCloseTo(shown.listPrice! * 0.8, -1);
    const jsonLd = await listingFromJsonLd(page);
    expect(jsonLd.offers.price).toBe(shown.listPrice);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/listings/${hashid}/$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);

    // The facts the calculator must receive, from the page.
    const taxText = await page.locator("dt", { hasText: "Property tax" }).locator("xpath=following-sibling::dd").textContent();
    const listedTax = /\$([\d,]+) a year/.exec(taxText ?? "")?.[1]?.replace(/,/g, "");
    const county = (await page.locator("dt", { hasText: "County" }).locator("xpath=following-sibling::dd").textContent())?.trim() ?? "";

    await page.getByTestId("calculate-listing").click();
    await expect(page).toHaveURL(/\/mortgage-calculator\/$/);
    await waitForCalculatorIfAny(page);
    await expect(page.getByLabel("Home price", { exact: true })).toHaveValue(shown.listPrice!.toLocaleString("en-US"));
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem("hmh:calculator") ?? "{}") as { state?: { loanInputs?: Record<string, unknown> } },
    );
    const li = stored.state?.loanInputs ?? {};
    expect(li.price).toBe(shown.listPrice);
    expect(li.state).toBe(jsonLd.mainEntity.address.addressRegion);
    expect(li.county).toBe(
      county
        .toUpperCase()
        .replace(/\s*\bCOUNTY\b\s*/g, " ")
        .trim(),
    );
    expect(li.lockTaxInsuranceOnPriceChange).toBe(true);
    if (listedTax) expect(li.taxAnnual).toBe(Number(listedTax));
    const calculator = await figures(page);
    expect(calculator.loanAmount).toBe(shown.loanAmount);
    expect(calculator.principalAndInterest).toBe(shown.principalAndInterest);
  });

  test("a calculator's saved VA loan does not change the listing page's program", async ({ page, request }) => {
    const hashid = await firstListing(request);
    // What the VA calculator saves after a visit (lib/calculator/persistence.ts restores missing fields).
    await page.addInitScript(() => {
      localStorage.setItem(
        "hmh:calculator",
        JSON.stringify({ version: 1, state: { loanInputs: { calcType: "va", price: 300000, downPayment: 0, downPaymentPercent: 0, rate: 0.065, term: 360 } } }),
      );
    });
    await page.goto(`/listings/${hashid}/`);
    // Hydrated (the gallery's buttons only exist then), so any switch would have run.
    await expect(page.getByRole("button", { name: "Next photo" })).toBeVisible();
    await page.waitForTimeout(500);
    expect(page.url()).not.toMatch(/calcType/);
    await expect(page.getByTestId("payment-assumptions")).toContainText("Conventional loan, 20% down");
    await expect(page.getByTestId("loan-assumptions-text")).toHaveText("20% down, 6.75%, 30 years");
    await expect(page.getByTestId("calculate-listing")).toHaveAttribute("href", /^\/mortgage-calculator\/\?/);
  });

  test("the loan assumptions are shown, changed on the page, and kept for the next listing page", async ({ page, request }) => {
    const hashid = await firstListing(request);
    await page.goto(`/listings/${hashid}/`);
    await declineConsent(page);
    await page.getByTestId("loan-assumptions").locator("summary").click();
    await page.getByLabel("Down payment (%)").fill("10");
    await page.getByLabel("Interest rate (%)").fill("6.5");
    await page.getByRole("button", { name: "Use this loan" }).click();
    await expect(page).toHaveURL(/downPaymentPercent=10/);
    await expect(page.getByTestId("loan-assumptions-text")).toHaveText("10% down, 6.5%, 30 years");
    await expect(page.getByTestId("payment-assumptions")).toContainText("10% down");
    const changed = await figures(page);
    expect(changed.loanAmount).toBeCloseTo(changed.listPrice! * 0.9, -1);
    // The full calculator with the same assumptions.
    const calc = new URL((await page.getByRole("link", { name: /full calculator with these assumptions/ }).getAttribute("href")) ?? "", "http://x");
    expect(calc.searchParams.get("downPaymentPercent")).toBe("10");
    expect(calc.searchParams.get("rate")).toBe("6.5");
    // A plain address of a listing page takes the visitor's listing loan.
    await page.goto(`/listings/${hashid}/`);
    await expect(page).toHaveURL(/downPaymentPercent=10/);
    await expect(page.locator('[data-result="monthlyPayment"]')).toHaveAttribute("data-value", String(changed.monthlyPayment));
  });

  test("header shows the price; photos browse with named buttons by keyboard; no source on a $0 row; a map of the home", async ({ page, request }) => {
    const hashid = await firstListing(request);
    await page.goto(`/listings/${hashid}/`);
    await declineConsent(page);
    const shown = await figures(page);
    await expect(page.locator('header [data-result="listPrice"]')).toHaveAttribute("data-value", String(shown.listPrice));
    const count = await page.locator('section[aria-label="Photos"] img').count();
    const next = page.getByRole("button", { name: "Next photo" });
    await expect(page.getByRole("button", { name: "Previous photo" })).toBeVisible();
    await expect(page.getByTestId("photo-count")).toHaveText(`Photo 1 of ${count}`);
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("photo-count")).toHaveText(`Photo 2 of ${count}`);
    // 20% down: no PMI, so its row names no source.
    expect(shown.mortgageInsurance).toBe(0);
    await expect(page.getByRole("rowheader", { name: "PMI", exact: true })).toBeVisible();
    // The map loads as it comes near; without a maps provider it says what is missing.
    await page.getByRole("heading", { name: "Map", exact: true }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId("listings-map")).toBeVisible({ timeout: 20_000 });
    const key = process.env.NEXT_PUBLIC_MAPS_API_KEY ?? "";
    if (key === "" || key === "off") await expect(page.getByTestId("map-no-provider")).toBeVisible();
  });

  test("an unknown or malformed listing is the site's 404 page", async ({ page }) => {
    for (const hashid of ["zzzzzzzzzzzz", "not-a-hashid!"]) {
      const response = await page.goto(`/listings/${encodeURIComponent(hashid)}/`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    }
  });

  test("a bad loan in the address is reported and the default loan shown", async ({ page, request }) => {
    const hashid = await firstListing(request);
    const response = await page.goto(`/listings/${hashid}/?calcType=jumbo&rate=99`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Some loan details in the address could not be used")).toBeVisible();
    await expect(page.locator('[data-result="monthlyPayment"]')).toHaveAttribute("data-value", /^\d+(\.\d+)?$/);
  });

  test("saved homes signed out sends to sign in with a way back", async ({ page }) => {
    await page.goto("/saved-homes/");
    await expect(page).toHaveURL(/\/sign-in\/\?next=\/saved-homes\/$/);
  });

  // As it first shows, the page is checked with every page (every-page.spec.ts): here, with the
  // map loaded and the loan assumptions open.
  test("axe: the listing page with its map and loan assumptions open", async ({ page, request }) => {
    const hashid = await firstListing(request);
    await page.goto(`/listings/${hashid}/`);
    await declineConsent(page);
    await page.getByRole("heading", { name: "Map", exact: true }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId("listings-map")).toBeVisible({ timeout: 20_000 });
    await page.getByTestId("loan-assumptions").locator("summary").click();
    await expectNoAxeViolations(page);
  });
});

test.describe("heart and saved homes", () => {
  // The service worker would fetch the page's requests itself, out of page.route's reach.
  test.use({ serviceWorkers: "block" });

  test("heart: signed out goes to sign in and back; sign up, save, see it in saved homes, remove it", async ({ page, request }) => {
    const hashid = await firstListing(request);
    const email = `e2e-heart-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.goto(`/listings/${hashid}/`);
    await declineConsent(page);
    await page.getByTestId("favorite-heart").click();
    await expect(page).toHaveURL(new RegExp(`/sign-in/\\?next=%2Flistings%2F${hashid}%2F$`));
    await page.getByRole("form", { name: "Sign in" }).getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/\/sign-up\/\?next=/);
    await page.getByLabel("Name").fill("Heart Tester");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(new RegExp(`/listings/${hashid}/$`));

    const heart = page.getByTestId("favorite-heart");
    await expect(heart).toHaveAttribute("data-saved", "false");

    // The network fails: the heart goes back and says so.
    const failSave = async (route: Route) => {
      if ((route.request().postData() ?? "").includes('"operationName":"FavoriteListing"')) await route.abort("failed");
      else await route.continue();
    };
    await page.route(/\/graphql\/?(\?.*)?$/, failSave);
    await heart.click();
    await expect(page.getByRole("alert").filter({ hasText: "Could not save this home" })).toBeVisible();
    await expect(heart).toHaveAttribute("data-saved", "false");
    await page.unroute(/\/graphql\/?(\?.*)?$/, failSave);

    await heart.click();
    await expect(heart).toHaveAttribute("data-saved", "true");
    await expect(heart).toHaveAttribute("data-pending", "false");
    await page.reload();
    await expect(page.getByTestId("favorite-heart")).toHaveAttribute("data-saved", "true");

    await page.goto("/saved-homes/");
    const card = page.locator(`[data-listing="${hashid}"]`);
    await expect(card).toBeVisible();
    await expect(card.locator('[data-result="monthlyPayment"]')).toHaveAttribute("data-value", /^\d+(\.\d+)?$/);
    await expectNoAxeViolations(page);
    await card.getByRole("button", { name: /^Remove / }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Find homes for sale" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("link", { name: "Find homes for sale" })).toBeVisible();
  });
});

test.describe("one payment for one home", () => {
  test.use({ serviceWorkers: "block" });

  test("card payment == listing page payment == saved homes payment, for the visitor's loan", async ({ page, request }) => {
    const account = await signUpViaApi(request, "one-payment");
    await signInBrowser(page, account);
    await page.goto("/listings/?downPaymentPercent=10&rate=6.5");
    await expect(page.locator("[data-interactive='true']")).toBeVisible({ timeout: 20_000 });
    await declineConsent(page);
    await expect(page.getByTestId("search-loan-assumptions")).toContainText("10% down, 6.5%, 30 years");
    const card = page.locator("ol[aria-label='Homes found'] article").first();
    const hashid = (await card.getAttribute("data-hashid")) ?? "";
    const cardPayment = await card.locator('[data-result="monthlyPayment"]').getAttribute("data-value");
    await card.locator("h3 a").click();
    await expect(page).toHaveURL(new RegExp(`/listings/${hashid}/\\?.*downPaymentPercent=10`));
    await expect(page.locator('[data-result="monthlyPayment"]')).toHaveAttribute("data-value", cardPayment ?? "");
    await expect(page.getByTestId("payment-assumptions")).toContainText("10% down");
    await graphqlAs(request, account, "mutation ($hashid: ID!) { favoriteListing(hashid: $hashid) { hashid } }", { hashid });
    // Saved homes without a loan in the address: the visitor's listing loan.
    await page.goto("/saved-homes/");
    const saved = page.locator(`[data-listing="${hashid}"]`);
    await expect(saved.locator('[data-result="monthlyPayment"]')).toHaveAttribute("data-value", cardPayment ?? "");
    await expect(page.getByTestId("loan-assumptions-text")).toHaveText("10% down, 6.5%, 30 years");
    await expect(saved.getByRole("link").first()).toHaveAttribute("href", new RegExp(`/listings/${hashid}/\\?.*downPaymentPercent=10`));
  });
});

test.describe("listing page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows photos, facts and the payment; Calculate is a calculator link with the listing", async ({ page, request }) => {
    const hashid = await firstListing(request);
    await page.goto(`/listings/${hashid}/`);
    await expect(page.locator('section[aria-label="Photos"] img').first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Facts" })).toBeVisible();
    await expect(page.locator('[data-result="monthlyPayment"]')).toHaveAttribute("data-value", /^\d+(\.\d+)?$/);
    const listPrice = await page.locator('[data-result="listPrice"]').first().getAttribute("data-value");
    const href = await page.getByTestId("calculate-listing").getAttribute("href");
    expect(href).toMatch(/^\/mortgage-calculator\/\?/);
    expect(new URL(href ?? "", "http://x").searchParams.get("price")).toBe(listPrice);
    // The heart is a sign-in link that comes back here.
    await expect(page.getByTestId("favorite-heart")).toHaveAttribute("href", `/sign-in/?next=%2Flistings%2F${hashid}%2F`);
    await page.getByTestId("calculate-listing").click();
    await expect(page.getByLabel("Home price", { exact: true })).toHaveValue(Number(listPrice).toLocaleString("en-US"));
  });
});
