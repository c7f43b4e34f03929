// The data CLIs (scripts/*.ts) run as real processes, for tests that kill one with SIGKILL in the
// middle of its work and then look at what it left in its PGlite directory.
import { spawn, type ChildProcess } from "node:child_process";

import { openPgliteDirectory } from "@/lib/server/db/client";
import { DatabaseLockedError } from "@/lib/server/db/lock";

export interface CliResult {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs `npx tsx --conditions=react-server scripts/<script> ...args` with `env` over this process's
 * (DATABASE_URL and NODE_OPTIONS cleared unless `env` sets them). `onStart` gets the child, whose
 * process group is its own: `process.kill(-child.pid, "SIGKILL")` reaches npx, tsx and node.
 */
export function runCliProcess(
  script: string,
  args: readonly string[],
  env: Record<string, string>,
  onStart?: (child: ChildProcess) => void,
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["tsx", "--conditions=react-server", `scripts/${script}`, ...args], {
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
  // moment after its parent (npx) reported the kill: give the lock's stale-pid check time.
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
