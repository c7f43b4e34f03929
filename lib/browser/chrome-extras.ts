import { startTransition, useEffect, useState } from "react";

/**
 * The site chrome's optional parts (the consent banner, the unconfirmed-email banner, the
 * newsletter form) load their code after hydration. On a page whose own content comes after its
 * first-load scripts (a signed-in page: its part's code, then the API's answer, then its photos)
 * their chunks were asked for at the very moment the part's answer and photos were, and shared
 * the connections and the bandwidth with them. Such a page holds them (`holdChromeExtras`) until
 * its content is in; every other page lets them load at once, as before (docs/architecture.md,
 * Signed-in pages).
 */

let holds = 0;
const waiting = new Set<() => void>();

/**
 * Holds the chrome's optional parts until the returned function is called (a second call does
 * nothing), or `latestMs` later at the latest, so a page that never finishes cannot keep them
 * away.
 */
export function holdChromeExtras(latestMs = 10_000): () => void {
  holds += 1;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(latest);
    holds -= 1;
    if (holds > 0) return;
    const ready = [...waiting];
    waiting.clear();
    for (const run of ready) run();
  };
  const latest = setTimeout(release, latestMs);
  return release;
}

/** Runs `run` once nothing holds the chrome's optional parts (at once when nothing does); returns a cancel. */
export function whenChromeExtrasMayLoad(run: () => void): () => void {
  if (holds === 0) {
    run();
    return () => undefined;
  }
  waiting.add(run);
  return () => void waiting.delete(run);
}

/**
 * Whether a chrome part may load its code: false on the server and in the first render (so
 * hydration matches), then true once nothing holds them, set in a transition (rendered in time
 * slices, not in the synchronous update after hydration).
 */
export function useChromeExtrasMayLoad(): boolean {
  const [mayLoad, setMayLoad] = useState(false);
  useEffect(() => whenChromeExtrasMayLoad(() => startTransition(() => setMayLoad(true))), []);
  return mayLoad;
}
