/**
 * Refreshes take turns across the tabs of this site. The tabs share one refresh token through
 * localStorage, and the server rotates it on every refresh and ends the session when a spent one
 * comes back (lib/server/accounts/refresh-token-family.ts). Two tabs refreshing the same token
 * at once would look exactly like a stolen copy, so every refresh runs while holding one Web
 * Lock (https://developer.mozilla.org/docs/Web/API/Web_Locks_API), and re-reads storage once it
 * holds it: a tab that waited finds the tokens the other tab stored and uses them.
 *
 * Without the Web Locks API (browsers before 2022, and Node) refreshes take turns within the
 * page only.
 */

/** The lock's name: one per origin, shared by every tab and by pages without Apollo. */
export const REFRESH_LOCK_NAME = "how-much-home:token-refresh";

/** The part of the Web Locks API used here (the browser's LockManager satisfies it). */
export interface RefreshLockManager {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function webLocks(): RefreshLockManager | null {
  try {
    const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
    return locks && typeof locks.request === "function" ? locks : null;
  } catch {
    return null;
  }
}

let pageQueue: Promise<unknown> = Promise.resolve();

function inPage<T>(task: () => Promise<T>): Promise<T> {
  const run = pageQueue.then(task, task);
  pageQueue = run.catch(() => undefined);
  return run;
}

/** What a task run under the lock gives: its value, and how long the lock stays held after it. */
export interface Locked<T> {
  readonly value: T;
  /**
   * The lock is let go once this settles, after the value has gone to the caller: a tab that
   * stored new tokens keeps other tabs waiting until its writes have reached them (see below).
   */
  readonly holdUntil?: Promise<unknown>;
}

/**
 * Runs `task` holding the refresh lock; resolves with its value (or rejects as it does) as soon
 * as the task is done, and lets the lock go once `holdUntil` settles. `locks` is for tests; by
 * default the browser's `navigator.locks`, else an in-page queue. A lock manager that refuses
 * the request (an opaque origin, a document being unloaded) falls back to the in-page queue
 * rather than leaving the refresh undone.
 */
export async function withRefreshLock<T>(task: () => Promise<Locked<T>>, locks: RefreshLockManager | null = webLocks()): Promise<T> {
  let deliver: (value: T) => void = () => undefined;
  const value = new Promise<T>((resolve) => {
    deliver = resolve;
  });
  let started = false;
  const run = async (): Promise<void> => {
    started = true;
    const result = await task();
    deliver(result.value);
    await result.holdUntil;
  };
  const held = locks
    ? locks.request(REFRESH_LOCK_NAME, run).catch((error: unknown) => {
        if (started) throw error;
        return inPage(run);
      })
    : inPage(run);
  // The value as soon as the task has it; a task that throws rejects through `held`.
  return Promise.race([value, held.then(() => value)]);
}
