// The data CLIs (scripts/*.ts) run as real processes, for tests that kill one with SIGKILL in the
// middle of its work and then look at what it left in its PGlite directory.
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { openPgliteDirectory, pgliteDirectory } from "@/lib/server/db/client";
import { DatabaseLockedError } from "@/lib/server/db/lock";
import { runMigrations } from "@/lib/server/db/migrate";

import { hashMigrations } from "./test-database";

/**
 * The command line that runs `scripts/<script>` as `npm run` does, in one process: node with
 * tsx's loader (not `npx tsx`, which starts npx, then tsx's CLI, then node: ~0.8 s more a run).
 */
export function cliCommand(script: string, args: readonly string[] = []): [string, string[]] {
  return [process.execPath, ["--conditions=react-server", "--import", "tsx", `scripts/${script}`, ...args]];
}

/** The migrations' content, so a template made from other migrations is never reused. */
function migrationsKey(): string {
  return hashMigrations(createHash("sha256")).digest("hex").slice(0, 16);
}

/**
 * Gives `dataDir` a migrated, empty PGlite database, copied from a template made once per set of
 * migrations: a CLI's first run then skips PGlite's initdb (about 5 s of CPU a directory). What
 * the CLIs do to their data is under test here; opening a directory that does not exist yet, and
 * migrating it, is startup.test.ts's.
 */
export async function migratedDataDir(dataDir: string): Promise<void> {
  const template = path.join(os.tmpdir(), `how-much-home-cli-pglite-${migrationsKey()}`);
  if (!fs.existsSync(template)) {
    // Made aside and renamed into place: both Jest workers may make it at the same time.
    const building = `${template}.${process.pid}.tmp`;
    fs.rmSync(building, { recursive: true, force: true });
    const handle = await openPgliteDirectory(building);
    try {
      await runMigrations(handle);
    } finally {
      await handle.close();
    }
    try {
      fs.renameSync(pgliteDirectory(building), template);
    } catch (error) {
      if (!fs.existsSync(template)) throw error;
    }
    fs.rmSync(building, { recursive: true, force: true });
  }
  fs.mkdirSync(dataDir, { recursive: true });
  fs.cpSync(template, pgliteDirectory(dataDir), { recursive: true });
}

export interface CliResult {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs `scripts/<script> ...args` ({@link cliCommand}) with `env` over this process's
 * (DATABASE_URL and NODE_OPTIONS cleared unless `env` sets them). `onStart` gets the child, whose
 * process group is its own: `process.kill(-child.pid, "SIGKILL")` reaches it and anything it started.
 */
export function runCliProcess(
  script: string,
  args: readonly string[],
  env: Record<string, string>,
  onStart?: (child: ChildProcess) => void,
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const [command, commandArgs] = cliCommand(script, args);
    const child = spawn(command, commandArgs, {
      cwd: process.cwd(),
      env: { ...process.env, DATABASE_URL: "", NODE_OPTIONS: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr }));
    onStart?.(child);
  });
}

/** Opens a PGlite directory a killed CLI held, once its lock is free. */
export async function openWhenUnlocked(dataDir: string) {
  // A process killed with SIGKILL still counts as alive until it is reaped, which can come a
  // moment after the kill was reported: give the lock's stale-pid check time.
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      return await openPgliteDirectory(dataDir);
    } catch (error) {
      if (!(error instanceof DatabaseLockedError) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
