/**
 * Attribute on `<html>` for the whole visit when the calculator's inputs saved in this browser
 * apply to the page (set by the restore script, restore-script.tsx). A calculator that waits for
 * the visitor's intent goes live at once then, to show the visitor's own figures. A module of
 * its own: the page's first-load island reads it without the scenario code.
 */
export const SAVED_INPUTS_ATTRIBUTE = "data-calc-saved";

/** Whether this page shows inputs saved in this browser (the restore script found some). */
export function hasSavedInputs(): boolean {
  return document.documentElement.hasAttribute(SAVED_INPUTS_ATTRIBUTE);
}
