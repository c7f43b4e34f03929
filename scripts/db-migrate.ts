// `npm run db:migrate`: applies pending SQL migrations to the configured database (DATABASE_URL,
// else the embedded PGlite in DATA_DIR) and reports the state. Run it on a stopped app: the
// PGlite directory lock refuses a second process with a clear message.
import { openConfiguredDatabase } from "@/lib/server/db/database";
import { runMigrations } from "@/lib/server/db/migrate";

async function main(): Promise<void> {
  const handle = await openConfiguredDatabase();
  try {
    const state = await runMigrations(handle);
    console.log(`Migrated ${handle.kind} (${handle.location}): ${state.applied} applied, ${state.pending} pending, latest ${state.latest ?? "none"}.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
