/**
 * Wraps an async task so that concurrent callers share one run: while a run is in flight,
 * every call returns the same promise; the next call after it settles starts a new run.
 * Used for the token refresh, so ten requests failing with 401 at once cause one refresh.
 */
export function singleFlight<A extends unknown[], T>(task: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return (...args: A) => {
    // Joiners share the running task; their own arguments are not used.
    if (inFlight) return inFlight;
    const run = (async () => {
      try {
        return await task(...args);
      } finally {
        inFlight = null;
      }
    })();
    inFlight = run;
    return run;
  };
}
