/*
 * Input typed before an island hydrated, handed to React.
 *
 * While an island's chunk loads, its server HTML is a working form: a visitor on a slow phone
 * types a price before the calculator is live. Hydration keeps what the field shows (React never
 * overwrites a field's value while hydrating) but React's state still holds the server's value,
 * so the field said 420000 while the payment stayed the one for $500,000, until the next edit.
 *
 * Once the island's root has committed its hydration, every field that React rendered has its
 * `defaultValue` (`defaultChecked`, `defaultSelected`) set to React's value. A field whose live
 * value differs from it was changed by the visitor meanwhile: it is replayed as the event a
 * visitor's edit would have fired, so the island's own change handlers take it, exactly as if
 * typed a moment later. React only reports an edit when the value differs from the one it last
 * saw (its value tracker watches assignments to the element's `value`/`checked`), so the field
 * is first set back to React's value through the element, then to the visitor's through the
 * prototype's setter, which the tracker does not see.
 */

const valueSetter = (prototype: object) => Object.getOwnPropertyDescriptor(prototype, "value")?.set;

function replayText(field: HTMLInputElement | HTMLTextAreaElement): boolean {
  const typed = field.value;
  if (typed === field.defaultValue) return false;
  const setNative = valueSetter(field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype);
  if (!setNative) return false;
  field.value = field.defaultValue;
  setNative.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  return true;
}

function replayCheck(field: HTMLInputElement): boolean {
  if (field.checked === field.defaultChecked) return false;
  // In a radio group only the newly chosen one is replayed: choosing it unchecks the others.
  if (field.type === "radio" && !field.checked) return false;
  // A click is the event React listens to for these; it flips the box back to what was chosen.
  const chosen = field.checked;
  field.checked = !chosen;
  field.click();
  return field.checked === chosen;
}

function replaySelect(field: HTMLSelectElement): boolean {
  if (Array.from(field.options).every((option) => option.selected === option.defaultSelected)) return false;
  field.dispatchEvent(new Event("change", { bubbles: true }));
  return true;
}

const NOT_EDITABLE = new Set(["hidden", "submit", "reset", "button", "image", "file"]);

/**
 * Replays every edit made in `container` before its island hydrated (see above). Call once the
 * island's root has committed. Returns the names (or ids) of the fields replayed.
 */
export function replayEarlyInput(container: HTMLElement): string[] {
  const replayed: string[] = [];
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input, textarea, select")) {
    if (field.disabled) continue;
    let changed = false;
    if (field instanceof HTMLSelectElement) changed = replaySelect(field);
    else if (field instanceof HTMLTextAreaElement) changed = replayText(field);
    else if (field.type === "checkbox" || field.type === "radio") changed = replayCheck(field);
    else if (!NOT_EDITABLE.has(field.type)) changed = replayText(field);
    if (changed) replayed.push(field.name || field.id);
  }
  return replayed;
}
