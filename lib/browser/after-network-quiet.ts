/**
 * Runs `run` once the page's own network has gone quiet: after the window's `load` event, when no
 * resource has finished loading for `quietMs`, or at the latest `latestMs` after `load`. For work
 * that downloads in bulk but is needed by no one on this page (the service worker's precache):
 * started at `load`, it shared a slow connection with the requests a page makes after `load`
 * (a signed-in page's data and its photos), and held them back (docs/architecture.md, Service
 * worker). Returns a function that cancels it.
 */
export interface NetworkQuietOptions {
  /** How long no resource may finish before the network counts as quiet. */
  readonly quietMs: number;
  /** The longest wait after `load`, for a page that never goes quiet (a live feed). */
  readonly latestMs: number;
}

export function afterNetworkQuiet(run: () => void, { quietMs, latestMs }: NetworkQuietOptions): () => void {
  let done = false;
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let latestTimer: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;

  const stop = () => {
    done = true;
    clearTimeout(quietTimer);
    clearTimeout(latestTimer);
    observer?.disconnect();
    window.removeEventListener("load", start);
  };
  const finish = () => {
    if (done) return;
    stop();
    run();
  };
  const restartQuiet = () => {
    clearTimeout(quietTimer);
    quietTimer = setTimeout(finish, quietMs);
  };
  function start() {
    if (done) return;
    latestTimer = setTimeout(finish, latestMs);
    if (typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("resource")) {
      observer = new PerformanceObserver(restartQuiet);
      observer.observe({ type: "resource" });
    }
    restartQuiet();
  }

  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return stop;
}
