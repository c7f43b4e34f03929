import fs from "node:fs";
import path from "node:path";

import AxeBuilder from "@axe-core/playwright";
import { expect, type BrowserContext, type FrameLocator, type Locator, type Page } from "@playwright/test";

import { CALCULATOR_STORAGE_KEY, CONSENT_STORAGE_KEY } from "@/lib/calculator/storage-keys";

/**
 * Records, as `record` is called with it, each script or resource the page's
 * Content-Security-Policy refused (Chromium reports each as a console error).
 */
export function onCspRefusal(page: Page, record: (message: string) => void): void {
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) record(message.text());
  });
}

/** The script-src directive of a Content-Security-Policy, or "" when it has none. */
export function scriptSrcOf(policy: string): string {
  return policy.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
}

/** Runs axe (WCAG 2.0/2.1/2.2 A and AA and best practices) and fails with the violations listed. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Every rule of these tags, as before; two settings make a run 2-3 times faster here (measured
  // on /accuracy/, /mortgage-calculator/, /listings/ and /: 1.7-5.7 s down to 0.5-2.0 s), and
  // axe runs some 500 times a suite. Legacy mode runs axe in the page itself rather than
  // gathering the frames' results in a new blank page; it skips cross-origin frames, which on
  // this site are only third parties' (ads). `resultTypes` keeps full detail for violations, the
  // only results read here, and one node each for passes and the rest.
  // Parts below the fold are `content-visibility: auto`: while skipped, their descendants keep the
  // boxes of an earlier layout (before a resize, say), and axe's contrast check, which stacks
  // elements by their boxes, would see a stale box over the text. Laid out for the check, then back.
  // (A constructed sheet: the site's Content-Security-Policy refuses an inserted <style>.)
  // A navigation that has just ended (a form's redirect) may still be putting the new page's head
  // in place, and for that moment the document has no <title>: checked once the page has one.
  await expect(page).toHaveTitle(/\S/);
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync("* { content-visibility: visible !important; }");
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  await page.evaluate(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
  });
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join(", ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}

/**
 * axe at the page's own width, then at 360 px, where the page must not scroll sideways either;
 * the page is left at its own width, so a test goes on as it was.
 */
export async function expectNoAxeViolationsAtOwnWidthAndPhone(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  const own = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.setViewportSize(own);
}

/** Whether this browser has answered the consent banner (then no banner comes on its pages). */
export async function consentAnswered(page: Page): Promise<boolean> {
  return page.evaluate((key) => localStorage.getItem(key) !== null, CONSENT_STORAGE_KEY).catch(() => false);
}

/** Answers the consent banner so it does not cover the page (declined: nothing third-party loads). */
export async function declineConsent(page: Page): Promise<void> {
  // Answered before in this browser (an earlier page of the same test): no banner will come, and
  // waiting for one would cost the 5 s below on every page.
  if (await consentAnswered(page)) return;
  // The banner's code loads after hydration, only for a visitor who has not answered: give it a moment to show.
  const decline = page.getByRole("button", { name: "Decline" });
  const shown = await decline.waitFor({ state: "visible", timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (shown) {
    await decline.click();
    return;
  }
  // On a busy machine the banner may come later than that and cover what a test checks next (axe
  // then reads the banner's colours as the text's background): store the answer it would have
  // stored, so a banner that mounts afterwards stays away, and answer one that just showed.
  // The storage event tells a flag that already read "unanswered" (as another tab's answer would).
  await page.evaluate((key) => {
    localStorage.setItem(key, "false");
    window.dispatchEvent(new StorageEvent("storage", { key }));
  }, CONSENT_STORAGE_KEY);
  if (await decline.isVisible()) await decline.click();
}

/** A sessionStorage flag: the next page load keeps the stored inputs (a reload under test). */
const KEEP_INPUTS_ONCE = "e2e:keep-calculator-inputs";

/**
 * Before each page of the top frame (of this page, or of every page of this context), forgets
 * the stored calculator inputs (one key for every calculator: what one calculator stored would
 * otherwise be the next one's starting point), so each page starts from its defaults as a first
 * visit does; a load after `keepInputsOnce` keeps them.
 */
export async function forgetInputsOnEveryPage(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(
    ([key, keep]) => {
      if (window !== window.top) return;
      if (sessionStorage.getItem(keep) !== null) sessionStorage.removeItem(keep);
      else localStorage.removeItem(key);
    },
    [CALCULATOR_STORAGE_KEY, KEEP_INPUTS_ONCE] as const,
  );
}

/** The next load of the page (a reload) keeps the stored inputs. */
export async function keepInputsOnce(page: Page): Promise<void> {
  await page.evaluate((keep) => sessionStorage.setItem(keep, "1"), KEEP_INPUTS_ONCE);
}

/** Every `data-result` figure on the page, by name (the first of each name), as numbers. */
export async function firstFigures(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const out: Record<string, number> = {};
    for (const el of document.querySelectorAll("[data-result]")) {
      const name = el.getAttribute("data-result") ?? "";
      if (!(name in out)) out[name] = Number(el.getAttribute("data-value"));
    }
    return out;
  });
}

/**
 * Reaches for a calculator as a visitor does (a pointer over it), which wakes it
 * (components/ui/wake-on-intent.ts), and waits until it is live (`data-ready`,
 * components/calculators/ui/ready-marker.ts). The pointer comes again until then, as a moving
 * one does: one that came before the page had hydrated was not yet listened for.
 */
export async function wakeCalculator(scope: Page | FrameLocator, selector = "[data-calculator]"): Promise<void> {
  const calculator = scope.locator(selector).first();
  await expect(async () => {
    await calculator.dispatchEvent("pointerover");
    await expect(calculator).toHaveAttribute("data-ready", "true", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** When the page has a calculator, wakes it and waits until it is live (see {@link wakeCalculator}). */
export async function waitForCalculatorIfAny(page: Page): Promise<void> {
  if ((await page.locator("[data-calculator]").count()) > 0) await wakeCalculator(page);
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
/** Every mail in the outbox, oldest first. */
export function outboxMails(): OutboxMail[] {
  const files = fs.existsSync(OUTBOX)
    ? fs
        .readdirSync(OUTBOX)
        .filter((name) => name.endsWith(".json"))
        .sort()
    : [];
  return files.map((name) => JSON.parse(fs.readFileSync(path.join(OUTBOX, name), "utf8")) as OutboxMail);
}

export async function mailTo(to: string, template: string, needle = ""): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(() => {
      found = outboxMails()
        .reverse()
        .find((mail) => mail.to === to && mail.template === template && mail.text.includes(needle));
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

/** The page scrolls only vertically: its document is no wider than the viewport. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
  expect(widths.document, `no horizontal scrolling at ${widths.viewport} px on ${page.url()}`).toBeLessThanOrEqual(widths.viewport);
}

/**
 * Every part drawn only near the viewport (`content-visibility: auto`) with something after it has
 * a placeholder at least as tall as the part really is at this width. Shorter, the part's content
 * overflows onto what follows until it is laid out, and a check that reads the layout without
 * scrolling (Lighthouse's touch-target audit) finds buttons under links. (The footer, last on the
 * page, overflows onto nothing: a footer laid out while the page was short keeps that height while
 * skipped.) Run on a page just loaded, before any scrolling: a part laid out once keeps its real
 * height as its placeholder ("auto").
 */
export async function expectPlaceholdersHoldTheirParts(page: Page): Promise<void> {
  const outgrown = await page.evaluate(() => {
    const inFlow = (element: Element) => {
      const style = getComputedStyle(element);
      return element.getBoundingClientRect().height > 0 && style.position !== "fixed" && style.position !== "absolute";
    };
    const followed = (element: Element) => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        for (let next = node.nextElementSibling; next; next = next.nextElementSibling) if (inFlow(next)) return true;
      }
      return false;
    };
    const parts = [...document.querySelectorAll<HTMLElement>("body *")].filter(
      (element) => getComputedStyle(element).contentVisibility === "auto" && followed(element),
    );
    const placeholders = parts.map((part) => part.getBoundingClientRect().height);
    for (const part of parts) part.style.contentVisibility = "visible";
    const found = parts
      .map((part, index) => ({
        part: `${part.tagName.toLowerCase()}.${[...part.classList].join(".")}`,
        placeholder: Math.round(placeholders[index]!),
        real: Math.round(part.getBoundingClientRect().height),
      }))
      .filter(({ placeholder, real }) => real > placeholder + 1);
    for (const part of parts) part.style.contentVisibility = "";
    return found;
  });
  expect(outgrown, `parts taller than their placeholders at ${page.viewportSize()?.width} px on ${page.url()}`).toEqual([]);
}

/**
 * Expects each item of `list` (drawn only near the viewport, with a placeholder computed from its
 * column's width and its parts: the listing cards) to hold exactly its drawn height, within a
 * pixel, at each of `widths`: a card drawn late then moves nothing, at the page's end or where a
 * scroll position was restored. Each item is skipped with its placeholder as specified (without
 * "auto", which would show the size it was last drawn at), then drawn.
 */
export async function expectPlaceholdersFit(page: Page, list: Locator, widths: readonly number[]): Promise<void> {
  const viewport = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: viewport?.height ?? 800 });
    const misfits = await list.evaluate(async (element) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const items = [...element.children] as HTMLElement[];
      // Each item at its own height, not stretched to its row's tallest.
      for (const item of items) {
        item.style.alignSelf = "start";
        item.style.containIntrinsicBlockSize = getComputedStyle(item).containIntrinsicBlockSize.replace(/^auto\s+/, "");
        item.style.contentVisibility = "hidden";
      }
      await frame();
      const held = items.map((item) => item.getBoundingClientRect().height);
      for (const item of items) {
        item.style.containIntrinsicBlockSize = "";
        item.style.contentVisibility = "visible";
      }
      await frame();
      const found = items.flatMap((item, index) => {
        const drawn = item.getBoundingClientRect().height;
        return Math.abs(drawn - held[index]!) > 1 ? [`item ${index + 1}: ${held[index]!.toFixed(1)} px held, ${drawn.toFixed(1)} px drawn`] : [];
      });
      for (const item of items) {
        item.style.contentVisibility = "";
        item.style.alignSelf = "";
      }
      return found;
    });
    expect(misfits, `placeholders at ${width} px on ${page.url()}`).toEqual([]);
  }
  if (viewport) await page.setViewportSize(viewport);
}

/**
 * Scrolls through the page a viewport at a time and back to the top, as a reader would, so the
 * sections drawn only near the viewport (`content-visibility: auto`) take their real size
 * before axe measures the page: skipped, they keep a placeholder height and their content
 * seems to overlap what follows.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
}

/** Waits until the page has loaded what it fetches after hydration (account data, a calculator going live, lazy parts). */
export async function waitForPageSettled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await waitForCalculatorIfAny(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Three phone-to-desktop viewports where the site's chrome lays out in three ways: the header's
 * menu on a row of its own (360), beside the brand (412), the whole header on one row (1280).
 */
export const LAYOUT_VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
] as const;

/** One layout shift of the page: when (ms after navigation), its score, and what moved. */
interface LayoutShift {
  readonly at: number;
  readonly value: number;
  /** Each moved node: its element (a text node's parent, marked "text"), its top and height before -> after. */
  readonly moved: readonly string[];
}

/**
 * The page's layout shifts (none from input) from the first paint. With `within`, only the shifts
 * that moved the element it selects or something in it: `"main"` for what a part arriving late
 * (a banner at the top, a panel above a list) would push down.
 */
async function layoutShifts(page: Page, within?: string): Promise<LayoutShift[]> {
  return page.evaluate(
    (selector) =>
      new Promise<LayoutShift[]>((resolve) => {
        type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
        const elementOf = (node: Node | null | undefined) => (node instanceof Element ? node : (node?.parentElement ?? null));
        const counts = (entry: Shift) => selector === undefined || entry.sources.some(({ node }) => elementOf(node)?.closest(selector) != null);
        const name = ({ node, previousRect: before, currentRect: after }: Source) => {
          const element = elementOf(node);
          const tag = element
            ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${[...element.classList].map((c) => `.${c}`).join("")}`
            : "?";
          const px = (value: number) => Math.round(value);
          return `${tag}${node instanceof Element ? "" : " text"} top ${px(before.top)}->${px(after.top)} height ${px(before.height)}->${px(after.height)}`;
        };
        const shifts: LayoutShift[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (!entry.hadRecentInput && counts(entry)) shifts.push({ at: Math.round(entry.startTime), value: entry.value, moved: entry.sources.map(name) });
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(shifts), 300);
      }),
    within,
  );
}

/**
 * Expects the page's layout shifts ({@link layoutShifts}) to sum under `bound`; a failure lists
 * each shift, with what moved and when, so that one seen once in many runs can be told apart (a
 * late part, a late font, a line that wrapped).
 */
export async function expectShiftsUnder(
  page: Page,
  bound: number,
  { within, label, soft = false }: { within?: string; label?: string; soft?: boolean } = {},
): Promise<void> {
  const shifts = await layoutShifts(page, within);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  const listed = shifts.map((shift) => `at ${shift.at} ms ${shift.value.toFixed(4)}: ${shift.moved.join("; ")}`).join(" | ");
  (soft ? expect.soft : expect)(total, `${label ?? page.url()}: ${listed || "no shift"}`).toBeLessThan(bound);
}
