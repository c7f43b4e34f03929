// What the data CLIs (listings:import/sample/sync, rates:import/sync, leads:export, alerts:send, agents:review) share: the exit
// code handling, reading the input file, opening the configured database with its migrations,
// and printing a report to stdout or stderr.
import fs from "node:fs";

import type { DatabaseHandle } from "@/lib/server/db/client";
import { openConfiguredDatabase } from "@/lib/server/db/database";
import { runMigrations } from "@/lib/server/db/migrate";

/** Runs a CLI's main function: its result is the exit code; a throw prints the message and exits 1. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}

/** The file's text, or null after printing why it cannot be read. */
export function readInputFile(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (error) {
    console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * Opens the configured database (PGlite in DATA_DIR, or DATABASE_URL), runs the migrations (no
 * sample data: that is seeded on an empty table only, never beside loaded data), does the work
 * and closes it. With PGlite the app must be stopped: the directory lock refuses a second process.
 */
export async function withMigratedDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openConfiguredDatabase();
  try {
    await runMigrations(handle);
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/** Prints a report's lines to stdout when it succeeded, else to stderr; returns the exit code. */
export function printReport(report: { ok: boolean; lines: readonly string[] }): number {
  for (const line of report.lines) (report.ok ? console.log : console.error)(line);
  return report.ok ? 0 : 1;
}
