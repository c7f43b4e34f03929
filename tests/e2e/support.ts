import fs from "node:fs";
import path from "node:path";

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
  // The banner's code loads after hydration, only for a visitor who has not answered: give it a moment to show.
  const decline = page.getByRole("button", { name: "Decline" });
  await decline.waitFor({ state: "visible", timeout: 5_000 }).then(
    () => decline.click(),
    () => undefined,
  );
}

/** When the page has a calculator, waits until it is live (`data-ready`, components/calculators/ui/ready-marker.ts). */
export async function waitForCalculatorIfAny(page: Page): Promise<void> {
  const calculator = page.locator("[data-calculator]");
  if ((await calculator.count()) > 0) await expect(calculator.first()).toHaveAttribute("data-ready", "true", { timeout: 20_000 });
}

/** The outbox of the server under test (SMTP_URL is off; the e2e data directory, playwright.config.ts). */
const OUTBOX = path.join(process.cwd(), ".data-e2e", "outbox");

/** A mail as the server wrote it to its outbox. */
export interface OutboxMail {
  to: string;
  template: string;
  text: string;
  links: string[];
  replyTo?: string;
}

/** The newest mail to `to` of `template` whose text mentions `needle` (waits for it). */
export async function mailTo(to: string, template: string, needle = ""): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(() => {
      const files = fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX).filter((name) => name.endsWith(".json")).sort() : [];
      const mails = files.map((name) => JSON.parse(fs.readFileSync(path.join(OUTBOX, name), "utf8")) as OutboxMail);
      found = mails.reverse().find((mail) => mail.to === to && mail.template === template && mail.text.includes(needle));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

let emailCounter = 0;
/** A unique address for this run, e.g. `quote.123.1.1700000000000@example.com`. */
export function uniqueEmail(label: string): string {
  emailCounter += 1;
  return `${label}.${process.pid}.${emailCounter}.${Date.now()}@example.com`;
}
