/**
 * Test support: a minimal browser (localStorage, location, storage events) on `globalThis`
 * for tests that run in Jest's node environment, which has the real fetch, Response, Blob,
 * File and FormData that jsdom lacks. Not imported by application code.
 */

export class MemoryStorage {
  private readonly values = new Map<string, string>();
  /** When set, every access throws (private browsing, disabled storage). */
  failing = false;

  get length(): number {
    return this.values.size;
  }

  private check(): void {
    if (this.failing) throw new DOMException("The operation is insecure.", "SecurityError");
  }

  getItem(key: string): string | null {
    this.check();
    return this.values.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.check();
    this.values.set(key, String(value));
  }

  removeItem(key: string): void {
    this.check();
    this.values.delete(key);
  }

  clear(): void {
    this.check();
    this.values.clear();
  }

  key(index: number): string | null {
    this.check();
    return [...this.values.keys()][index] ?? null;
  }
}

type Listener = (event: { key: string | null }) => void;

export interface FakeBrowser {
  localStorage: MemoryStorage;
  location: { search: string; href: string; assign: (path: string) => void };
  /** Paths passed to location.assign. */
  navigations: string[];
  addEventListener: (type: string, listener: Listener) => void;
  /** Simulates another tab changing `key`. */
  fireStorage: (key: string | null) => void;
}

/** Installs (once per test file) and returns the fake browser as `globalThis.window`. */
export function installFakeBrowser(): FakeBrowser {
  const holder = globalThis as unknown as { window?: FakeBrowser };
  if (holder.window) return holder.window;
  const listeners: Listener[] = [];
  const navigations: string[] = [];
  const browser: FakeBrowser = {
    localStorage: new MemoryStorage(),
    location: {
      search: "",
      href: "http://localhost:3000/",
      assign: (path: string) => {
        navigations.push(path);
      },
    },
    navigations,
    addEventListener: (type, listener) => {
      if (type === "storage") listeners.push(listener);
    },
    fireStorage: (key) => {
      for (const listener of listeners) listener({ key });
    },
  };
  holder.window = browser;
  return browser;
}
