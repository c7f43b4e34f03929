import "server-only";

import { serverEnv } from "@/lib/server/config";
import { DatabaseUnreachableError } from "@/lib/server/db/client";
import { closeDatabase, getReadyDatabase, isBuildPhase } from "@/lib/server/db/database";
import { logger } from "@/lib/server/logger";
import { sweepUnusedUploadsSafely } from "@/lib/server/uploads/upload-service";

const SIGNALS = ["SIGTERM", "SIGINT"] as const;
const HANDLERS_KEY = Symbol.for("how-much-home.signal-handlers");

/**
 * Closes the database on SIGTERM/SIGINT, then exits. `next start` would otherwise exit without
 * letting PGlite flush (the serve script sets NEXT_MANUAL_SIG_HANDLE=true so Next leaves these
 * signals to us). Installed once per process.
 */
function installSignalHandlers(): void {
  const globalFlags = globalThis as typeof globalThis & { [HANDLERS_KEY]?: boolean };
  if (globalFlags[HANDLERS_KEY]) return;
  globalFlags[HANDLERS_KEY] = true;
  let stopping = false;
  for (const signal of SIGNALS) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      const started = performance.now();
      closeDatabase()
        .then(() => logger.info("database closed", { signal, ms: Math.round(performance.now() - started) }))
        .catch((error: unknown) => logger.error("closing the database failed", { signal, error }))
        .finally(() => process.exit(0));
    });
  }
}

/**
 * Start-up of the Node.js server (instrumentation.ts `register`): validates the configuration
 * first (an invalid one stops start-up with lib/env.ts's message), then opens the database,
 * runs migrations and seeds an empty database, starts a sweep of unused uploads, and installs
 * the shutdown handlers. A database that cannot be opened stops the process (exit 1), except a
 * PostgreSQL server that does not answer yet. During `next build` only the configuration is checked.
 */
export async function startServer(): Promise<void> {
  serverEnv();
  if (isBuildPhase()) return;
  installSignalHandlers();
  try {
    const { handle } = await getReadyDatabase();
    // Uploads left unused while the server was down go without waiting for the next upload
    // (in the background: serving does not wait for it).
    void sweepUnusedUploadsSafely(handle.db);
  } catch (error) {
    if (error instanceof DatabaseUnreachableError) {
      // A server that is down now may be back in a minute: serve what needs no database, answer
      // /api/health with 503, and let the next request that needs it open it (a failed open is
      // not cached). Exiting would only make a supervisor restart us into the same outage.
      logger.error("start-up: the database is unreachable; serving without it until it answers (/api/health is 503 meanwhile)", { error });
      return;
    }
    // Next.js logs a register() that throws and goes on serving, every request then failing (a
    // second server on a locked PGlite directory stayed up that way): stop, with the reason.
    logger.error("start-up failed: the database could not be opened; stopping", { error });
    process.exit(1);
  }
}
