// `npm run leads:export [-- --out FILE] [--since DATE]`: writes every lead (quote requests) as
// CSV (lib/server/leads/lead-export.ts), to FILE or standard output, oldest first; `--since`
// (YYYY-MM-DD, UTC, or a full ISO time) keeps those received from then on. Run it on a stopped
// app when the database is PGlite (one process per directory).
import fs from "node:fs";
import { parseArgs } from "node:util";

import { leadsToCsv, listLeads } from "@/lib/server/leads/lead-export";

import { runCli, withMigratedDatabase } from "./cli-support";

const USAGE = "Usage: npm run leads:export [-- --out FILE] [--since YYYY-MM-DD]";

/** `--since`: a date (midnight UTC) or an ISO date-time; null when it is neither. */
function parseSince(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text.trim())) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? `${text.trim()}T00:00:00Z` : text.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

async function main(): Promise<number> {
  let options: { out?: string | undefined; since?: string | undefined };
  try {
    options = parseArgs({ options: { out: { type: "string" }, since: { type: "string" } }, allowPositionals: false }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 1;
  }
  const since = options.since === undefined ? undefined : parseSince(options.since);
  if (since === null) {
    console.error(`--since must be a date like 2026-01-31 (or an ISO time), not "${options.since ?? ""}".\n${USAGE}`);
    return 1;
  }
  const leads = await withMigratedDatabase((handle) => listLeads(handle.db, since));
  const csv = leadsToCsv(leads);
  if (options.out) {
    fs.writeFileSync(options.out, csv, { mode: 0o600 });
    console.error(`Wrote ${leads.length} lead${leads.length === 1 ? "" : "s"} to ${options.out}`);
  } else {
    process.stdout.write(csv);
  }
  return 0;
}

runCli(main);
