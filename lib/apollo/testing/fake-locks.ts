/**
 * Test support: an exclusive, first-come-first-served lock manager with the shape of the Web
 * Locks API's `navigator.locks.request(name, callback)`, shared by the "tabs" of a test the way
 * the browser's is shared by the tabs of an origin. Not imported by application code.
 */
import type { RefreshLockManager } from "../refresh-lock";

export interface FakeLocks extends RefreshLockManager {
  /** Names requested, in order. */
  readonly requested: string[];
}

export function createFakeLocks(): FakeLocks {
  const tails = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  return {
    requested,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      requested.push(name);
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}
