/*
 * Input typed before an island hydrated, handed to React.
 *
 * While an island's chunk loads, its server HTML is a working form: a visitor on a slow phone
 * types a price before the calculator is live. Hydration keeps what the field shows (React never
 * overwrites a typed value while hydrating) but React's state still holds the server's value, so
 * the field said 420000 while the payment stayed the one for $500,000, until the next edit.
 *
 * So once the island's hydration has committed, it notes every field whose value differs from the
 * one in the server's HTML (`defaultValue`, `defaultChecked`, `defaultSelected`: nothing but the
 * visitor has changed them, and hydrating changes neither) and replays each as the event a
 * visitor's edit fires, so the island's own change handlers take it, exactly as if typed a moment
 * later. That takes in what was typed while React hydrated the field, too.
 * React reports an edit only when the value differs from the one it last saw (its value tracker
 * watches assignments to the element's `value`/`checked`), so a text field is first set back to
 * React's value through the element, then to the visitor's through the prototype's setter,
 * which the tracker does not see.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field the visitor changed before hydration, and what they made it. */
export interface EarlyEdit {
  readonly field: Field;
  readonly value: string;
  readonly checked: boolean;
}

const NOT_EDITABLE = new Set(["hidden", "submit", "reset", "button", "image", "file"]);

function isCheck(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");
}

function changedByVisitor(field: Field): boolean {
  if (field.disabled) return false;
  if (field instanceof HTMLSelectElement) return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
  if (isCheck(field)) return field.checked !== field.defaultChecked && (field.type === "checkbox" || field.checked);
  if (field instanceof HTMLInputElement && NOT_EDITABLE.has(field.type)) return false;
  return field.value !== field.defaultValue;
}

/**
 * The fields in `container` the visitor has changed (call once the island's hydration has committed:
 * hydrating keeps both what a field shows and its server value).
 */
export function recordEarlyInput(container: HTMLElement): EarlyEdit[] {
  return Array.from(container.querySelectorAll<Field>("input, textarea, select"))
    .filter(changedByVisitor)
    .map((field) => ({ field, value: field.value, checked: isCheck(field) ? field.checked : false }));
}

function replayText(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setNative = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  if (!setNative) return;
  // React's value now is the field's defaultValue (hydration set it to the rendered value).
  field.value = field.defaultValue;
  setNative.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

function replayCheck(field: HTMLInputElement, chosen: boolean): void {
  // A click is the event React listens to for these; from the other state it lands on the chosen one.
  field.checked = !chosen;
  field.click();
}

function replaySelect(field: HTMLSelectElement, chosen: string): void {
  if (!Array.from(field.options).some((option) => option.value === chosen)) return;
  field.value = chosen;
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * Replays `edits` (from recordEarlyInput) once the island's root has committed its hydration.
 * A field no longer in the document, disabled, or already showing something else is left alone.
 */
export function replayEarlyInput(edits: readonly EarlyEdit[]): void {
  for (const { field, value, checked } of edits) {
    if (!field.isConnected || field.disabled) continue;
    if (field instanceof HTMLSelectElement) replaySelect(field, value);
    else if (isCheck(field)) replayCheck(field, checked);
    else if (field.value === value) replayText(field, value);
  }
}

/**
 * Notes the buttons (`type="button"`, which do nothing without their code) pressed in `container`
 * from now until the returned function is called, just before the island hydrates: a tap on one
 * while the island's code loads would otherwise be lost. Submit buttons and links are left to the
 * browser, which acts on them without the code.
 *
 * @returns stops noting and gives the buttons pressed, each once, in order
 */
export function recordEarlyClicks(container: HTMLElement): () => HTMLButtonElement[] {
  const pressed: HTMLButtonElement[] = [];
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button && button.type === "button" && container.contains(button) && !pressed.includes(button)) pressed.push(button);
  };
  container.addEventListener("click", onClick, true);
  return () => {
    container.removeEventListener("click", onClick, true);
    return pressed;
  };
}

/** Presses again, once the island's root has committed, the buttons recordEarlyClicks noted. */
export function replayEarlyClicks(buttons: readonly HTMLButtonElement[]): void {
  for (const button of buttons) if (button.isConnected && !button.disabled) button.click();
}
