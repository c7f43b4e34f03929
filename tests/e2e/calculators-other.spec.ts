import { expect, test, type Page } from "@playwright/test";

import { affordabilityInput, FHA_AFFORDABILITY_SPEC, HOME_AFFORDABILITY_SPEC } from "../../components/calculators/other/affordability/affordability-spec";
import { DEBT_CONSOLIDATION_SPEC, debtConsolidationInput } from "../../components/calculators/other/debt-consolidation/debt-consolidation-spec";
import { downPaymentInput } from "../../components/calculators/other/down-payment/down-payment-spec";
import { DOWN_PAYMENT_SPEC } from "../../components/calculators/other/down-payment/down-payment-defaults";
import { ARM_SPEC } from "../../components/calculators/other/arm/arm-defaults";
import { armInput } from "../../components/calculators/other/arm/arm-spec";
import { initialExtras } from "../../components/calculators/other/extras/extra-fields";
import { POINTS_SPEC, pointsInput } from "../../components/calculators/other/points/points-spec";
import { RENT_VS_BUY_SPEC, rentVsBuyInput } from "../../components/calculators/other/rent-vs-buy/rent-vs-buy-spec";
import { refinanceInput } from "../../components/calculators/other/refinance/refinance-spec";
import { REFINANCE_SPEC } from "../../components/calculators/other/refinance/refinance-defaults";
import { vaCashOutInput } from "../../components/calculators/other/va/va-cash-out-spec";
import { VA_CASH_OUT_SPEC } from "../../components/calculators/other/va/va-cash-out-defaults";
import { VA_IRRRL_SPEC, vaIrrrlInput } from "../../components/calculators/other/va/va-irrrl-spec";
import { initialInputs } from "../../lib/calculator/initial";
import { changeAmount, changeDownPaymentPercent, changeLoanAmount, changePrice, changeRate, changeRefi } from "../../lib/calculator/transitions";
import { computeAffordability } from "../../lib/mortgage/affordability";
import { computeArm, type ArmResult } from "../../lib/mortgage/arm";
import { computeBuydown } from "../../lib/mortgage/buydown";
import { computeDebtConsolidation } from "../../lib/mortgage/debt-consolidation";
import { computeDownPayment } from "../../lib/mortgage/down-payment";
import { computeRefinance } from "../../lib/mortgage/refinance";
import { computeRentVsBuy } from "../../lib/mortgage/rent-vs-buy";
import { computeVaCashOut } from "../../lib/mortgage/va-cash-out";
import { computeVaEntitlement } from "../../lib/mortgage/va-entitlement";
import { computeVaIrrrl } from "../../lib/mortgage/va-irrrl";
import { CONFORMING_BASELINE_2026 } from "../../lib/reference/national-limits";
import { declineConsent, expectNoAxeViolationsAtOwnWidthAndPhone, firstFigures, forgetInputsOnEveryPage, keepInputsOnce, wakeCalculator } from "./support";

/** One calculator: where it is, what to type, and what the engine says the figures must then be. */
interface Case {
  path: string;
  /** `data-calculator` of its root. */
  id: string;
  /** Labels and the text typed into them, in order. */
  edits: [label: string, text: string][];
  /** The engine's figures for the defaults, and after the edits. */
  before: Record<string, number>;
  after: Record<string, number>;
  /** A money field for the bad-input test, and the figure that must then read 0. */
  badField: string;
  /** The labelled field whose typed value must survive a reload, and how it then reads. */
  kept: [label: string, value: string];
}

function pick<T extends object>(result: T, names: (keyof T & string)[]): Record<string, number> {
  return Object.fromEntries(names.map((name) => [name, Number(result[name])]));
}

const defaults = initialInputs();

const CASES: Case[] = [
  (() => {
    const extras = initialExtras(HOME_AFFORDABILITY_SPEC);
    const after = changeRate(changeAmount(defaults, "income", 150_000), "6.25");
    const names = ["maxPrice", "monthlyPayment", "loanAmount", "downPayment"] as const;
    return {
      path: "/home-affordability-calculator/",
      id: "home-affordability",
      edits: [
        ["Gross income a year", "$150k"],
        ["Cash for the down payment", "80,000"],
        ["Interest rate", "6.25%"],
      ],
      before: pick(computeAffordability(affordabilityInput(defaults, extras, "conventional")), [...names]),
      after: pick(computeAffordability(affordabilityInput(after, { ...extras, cash: 80_000 }, "conventional")), [...names]),
      badField: "Cash for the down payment",
      kept: ["Gross income a year", "150,000"],
    } satisfies Case;
  })(),
  (() => {
    const extras = initialExtras(FHA_AFFORDABILITY_SPEC);
    const after = changeAmount(changeAmount(defaults, "income", 90_000), "monthlyDebt", 750);
    const names = ["maxPrice", "monthlyPayment", "loanAmount", "upfrontFee"] as const;
    return {
      path: "/fha-loan-affordability-calculator/",
      id: "fha-affordability",
      edits: [
        ["Gross income a year", "90000"],
        ["Monthly debt payments", "$750"],
      ],
      before: pick(computeAffordability(affordabilityInput(defaults, extras, "fha")), [...names]),
      after: pick(computeAffordability(affordabilityInput(after, extras, "fha")), [...names]),
      badField: "Cash for the down payment",
      kept: ["Monthly debt payments", "750"],
    } satisfies Case;
  })(),
  (() => {
    const extras = initialExtras(DOWN_PAYMENT_SPEC);
    const after = changeDownPaymentPercent(changePrice(defaults, 600_000), 10);
    const names = ["cashToClose", "downPayment", "closingCosts", "amountToSave", "monthsToSave"] as const;
    return {
      path: "/down-payment-calculator/",
      id: "down-payment",
      edits: [
        ["Home price", "600k"],
        ["Down payment %", "10"],
        ["Saved so far", "50,000"],
      ],
      before: pick(computeDownPayment(downPaymentInput(defaults, extras)), [...names]),
      after: pick(computeDownPayment(downPaymentInput(after, { ...extras, savings: 50_000 })), [...names]),
      badField: "Saved so far",
      kept: ["Home price", "600,000"],
    } satisfies Case;
  })(),
  (() => {
    const extras = initialExtras(REFINANCE_SPEC);
    const after = changeRate(defaults, "5.75");
    const names = ["monthlyPayment", "monthlySaving", "breakEvenMonths", "loanAmount"] as const;
    return {
      path: "/refinance/",
      id: "refinance",
      edits: [
        ["New interest rate", "5.75"],
        ["Cash out", "20000"],
      ],
      before: pick(computeRefinance(refinanceInput(defaults, extras)), [...names]),
      after: pick(computeRefinance(refinanceInput(after, { ...extras, cashOut: 20_000 })), [...names]),
      badField: "Cash out",
      kept: ["New interest rate", "5.75"],
    } satisfies Case;
  })(),
  (() => {
    const extras = initialExtras(DEBT_CONSOLIDATION_SPEC);
    const names = ["monthlyOutflowBefore", "monthlyOutflowAfter", "totalDebt", "totalInterestAfter"] as const;
    return {
      path: "/debt-consolidation/",
      id: "debt-consolidation",
      edits: [["Credit card balance", "15,000"]],
      before: pick(computeDebtConsolidation(debtConsolidationInput(defaults, extras)), [...names]),
      after: pick(computeDebtConsolidation(debtConsolidationInput(defaults, { ...extras, debt1Balance: 15_000 })), [...names]),
      badField: "Car loan balance",
      kept: ["Credit card balance", "15,000"],
    } satisfies Case;
  })(),
  (() => {
    const extras = initialExtras(VA_IRRRL_SPEC);
    const after = changeRate(defaults, "6.25");
    const names = ["monthlyPayment", "monthlySaving", "recoupmentMonths", "upfrontFee", "totalLoanAmount"] as const;
    return {
      path: "/va-irrrl-calculator/",
      id: "va-irrrl",
      edits: [
        ["New interest rate", "6.25"],
        ["Closing costs", "4000"],
      ],
      before: pick({ ...computeVaIrrrl(vaIrrrlInput(defaults, extras)) }, [...names]),
      after: pick({ ...computeVaIrrrl(vaIrrrlInput(after, { ...extras, closingCosts: 4_000 })) }, [...names]),
      badField: "Closing costs",
      kept: ["Closing costs", "4,000"],
    } satisfies Case;
  })(),
  (() => {
    const extras = initialExtras(VA_CASH_OUT_SPEC);
    const after = changeRefi(defaults, { homeValue: 650_000 });
    const names = ["cashAvailable", "cashOut", "loanAmount", "upfrontFee", "monthlyPayment"] as const;
    return {
      path: "/va-cash-out-refinance/",
      id: "va-cash-out",
      edits: [["Home value", "$650,000"]],
      before: pick(computeVaCashOut(vaCashOutInput(defaults, extras)), [...names]),
      after: pick(computeVaCashOut(vaCashOutInput(after, extras)), [...names]),
      badField: "Closing costs",
      kept: ["Home value", "650,000"],
    } satisfies Case;
  })(),
  (() => {
    const limit = CONFORMING_BASELINE_2026[0];
    const li = defaults.loanInputs;
    const after = changeLoanAmount(changePrice(defaults, 700_000), "vaEntitlementUsed", 60_000).loanInputs;
    const names = ["remainingEntitlement", "downPaymentRequired", "countyLimit"] as const;
    return {
      path: "/va-entitlement-calculator/",
      id: "va-entitlement",
      edits: [
        ["Entitlement in use", "60000"],
        ["Home price", "700k"],
      ],
      before: pick(computeVaEntitlement({ price: li.price, downPayment: li.downPayment, countyLimit: limit, entitlementUsed: 0 }), [...names]),
      after: pick(computeVaEntitlement({ price: after.price, downPayment: after.downPayment, countyLimit: limit, entitlementUsed: 60_000 }), [...names]),
      badField: "Entitlement in use",
      kept: ["Home price", "700,000"],
    } satisfies Case;
  })(),
  (() => {
    const extras = initialExtras(RENT_VS_BUY_SPEC);
    const names = ["breakEvenRent", "buyAdvantage", "buyNetWorth", "rentNetWorth", "monthlyBuyCost"] as const;
    const figuresOf = (e: typeof extras) => {
      const r = computeRentVsBuy(rentVsBuyInput(defaults, e));
      return pick({ ...r, breakEvenRent: r.breakEvenRent ?? Number.NaN }, [...names]);
    };
    return {
      path: "/rent-vs-buy-calculator/",
      id: "rent-vs-buy",
      edits: [
        ["Rent a month", "3,200"],
        ["Years you would stay", "7"],
      ],
      before: figuresOf(extras),
      after: figuresOf({ ...extras, rent: 3_200, years: 7 }),
      badField: "Rent a month",
      kept: ["Rent a month", "3,200"],
    } satisfies Case;
  })(),
  (() => {
    const extras = initialExtras(ARM_SPEC);
    // Rates are shown in percent.
    const figuresOf = (r: ArmResult) => ({
      initialPayment: r.initialPayment,
      fullyIndexedRate: r.fullyIndexedRate * 100,
      firstAdjustedPaymentUnchanged: r.paths.unchanged.firstAdjustedPayment,
      firstAdjustedPaymentWorst: r.paths.worst.firstAdjustedPayment,
      totalInterestCustom: r.paths.custom.totalInterest,
      fixedPayment: r.fixed?.payment ?? Number.NaN,
    });
    return {
      path: "/arm-calculator/",
      id: "arm",
      edits: [
        ["Start rate", "5.75"],
        ["Margin", "3"],
      ],
      before: figuresOf(computeArm(armInput(defaults, extras))),
      after: figuresOf(computeArm(armInput(defaults, { ...extras, armRate: 0.0575, margin: 0.03 }))),
      badField: "Home price",
      kept: ["Start rate", "5.75"],
    } satisfies Case;
  })(),
  (() => {
    const extras = initialExtras(POINTS_SPEC);
    const figuresOf = (e: typeof extras) => {
      const r = computeBuydown(pointsInput(defaults, e));
      return {
        pointsCost: r.pointsCost,
        pointsMonthlySaving: r.pointsMonthlySaving,
        pointsBreakEvenMonths: r.pointsBreakEvenMonths ?? Number.NaN,
        pointsNetSaving: r.pointsNetSaving,
        buydownSubsidy: r.buydownSubsidy,
        buydownPaymentYear1: r.buydownYears[0]?.payment ?? Number.NaN,
      };
    };
    return {
      path: "/mortgage-points-calculator/",
      id: "mortgage-points",
      edits: [
        ["Points", "2"],
        ["Rate with the points", "6.25"],
      ],
      before: figuresOf(extras),
      after: figuresOf({ ...extras, points: 2, pointsRate: 0.0625 }),
      badField: "Home price",
      kept: ["Rate with the points", "6.25"],
    } satisfies Case;
  })(),
];

async function expectFigures(page: Page, want: Record<string, number>): Promise<void> {
  await expect
    .poll(async () => {
      const got = await firstFigures(page);
      return Object.fromEntries(Object.keys(want).map((k) => [k, got[k]]));
    })
    .toEqual(Object.fromEntries(Object.entries(want).map(([k, v]) => [k, Math.round(v * 100) / 100])));
}

async function open(page: Page, c: Case): Promise<void> {
  await page.goto(c.path);
  await declineConsent(page);
  await wakeCalculator(page, `[data-calculator="${c.id}"]`);
}

async function edit(page: Page, c: Case): Promise<void> {
  for (const [label, text] of c.edits) await page.getByLabel(label, { exact: true }).fill(text);
}

/** One calculator, one page through it: the steps each calculator's page goes through. */
async function walk(page: Page, shared: Page, c: Case): Promise<void> {
  await open(page, c);
  await test.step("the engine's figures for the defaults", () => expectFigures(page, c.before));

  await test.step("bad input shows the sanitized value, never NaN, and the page stays axe clean at desktop and 360 px", async () => {
    const field = page.getByLabel(c.badField, { exact: true });
    const typedBefore = await field.inputValue();
    await field.fill("a lot");
    await expect(page.locator(".field-error").first()).toContainText("Using $0 for now.");
    await expectNoAxeViolationsAtOwnWidthAndPhone(page);
    await field.blur();
    await expect(field).toHaveValue("0");
    const got = await firstFigures(page);
    for (const [name, value] of Object.entries(got)) expect([name, Number.isFinite(value)]).toEqual([name, true]);
    await expect(page.locator("body")).not.toContainText("NaN");
    // Typed back, the field gives the defaults' figures again.
    await field.fill(typedBefore);
    await expectFigures(page, c.before);
  });

  await test.step("typed input changes the figures as the engine says", async () => {
    await edit(page, c);
    await expectFigures(page, c.after);
    await expect(page.locator("body")).not.toContainText("NaN");
  });

  await test.step("the inputs survive a reload", async () => {
    await keepInputsOnce(page);
    await page.reload();
    await expect(page.locator(`[data-calculator="${c.id}"][data-ready]`)).toHaveCount(1);
    await expect(page.getByLabel(c.kept[0], { exact: true })).toHaveValue(c.kept[1]);
    await expectFigures(page, c.after);
  });

  await test.step("a shared link renders the same numbers with JavaScript off", async () => {
    await page.getByRole("button", { name: "Copy link to these numbers" }).click();
    const link = await page.locator("[data-share-url]").inputValue();
    expect(link).toContain(`${c.path}?`);
    const response = await shared.goto(link);
    expect(response?.status()).toBe(200);
    await expectFigures(shared, c.after);
    await expect(shared.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${c.path}$`));
    await expect(shared.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
}

/** The calculators are split over this many tests so both workers share them. */
const SHARDS = 3;

// Each part walks its calculators in one browser page, and opens their shared links in one page
// without JavaScript: a new browser context for each calculator (a cold cache, a consent answer)
// cost a large part of each calculator's time. Each calculator: the engine's figures, bad input,
// axe at two widths with an error shown, typed input, a reload, and the shared link without
// JavaScript.
for (let shard = 0; shard < SHARDS; shard += 1) {
  const cases = CASES.filter((_, index) => index % SHARDS === shard);
  test(`${cases.map((c) => c.path).join(", ")}: the engine's figures live, bad input, axe with an error shown, a reload and the shared link without JavaScript`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000 * cases.length);
    await forgetInputsOnEveryPage(page);
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const shared = await noScript.newPage();
    for (const c of cases) await test.step(c.path, () => walk(page, shared, c));
    await noScript.close();
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the refinance form reloads with the scenario and the server renders its results", async ({ page }) => {
    await page.goto("/refinance/");
    await page.getByLabel("New interest rate", { exact: true }).fill("5.5");
    await page.getByLabel("Cash out", { exact: true }).fill("$15,000");
    await page.getByLabel("Loan program", { exact: true }).selectOption("fha");
    await page.getByRole("button", { name: "Update results" }).click();
    await expect(page).toHaveURL(/\/refinance\/\?.*cashOut=/);
    const expected = computeRefinance(refinanceInput(changeRate(defaults, "5.5"), { ...initialExtras(REFINANCE_SPEC), cashOut: 15_000, program: "fha" }));
    await expectFigures(page, pick(expected, ["monthlyPayment", "loanAmount", "upfrontFee", "breakEvenMonths"]));
  });

  test("the rent-or-buy form reloads with the scenario and the server renders the answer", async ({ page }) => {
    await page.goto("/rent-vs-buy-calculator/");
    await page.getByLabel("Rent a month", { exact: true }).fill("2,900");
    await page.getByLabel("Home price growth a year", { exact: true }).fill("-1");
    await page.getByLabel("Married filing jointly", { exact: true }).selectOption("false");
    await page.getByRole("button", { name: "Update results" }).click();
    await expect(page).toHaveURL(/\/rent-vs-buy-calculator\/\?.*rent=/);
    const expected = computeRentVsBuy(rentVsBuyInput(defaults, { ...initialExtras(RENT_VS_BUY_SPEC), rent: 2_900, appreciation: -0.01, filingJointly: false }));
    await expectFigures(page, { breakEvenRent: expected.breakEvenRent ?? Number.NaN, buyAdvantage: expected.buyAdvantage });
  });

  test("the ARM form changes the product and the points form the buydown", async ({ page }) => {
    await page.goto("/arm-calculator/");
    await page.getByLabel("ARM type", { exact: true }).selectOption("7/6");
    await page.getByRole("button", { name: "Update results" }).click();
    const arm = computeArm(armInput(defaults, { ...initialExtras(ARM_SPEC), product: "7/6" }));
    await expectFigures(page, { firstAdjustedPaymentWorst: arm.paths.worst.firstAdjustedPayment, maxPaymentWorst: arm.paths.worst.maxPayment });
    await page.goto("/mortgage-points-calculator/");
    await page.getByLabel("Buydown", { exact: true }).selectOption("3-2-1");
    await page.getByRole("button", { name: "Update results" }).click();
    const points = computeBuydown(pointsInput(defaults, { ...initialExtras(POINTS_SPEC), buydown: "3-2-1" }));
    await expectFigures(page, { buydownSubsidy: points.buydownSubsidy, buydownPaymentYear3: points.buydownYears[2]?.payment ?? Number.NaN });
  });

  test("the payment calculator links to the next decisions", async ({ page }) => {
    await page.goto("/mortgage-calculator/");
    const next = page.getByRole("navigation", { name: "Next questions" });
    await expect(next.getByRole("link", { name: "Compare with an ARM" })).toHaveAttribute("href", "/arm-calculator/");
    await expect(next.getByRole("link", { name: "What do points buy?" })).toHaveAttribute("href", "/mortgage-points-calculator/");
    await expect(next.getByRole("link", { name: "Rent or buy?" })).toHaveAttribute("href", "/rent-vs-buy-calculator/");
  });

  test("the affordability form carries tax and insurance rates", async ({ page }) => {
    await page.goto("/home-affordability-calculator/");
    await page.getByLabel("Property tax rate a year", { exact: true }).fill("1.1");
    await page.getByLabel("Gross income a year", { exact: true }).fill("120000");
    await page.getByRole("button", { name: "Update results" }).click();
    const inputs = changeAmount({ ...defaults, loanInputs: { ...defaults.loanInputs, taxRate: 0.011, taxAnnual: 5_500 } }, "income", 120_000);
    const expected = computeAffordability(affordabilityInput(inputs, initialExtras(HOME_AFFORDABILITY_SPEC), "conventional"));
    await expectFigures(page, pick(expected, ["maxPrice", "monthlyPayment"]));
  });

  test("the VA entitlement form finds a county by ZIP code", async ({ page }) => {
    await page.goto("/va-entitlement-calculator/");
    await page.getByLabel("ZIP code (optional)").fill("90210");
    await page.getByLabel("Entitlement in use", { exact: true }).fill("50000");
    await page.getByRole("button", { name: "Update results" }).click();
    await expect(page.getByText("ZIP code 90210 is in Los Angeles County, California.")).toBeVisible();
    const expected = computeVaEntitlement({ price: 500_000, downPayment: 100_000, countyLimit: 1_249_125, entitlementUsed: 50_000 });
    await expectFigures(page, pick(expected, ["countyLimit", "remainingEntitlement", "maxZeroDownLoan"]));
  });
});

test("the down payment program follows the store's switching rules", async ({ page }) => {
  await open(page, CASES[2]!);
  await page.getByLabel("Loan program", { exact: true }).selectOption("fha");
  await expect(page.getByLabel("Down payment", { exact: true })).toHaveValue("17,500");
  await page.getByLabel("Loan program", { exact: true }).selectOption("usda");
  await expect(page.getByLabel("Down payment", { exact: true })).toHaveValue("0");
});
