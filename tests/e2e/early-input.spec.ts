import { expect, test, type Page } from "@playwright/test";

import { CALCULATORS } from "../../lib/calculator/registry";

import { forgetInputsOnEveryPage, wakeCalculator } from "./support";

/*
 * What a visitor types before a calculator (or a lead form) is live is what it uses once live.
 * On a slow phone the page's HTML is up long before its chunks have run: here every script is
 * held back until the visitor has typed, so the typing is certainly before hydration, however
 * fast this machine runs them. (A slowed CPU on top added nothing to that and cost most of the
 * suite's time: up to a minute a page on a busy CI host.)
 */

/** Holds every script of the page until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  const gates = await scriptGates(page);
  return gates.hold();
}

/**
 * Holds the page's scripts from each `hold()` until the function it returns is called, for one
 * page that visits several addresses in turn.
 */
async function scriptGates(page: Page): Promise<{ hold: () => () => void }> {
  let gate: Promise<void> = Promise.resolve();
  await page.route(/\/_next\/static\/.*\.js(\?.*)?$/, async (route) => {
    await gate;
    await route.continue();
  });
  return {
    hold: () => {
      let release = () => {};
      gate = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
  };
}

/** Every figure of the page's calculator, by name. */
async function figures(page: Page): Promise<Record<string, string | null>> {
  return page
    .locator("[data-calculator] [data-result]")
    .evaluateAll((nodes) => Object.fromEntries(nodes.map((node) => [node.getAttribute("data-result") ?? "", node.getAttribute("data-value")])));
}

/** A value 20% below the field's: a different figure a visitor could type. */
function another(value: string): string {
  const number = Number(value.replace(/[^0-9.]/g, ""));
  return String(Math.round(number * 0.8 * 100) / 100);
}

const PAGES = ["/", ...CALCULATORS.filter((calculator) => calculator.scenario && calculator.component !== null).map((calculator) => calculator.path)];

/** The pages are split over this many tests so both workers share them. */
const SHARDS = 2;

// Each part walks its pages in one held browser page, and compares each with one page opened at
// the typed figure's address: a new browser context for each of them per page cost about half of
// the spec's time. What either stored is forgotten before each page's scripts run, so both start
// from the page's defaults, as a first visit does.
for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`a figure typed before the calculator is live is the one it uses, part ${shard + 1} of ${SHARDS}`, async ({ page, browser }) => {
    test.setTimeout(300_000);
    await forgetInputsOnEveryPage(page);
    const gates = await scriptGates(page);
    const linkedContext = await browser.newContext();
    await forgetInputsOnEveryPage(linkedContext);
    const linked = await linkedContext.newPage();
    for (const path of PAGES.filter((_, index) => index % SHARDS === shard)) {
      await test.step(path, async () => {
        const release = gates.hold();
        await page.goto(path, { waitUntil: "domcontentloaded" });
        const field = page.locator('[data-calculator] input[inputmode="decimal"]').first();
        const name = await field.getAttribute("name");
        expect(name, "the calculator's first amount field has a name").toBeTruthy();
        const typed = another(await field.inputValue());
        await field.fill(typed);
        await expect(page.locator("[data-calculator][data-ready]")).toHaveCount(0);
        release();
        await expect(page.locator("[data-calculator]")).toHaveAttribute("data-ready", "true", { timeout: 60_000 });
        // The payment follows a moment after the replayed edit, as it does after a keystroke.
        await linked.goto(`${path}?${name}=${encodeURIComponent(typed)}`);
        await wakeCalculator(linked);
        const expected = await figures(linked);
        await expect.poll(() => figures(page), { timeout: 15_000 }).toEqual(expected);
        await expect(field).toHaveValue(typed);
      });
    }
    await linkedContext.close();
  });
}

test("the quote form keeps what was typed before it was live", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/quote/", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: "Request a quote" });
  await form.getByLabel("Your name").fill("Early Typist");
  await form.getByLabel("Email address").fill("early@example.com");
  await expect(form).not.toHaveAttribute("data-ready", "true");
  release();
  await expect(form).toHaveAttribute("data-ready", "true", { timeout: 60_000 });
  await expect(form.getByLabel("Your name")).toHaveValue("Early Typist");
  await expect(form.getByLabel("Email address")).toHaveValue("early@example.com");
});

test("a calculator waits for the visitor, and a button pressed while its code loads is pressed once it is live", async ({ page }) => {
  await forgetInputsOnEveryPage(page);
  const gates = await scriptGates(page);
  await page.goto("/mortgage-calculator/");
  // Declined by keyboard: a pointer that declined would rest over the calculator once the banner
  // had gone, and wake it.
  await page.getByRole("button", { name: "Decline" }).press("Enter");
  await page.waitForLoadState("networkidle");
  // The page has hydrated and is quiet, and the calculator is still the server's HTML.
  await page.waitForTimeout(500);
  await expect(page.locator("[data-calculator][data-ready]")).toHaveCount(0);
  const release = gates.hold();
  const year = page.getByRole("button", { name: /Year 1$/ });
  await year.click();
  await expect(year).toHaveAttribute("aria-expanded", "false");
  release();
  await expect(page.locator("[data-calculator]")).toHaveAttribute("data-ready", "true", { timeout: 60_000 });
  await expect(year).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("rowheader", { name: "Payment 12", exact: true })).toBeVisible();
});
