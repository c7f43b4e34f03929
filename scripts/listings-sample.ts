// `npm run listings:sample -- --count 100000 [--seed N]`: writes generated sample listings
// (SAMPLE-000001...) into the configured database through the upsert, for benchmarks. The first
// 5,000 of seed 1 are the ones an empty database is seeded with, so those come out unchanged.
// Run it on a stopped app when the database is PGlite (one process per directory).
import { generateSampleListings } from "@/lib/server/listings/sample/generate";
import { refreshListingStatistics, upsertListings } from "@/lib/server/listings/upsert";

import { runCli, withMigratedDatabase } from "./cli-support";

const USAGE = "Usage: npm run listings:sample -- --count N [--seed S]   (N from 1 to 1,000,000; S a whole number, default 1)";
// A transaction per batch keeps memory flat at 100,000+ and lets a run be stopped part-way.
const BATCH = 10_000;

function parseArgs(argv: string[]): { count: number; seed: number } | string {
  let count: number | null = null;
  let seed = 1;
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined || !/^\d+$/.test(value)) return `${flag ?? "an option"} needs a whole number.`;
    if (flag === "--count") count = Number(value);
    else if (flag === "--seed") seed = Number(value);
    else return `Unknown option ${flag}.`;
  }
  if (count === null || count < 1 || count > 1_000_000) return "--count must be from 1 to 1,000,000.";
  if (seed > 0xffffffff) return "--seed must be below 4,294,967,296.";
  return { count, seed };
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (typeof args === "string") {
    console.error(`${args}\n${USAGE}`);
    return 1;
  }
  const started = performance.now();
  const records = generateSampleListings(args.count, args.seed);
  const generatedMs = performance.now() - started;
  return withMigratedDatabase(async (handle) => {
    const totals = { inserted: 0, updated: 0, unchanged: 0 };
    const writeStarted = performance.now();
    for (let start = 0; start < records.length; start += BATCH) {
      const batch = records.slice(start, start + BATCH);
      const report = await handle.db.transaction((tx) => upsertListings(tx, batch, "sample"));
      totals.inserted += report.inserted;
      totals.updated += report.updated;
      totals.unchanged += report.unchanged;
    }
    await refreshListingStatistics(handle.db);
    const writeMs = performance.now() - writeStarted;
    console.log(
      `${args.count} sample listings (seed ${args.seed}) into ${handle.kind} (${handle.location}): ${totals.inserted} new, ${totals.updated} updated, ${totals.unchanged} unchanged. ` +
        `Generated in ${Math.round(generatedMs)} ms, written in ${Math.round(writeMs)} ms.`,
    );
    return 0;
  });
}

runCli(main);
