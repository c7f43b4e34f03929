import { useSyncExternalStore } from "react";

import type { PersistedFlag } from "./persisted-flag";

function serverSnapshot(): null {
  return null;
}

/**
 * A persisted flag in a component: `null` on the server and during hydration (so the HTML and
 * the first client render agree), then the stored value; and its setter (stable).
 */
export function usePersistedFlag(flag: PersistedFlag): [boolean | null, (value: boolean) => void] {
  return [useSyncExternalStore(flag.subscribe, flag.getSnapshot, serverSnapshot), flag.write];
}
