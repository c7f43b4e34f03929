import { expect, test } from "@playwright/test";

import { fhaMipChart, vaFundingFeeChart } from "../../lib/mortgage/charts";
import { countiesOfState, countyByFips } from "../../lib/reference/counties";
import { loanLimitsForCounty } from "../../lib/reference/loan-limits";
import { declineConsent } from "./support";

test.describe("VA funding fee chart", () => {
  test("shows every fee of the engine's chart with its source and year", async ({ page }) => {
    await page.goto("/va-funding-fee-chart/");
    const shown = await page.locator("[data-fee-percent]").evaluateAll((cells) => cells.map((c) => Number(c.getAttribute("data-fee-percent"))));
    const chart = vaFundingFeeChart();
    // Purchase rows are laid out as a grid (first / subsequent use side by side); every fee appears.
    for (const row of chart.rows) expect(shown).toContain(row.feePercent);
    await expect(page.getByText("VA Circular 26-23-06", { exact: false }).first()).toBeVisible();
    await expect(page.getByText(`(${chart.source.year}; ${chart.source.effective})`, { exact: false }).first()).toBeVisible();
    for (const exemption of chart.exemptions) await expect(page.getByText(exemption, { exact: false })).toBeVisible();
  });
});

test.describe("FHA mortgage insurance premiums", () => {
  test("shows the engine's annual MIP rows, the upfront premium and the sources", async ({ page }) => {
    await page.goto("/fha-mortgage-insurance-premiums/");
    const chart = fhaMipChart();
    const shown = await page.locator("[data-mip-bps]").evaluateAll((cells) => cells.map((c) => Number(c.getAttribute("data-mip-bps"))));
    expect(shown).toEqual(chart.rows.map((r) => r.annualMipBps));
    await expect(page.locator("[data-mip-percent]")).toHaveAttribute("data-mip-percent", String(chart.upfrontPercent));
    for (const source of chart.sources) await expect(page.getByText(source.title, { exact: false }).first()).toBeVisible();
  });
});

test.describe("loan limits", () => {
  const la = loanLimitsForCounty("06037");

  test("with JavaScript: choosing a state loads its counties, and the lookup shows the county's 1-4 unit limits", async ({ page }) => {
    await page.goto("/loan-limits/");
    await declineConsent(page);
    await page.getByLabel("State", { exact: true }).selectOption("CA");
    const county = page.getByLabel("County", { exact: true });
    await expect(county.locator("option")).toHaveCount(countiesOfState("CA").length + 1);
    await county.selectOption("LOS ANGELES");
    await page.getByRole("button", { name: "Show limits" }).click();
    await expect(page).toHaveURL(/\/loan-limits\/\?state=CA&county=LOS\+ANGELES/);
    await expect(page.getByRole("heading", { name: "Los Angeles County, California" })).toBeVisible();
    for (const units of [1, 2, 3, 4]) {
      await expect(page.locator(`[data-result="conformingLimit${units}"]`)).toHaveAttribute("data-value", String(la?.conforming2026[units - 1]));
      await expect(page.locator(`[data-result="fhaLimit${units}"]`)).toHaveAttribute("data-value", String(la?.fha2026?.[units - 1]));
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/loan-limits\/$/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a state, then a county, in two submits", async ({ page }) => {
      await page.goto("/loan-limits/");
      await page.getByLabel("State", { exact: true }).selectOption("TX");
      await page.getByRole("button", { name: "Show limits" }).click();
      await expect(page.getByRole("heading", { name: "2026 loan limits in Texas" })).toBeVisible();
      await page.getByLabel("County", { exact: true }).selectOption("HARRIS");
      await page.getByRole("button", { name: "Show limits" }).click();
      const harris = countiesOfState("TX").find((c) => c.key === "HARRIS");
      const limits = harris ? loanLimitsForCounty(harris.fips) : null;
      await expect(page.locator('[data-result="conformingLimit1"]')).toHaveAttribute("data-value", String(limits?.conforming2026[0]));
    });

    test("a ZIP code finds its county; a bad one gets a message", async ({ page }) => {
      await page.goto("/loan-limits/");
      await page.getByLabel("Or a ZIP code").fill("10001");
      await page.getByRole("button", { name: "Show limits" }).click();
      const county = countyByFips("36061");
      await expect(page.getByText(`ZIP code 10001 is in ${county?.name}, New York.`)).toBeVisible();
      await expect(page.locator('[data-result="conformingLimit1"]')).toHaveAttribute("data-value", String(loanLimitsForCounty("36061")?.conforming2026[0]));
      await page.getByLabel("Or a ZIP code").fill("abcde");
      await page.getByRole("button", { name: "Show limits" }).click();
      await expect(page.getByText("Enter a 5-digit ZIP code, like 90210.")).toBeVisible();
    });
  });
});
