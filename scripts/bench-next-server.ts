// The production server a load benchmark drives (`npm run bench:load`): scripts/serve.mjs through
// scripts/with-local-env.mjs as `npm run serve` runs it, in its own process group, and what its
// processes use (resident memory, CPU time) read from /proc while the load runs.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export interface NextServer {
  readonly url: string;
  readonly pid: number;
  stop(): Promise<void>;
}

/** Builds with the local defaults (`npm run build:local`) when the dist directory has no build. */
export function ensureBuild(): void {
  const distDir = process.env.NEXT_DIST_DIR ?? ".next";
  if (fs.existsSync(path.join(process.cwd(), distDir, "BUILD_ID"))) return;
  console.log(`No production build in ${distDir}/: running npm run build:local first.`);
  const result = spawnSync("npm", ["run", "build:local"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build:local failed.");
}

async function waitHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (code ${child.exitCode}) before it was healthy.`);
    const response = await fetch(`${url}/api/health/`).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No healthy server at ${url} within ${timeoutMs / 1000} s.`);
}

/**
 * Starts the production build on `port` with `env` added to the local defaults and waits for
 * GET /api/health/ (the database migrated and seeded). The server's log goes to `logFile`.
 */
export async function startNextServer(port: number, env: Record<string, string>, logFile: string): Promise<NextServer> {
  const log = fs.openSync(logFile, "a");
  const child = spawn(process.execPath, [path.join("scripts", "with-local-env.mjs"), process.execPath, path.join("scripts", "serve.mjs")], {
    env: { ...process.env, ...env, PORT: String(port), NEXT_MANUAL_SIG_HANDLE: "true" },
    stdio: ["ignore", log, log],
    detached: true,
  });
  fs.closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || !child.pid) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    process.kill(-child.pid, "SIGTERM");
    await exited;
  };
  try {
    await waitHealthy(url, child, 300_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid!, stop };
}

interface ProcessStat {
  readonly pid: number;
  readonly parent: number;
  /** User + system CPU time, in clock ticks. */
  readonly cpuTicks: number;
  readonly rssBytes: number;
}

const PAGE_BYTES = 4096;
const TICKS_PER_SECOND = 100;

function readStat(pid: number): ProcessStat | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces: the fields after it follow its closing ")".
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return {
      pid,
      parent: Number(fields[1]),
      cpuTicks: Number(fields[11]) + Number(fields[12]),
      rssBytes: Number(fields[21]) * PAGE_BYTES,
    };
  } catch {
    return null; // gone, or not Linux
  }
}

/** `root` and every process below it. */
function processTree(root: number): ProcessStat[] {
  let all: ProcessStat[];
  try {
    all = fs
      .readdirSync("/proc")
      .filter((name) => /^\d+$/.test(name))
      .flatMap((name) => readStat(Number(name)) ?? []);
  } catch {
    return [];
  }
  const tree = all.filter((stat) => stat.pid === root);
  for (let i = 0; i < tree.length; i++) tree.push(...all.filter((stat) => stat.parent === tree[i]!.pid));
  return tree;
}

/**
 * Waits until the server's processes use less than a tenth of a core over half a second (at most
 * `timeoutMs`): requests a load generator gave up on at the end of a run (100 connections of
 * server-rendered pages queue seconds of work) must not be measured against the next run.
 */
export async function waitUntilIdle(pid: number, timeoutMs = 60_000): Promise<void> {
  const cpuTicks = () => processTree(pid).reduce((sum, stat) => sum + stat.cpuTicks, 0);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const before = cpuTicks();
    await new Promise((resolve) => setTimeout(resolve, 500));
    if ((cpuTicks() - before) / TICKS_PER_SECOND < 0.05) return;
  }
}

export interface ServerUsage {
  /** Largest resident set of the server's biggest process (the Next server, not the launcher), MB. */
  readonly peakRssMb: number;
  /** CPU seconds the server's processes used (every thread: main, libuv pool, GC). */
  readonly cpuSeconds: number;
}

/**
 * Samples the server's processes every `intervalMs` until the returned stop(): peak RSS and
 * the CPU time used in between (Linux /proc; zeros elsewhere).
 */
export function sampleServerUsage(pid: number, intervalMs = 250): () => ServerUsage {
  const cpuTicks = () => processTree(pid).reduce((sum, stat) => sum + stat.cpuTicks, 0);
  const peakRss = () => Math.max(0, ...processTree(pid).map((stat) => stat.rssBytes));
  const startTicks = cpuTicks();
  let peak = peakRss();
  const timer = setInterval(() => {
    peak = Math.max(peak, peakRss());
  }, intervalMs);
  return () => {
    clearInterval(timer);
    peak = Math.max(peak, peakRss());
    return { peakRssMb: Math.round(peak / 1_048_576), cpuSeconds: (cpuTicks() - startTicks) / TICKS_PER_SECOND };
  };
}
