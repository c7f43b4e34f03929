/**
 * A yes/no kept in localStorage under its own key, readable by React components without a
 * hydration mismatch (see `usePersistedFlag`): the server and the hydrating client both see
 * `null` ("not known"), and the stored value is read once the first component subscribes (after
 * mount, never during render). Other tabs' changes arrive through the `storage` event.
 *
 * The cached value lives in this module, but it is only ever filled in a browser (subscribe and
 * write run in effects and event handlers), so a server process never holds anyone's answer.
 * No React here: the calculator's storage migration uses the flags from server-safe code.
 */
export interface PersistedFlag {
  /** The stored value: true/false, or null when never set, unreadable, or outside a browser. */
  read(): boolean | null;
  /** Stores a value and tells every subscriber. Storage errors (private mode, quota) keep it in memory. */
  write(value: boolean): void;
  /** Removes the stored value. */
  clear(): void;
  /** For `useSyncExternalStore`: loads the stored value on the first subscription. */
  subscribe(listener: () => void): () => void;
  /** For `useSyncExternalStore`: the value known so far (null before the first subscription). */
  getSnapshot(): boolean | null;
}

function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Access itself throws when storage is blocked (Safari with cookies off, sandboxed frames).
    return null;
  }
}

function decode(raw: string | null): boolean | null {
  if (raw === "true") return true;
  if (raw === "false") return false;
  return null;
}

/**
 * Creates the flag kept under `key`.
 *
 * @param key the localStorage key
 */
export function createPersistedFlag(key: string): PersistedFlag {
  let loaded = false;
  let value: boolean | null = null;
  const listeners = new Set<() => void>();

  const notify = () => listeners.forEach((listener) => listener());
  const read = (): boolean | null => {
    try {
      return decode(browserStorage()?.getItem(key) ?? null);
    } catch {
      return null;
    }
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    value = read();
    notify();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    if (listeners.size === 1) window.addEventListener("storage", onStorage);
    if (!loaded) {
      loaded = true;
      value = read();
      notify();
    }
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener("storage", onStorage);
    };
  };
  const write = (next: boolean) => {
    loaded = true;
    value = next;
    try {
      browserStorage()?.setItem(key, String(next));
    } catch {
      // Quota or blocked storage: the answer still holds for this visit.
    }
    notify();
  };
  const clear = () => {
    loaded = true;
    value = null;
    try {
      browserStorage()?.removeItem(key);
    } catch {
      // Blocked storage has nothing to remove.
    }
    notify();
  };
  const getSnapshot = () => value;

  return { read, write, clear, subscribe, getSnapshot };
}
