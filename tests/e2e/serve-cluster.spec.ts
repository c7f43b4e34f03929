// `WEB_CONCURRENCY=N npm run serve` (scripts/serve.mjs): N `next start` processes on one port with
// node:cluster, on one PostgreSQL database. Both serve, one that dies is replaced, SIGTERM stops
// them all; without DATABASE_URL (PGlite belongs to one process) or with a bad count it refuses
// with a message. The cluster test runs when TEST_DATABASE_URL names a PostgreSQL server.
import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { healthStatus, startAppServer, waitForHealth, type AppServer } from "../support/app-server";
import { createScratchDatabase, testDatabaseUrl, type ScratchDatabase } from "../support/postgres-database";

const PORT = 3369;
/** The port-in-use test's own port: the tests of this file may run at once. */
const HELD_PORT = 3370;
const adminUrl = testDatabaseUrl();

let database: ScratchDatabase | undefined;
let server: AppServer | undefined;
const dataDirs: string[] = [];

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hmh-cluster-"));
  dataDirs.push(dir);
  return dir;
}

test.afterEach(async () => {
  await server?.stop("SIGKILL");
  server = undefined;
  await database?.drop();
  database = undefined;
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The pids the primary reported starting ("Server process N started."). */
function workerPids(output: string): number[] {
  return [...output.matchAll(/Server process (\d+) started\./g)].map((match) => Number(match[1]));
}

const readyCount = (output: string) => output.match(/"message":"database ready"/g)?.length ?? 0;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

for (const [label, env, message] of [
  ["above 1 without DATABASE_URL", { WEB_CONCURRENCY: "2" }, /WEB_CONCURRENCY=2 needs DATABASE_URL/],
  [
    "not a whole number",
    { WEB_CONCURRENCY: "many", DATABASE_URL: "postgres://127.0.0.1:1/none" },
    /WEB_CONCURRENCY must be a whole number from 1 to 64 \(got "many"\)/,
  ],
] as const) {
  test(`WEB_CONCURRENCY ${label} is refused with a message and exit code 1`, async () => {
    server = startAppServer({ port: PORT, env: { ...env, DATA_DIR: dataDir() }, serveScript: true });
    const exit = await server.exited;
    expect(exit.code).toBe(1);
    expect(server.output()).toMatch(message);
    expect(await healthStatus(server.url)).toBeNull();
  });
}

test("WEB_CONCURRENCY=2 on a port already in use stops every process and exits 1", async () => {
  test.setTimeout(120_000);
  // Another program holds the port (its own process, as it would be).
  const holder = spawn(
    process.execPath,
    ["-e", `require("node:http").createServer((q, s) => s.end("other")).listen(${HELD_PORT}, () => console.log("holding"))`],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      holder.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("holding") && resolve());
      holder.once("exit", (code) => reject(new Error(`the port holder exited (${code})`)));
    });
    server = startAppServer({
      port: HELD_PORT,
      env: { WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://postgres@127.0.0.1:1/none", DATA_DIR: dataDir() },
      serveScript: true,
    });
    const exit = await server.exited;
    expect(exit.code).toBe(1);
    expect(server.output()).toMatch(/A server process exited before it listened \(code 1\); stopping\./);
    const pids = workerPids(server.output());
    expect(pids.length).toBeGreaterThan(0);
    await expect.poll(() => pids.filter(alive), { timeout: 15_000 }).toEqual([]);
  } finally {
    // Gone, and the port free, before the next test takes it.
    if (holder.exitCode === null && holder.signalCode === null) {
      const gone = once(holder, "exit");
      holder.kill("SIGKILL");
      await gone;
    }
  }
});

test("WEB_CONCURRENCY=2 serves from two processes on one port, replaces one that dies, and stops both on SIGTERM", async () => {
  test.skip(!adminUrl, "needs TEST_DATABASE_URL (a PostgreSQL server)");
  test.setTimeout(180_000);
  database = await createScratchDatabase(adminUrl!, "cluster");
  server = startAppServer({
    port: PORT,
    env: { WEB_CONCURRENCY: "2", DATABASE_URL: database.url, DATA_DIR: dataDir(), AUTH_SECRET: "cluster-test-secret-".padEnd(48, "x") },
    serveScript: true,
  });
  await waitForHealth(server);
  const running = server;
  // Both processes opened the database (the second raced the first through migrations and seeding).
  await expect.poll(() => readyCount(running.output()), { timeout: 60_000 }).toBe(2);
  const [first, second] = workerPids(running.output());
  expect(first).toBeGreaterThan(0);
  expect(second).toBeGreaterThan(0);
  expect(first).not.toBe(second);

  // Requests keep being answered while one process is killed and its replacement starts.
  process.kill(first!, "SIGKILL");
  await expect.poll(() => workerPids(running.output()).length, { timeout: 30_000 }).toBe(3);
  await expect.poll(() => readyCount(running.output()), { timeout: 60_000 }).toBe(3);
  expect(running.output()).toMatch(/A server process exited \(SIGKILL\); starting another\./);
  for (let i = 0; i < 10; i++) expect(await healthStatus(running.url)).toBe(200);
  const page = await fetch(`${running.url}/listings/`);
  expect(page.status).toBe(200);

  // SIGTERM to the primary alone stops every process, and it exits 0.
  const pids = workerPids(running.output());
  process.kill(running.pid!, "SIGTERM");
  const exit = await running.exited;
  expect(exit.code).toBe(0);
  await expect.poll(() => pids.filter(alive), { timeout: 15_000 }).toEqual([]);
});
