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

/**
 * Runs `task` holding the refresh lock; resolves (or rejects) as it does. `locks` is for tests;
 * by default the browser's `navigator.locks`, else an in-page queue. A lock manager that refuses
 * the request (an opaque origin, a document being unloaded) falls back to the in-page queue
 * rather than leaving the refresh undone.
 */
export async function withRefreshLock<T>(task: () => Promise<T>, locks: RefreshLockManager | null = webLocks()): Promise<T> {
  if (!locks) return inPage(task);
  let started = false;
  const run = () => {
    started = true;
    return task();
  };
  try {
    return await locks.request(REFRESH_LOCK_NAME, run);
  } catch (error) {
    if (started) throw error;
    return inPage(task);
  }
}
