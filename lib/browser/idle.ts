/**
 * Runs `run` when the browser is next idle (after the frame being drawn), or `timeoutMs` later at
 * the latest; returns a function that cancels it. Where requestIdleCallback is missing (Safari),
 * in the next task.
 */
export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}
