import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Runs axe (WCAG 2.0/2.1/2.2 A and AA and best practices) and fails with the violations listed. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(", ")}`);
  expect(summary, "axe violations").toEqual([]);
}

/** Answers the consent banner so it does not cover the page (declined: nothing third-party loads). */
export async function declineConsent(page: Page): Promise<void> {
  const decline = page.getByRole("button", { name: "Decline" });
  if (await decline.isVisible().catch(() => false)) await decline.click();
}

/** When the page has a calculator, waits until it is live (`data-ready`, components/calculators/ui/ready-marker.ts). */
export async function waitForCalculatorIfAny(page: Page): Promise<void> {
  const calculator = page.locator("[data-calculator]");
  if ((await calculator.count()) > 0) await expect(calculator.first()).toHaveAttribute("data-ready", "true", { timeout: 20_000 });
}
