// `npm run db:seed`: migrates the configured database, then seeds sample data into empty tables
// only (never over real data). Run it on a stopped app (see db-migrate.ts).
import { openConfiguredDatabase, prepareDatabase } from "@/lib/server/db/database";

async function main(): Promise<void> {
  const handle = await openConfiguredDatabase();
  try {
    const { migrations, seeded } = await prepareDatabase(handle);
    const report = Object.entries(seeded)
      .map(([table, rows]) => `${table}: ${rows === 0 ? "already had data, left as is" : `${rows} rows`}`)
      .join("; ");
    console.log(`Database ${handle.kind} (${handle.location}) at migration ${migrations.latest ?? "none"}. Seeded ${report}.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
