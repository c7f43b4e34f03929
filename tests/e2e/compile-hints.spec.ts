import { expect, test } from "@playwright/test";

import { COMPILE_HINT } from "../../lib/build/compile-hints";
import { waitForCalculatorIfAny } from "./support";

// Every chunk the browser runs starts with V8's compile hint (lib/build/compile-hints.ts): the
// first-load scripts and the calculator's own chunks, loaded once the page is up.
for (const path of ["/", "/mortgage-calculator/"]) {
  test(`${path}: every script it runs starts with the compile hint`, async ({ page }) => {
    const scripts = new Map<string, Promise<string>>();
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith("/_next/static/chunks/") && url.pathname.endsWith(".js")) scripts.set(url.pathname, response.text());
    });
    await page.goto(path);
    await waitForCalculatorIfAny(page);
    await page.waitForLoadState("networkidle");

    expect(scripts.size).toBeGreaterThan(3);
    for (const [pathname, text] of scripts) expect((await text).slice(0, COMPILE_HINT.length), pathname).toBe(COMPILE_HINT);
  });
}
