/*
 * Intent: the visitor reaching for a part of the page (a pointer over it, a focus in it, a finger
 * on it, which a phone's scroll over it starts with). Islands that wait for it (hydration-island.tsx)
 * load and hydrate nothing while the page loads, so a phone's main thread is the page's alone
 * until the visitor goes to use the part; its server HTML works meanwhile, and what is typed
 * into it is replayed once it is live (replay-early-input.ts).
 */

const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

/** Whether the visitor is on `element` already: the pointer rests over it, or a field in it has focus. */
function reachedAlready(element: HTMLElement): boolean {
  const focused = element.ownerDocument.activeElement;
  return (focused !== null && element.contains(focused)) || element.matches(":hover");
}

/**
 * Calls `wake` once, at the visitor's first intent on `element` (at once when the pointer or the
 * focus is there already).
 *
 * @returns a function that stops waiting (no call after it)
 */
export function wakeOnIntent(element: HTMLElement, wake: () => void): () => void {
  if (reachedAlready(element)) {
    wake();
    return () => {};
  }
  const stop = () => {
    for (const type of INTENT_EVENTS) element.removeEventListener(type, onIntent, true);
  };
  function onIntent() {
    stop();
    wake();
  }
  // Capture and passive: seen before any handler inside can stop it, and never delays a scroll.
  for (const type of INTENT_EVENTS) element.addEventListener(type, onIntent, { capture: true, passive: true });
  return stop;
}
