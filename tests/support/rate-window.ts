/**
 * The site's rate limits count in fixed windows aligned on the database clock
 * (lib/server/rate-limit/rate-limit.ts), and a count starts again when its window turns. A test
 * that spends a limit and then expects the next attempt refused holds only if it runs inside one
 * window: one that crosses the hour between its tenth and eleventh attempt sees the eleventh
 * allowed. Such a test starts with this, which waits for the next window when fewer than
 * `needSeconds` are left in the current one. Given the shortest window a test spends, it covers
 * the longer ones too: the site's windows are multiples of each other, so each turn of a longer
 * window is a turn of the shorter. The databases the tests use run on this machine,
 * so its clock is theirs.
 */
export async function startInsideOneWindow(windowSeconds: number, needSeconds: number): Promise<void> {
  if (needSeconds >= windowSeconds) throw new Error(`A ${windowSeconds} s window cannot hold ${needSeconds} s`);
  const windowMs = windowSeconds * 1000;
  const leftMs = windowMs - (Date.now() % windowMs);
  // A quarter second past the turn, so the database's clock has turned too.
  if (leftMs < needSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, leftMs + 250));
}

/** How long a test that waits for the next window may need on top of its own time. */
export function timeoutWithWindowWait(testMs: number, needSeconds: number): number {
  return testMs + (needSeconds + 1) * 1000;
}
