// Keyboard-only driving for the e2e flows: Tab and Shift+Tab to move, Enter, Space and the arrow
// keys to act, typing into fields; never the mouse. Every focus stop on the way must be visible.
import { expect, type Locator, type Page } from "@playwright/test";

import { consentAnswered } from "./support";

/** Where keyboard focus is after a press: on the target, on nothing (the document itself), or on another element. */
interface FocusState {
  readonly onTarget: boolean;
  readonly onNothing: boolean;
  /** What is wrong with how the focused element shows its focus, or null. */
  readonly problem: string | null;
}

/**
 * Reads the focus in the page. The focused element must match :focus-visible, draw an outline
 * or a box shadow, lie in the viewport and not be covered by another element (WCAG 2.4.7 focus
 * visible, 2.4.11 focus not obscured).
 */
async function focusState(page: Page, target: Locator | null): Promise<FocusState> {
  const handle = target ? await target.elementHandle() : null;
  return page.evaluate((wanted) => {
    const el = document.activeElement;
    if (!el || el === document.body) return { onTarget: false, onNothing: true, problem: "nothing has focus" };
    const onTarget = el === wanted;
    // Focus inside a frame: the frame's own document draws it.
    if (el instanceof HTMLIFrameElement) return { onTarget, onNothing: false, problem: null };
    const classes = typeof el.className === "string" && el.className.trim() ? `.${el.className.trim().split(/\s+/).join(".")}` : "";
    const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${classes} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
    const problem = (() => {
      if (!el.matches(":focus-visible")) return `${name} does not match :focus-visible`;
      const style = getComputedStyle(el);
      const outlined = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      if (!outlined && style.boxShadow === "none") return `${name} has no focus outline or shadow`;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return `${name} has no size`;
      if (box.bottom < 0 || box.top > window.innerHeight || box.right < 0 || box.left > window.innerWidth) return `${name} is outside the viewport`;
      const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
      const y = Math.min(Math.max(box.top + Math.min(box.height / 2, 10), 0), window.innerHeight - 1);
      const top = document.elementFromPoint(x, y);
      const labelled = el instanceof HTMLInputElement && [...(el.labels ?? [])].some((label) => top !== null && label.contains(top));
      if (top && top !== el && !el.contains(top) && !top.contains(el) && !labelled) {
        return `${name} is covered by ${top.tagName.toLowerCase()}${typeof top.className === "string" && top.className ? `.${top.className}` : ""}`;
      }
      return null;
    })();
    return { onTarget, onNothing: false, problem };
  }, handle);
}

/** Fails unless the focused element shows a visible focus indicator. */
export async function expectFocusVisible(page: Page): Promise<void> {
  expect((await focusState(page, null)).problem, "visible keyboard focus").toBeNull();
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has focus, checking that every stop on
 * the way shows its focus; fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 }: { backwards?: boolean; max?: number } = {}): Promise<void> {
  await expect(target, "the element to reach by keyboard").toBeAttached();
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    const focus = await focusState(page, target);
    // Tab past the page's last control leaves the document for a stop before wrapping round.
    if (focus.onNothing) continue;
    expect(focus.problem, "visible keyboard focus").toBeNull();
    if (focus.onTarget) return;
  }
  throw new Error(`${target.toString()} was not reached in ${max} presses of ${backwards ? "Shift+Tab" : "Tab"}`);
}

/** Tabs to the field, replaces its text by typing, and leaves it focused. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}

/** Answers the consent banner from the keyboard (Shift+Tab from the top reaches its buttons last in the page). */
export async function declineConsentByKeyboard(page: Page): Promise<void> {
  // Answered before in this browser (an earlier page of the same test): no banner will come.
  if (await consentAnswered(page)) return;
  // The banner's code loads after hydration: wait for it, or it comes later and covers what the
  // next steps tab to (seen on a busy machine: a select under the banner's buttons).
  const decline = page.getByRole("button", { name: "Decline" });
  await expect(decline).toBeVisible({ timeout: 15_000 });
  await tabTo(page, decline, { backwards: true });
  await page.keyboard.press("Enter");
  await expect(decline).toBeHidden();
}
