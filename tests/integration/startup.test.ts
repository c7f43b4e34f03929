// instrumentation.ts register(): configuration first, then the database, on the Node.js runtime only.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { register } from "@/instrumentation";
import { closeDatabase, getReadyDatabase } from "@/lib/server/db/database";

import { getHealth } from "./support/api";
import { describeEngineFree } from "./support/test-database";

// Each start opens a PGlite directory of its own or an address given here, never the suite's engine.
describeEngineFree("server start", () => {
  const saved = { ...process.env };
  let dataDir: string;

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hmh-start-"));
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
  });
  afterEach(async () => {
    await closeDatabase();
    for (const key of ["NEXT_RUNTIME", "NEXT_PHASE", "DATA_DIR"]) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("on the Node.js runtime: opens PGlite in DATA_DIR, migrates, seeds, holds the lock", async () => {
    process.env.NEXT_RUNTIME = "nodejs";
    await register();
    const ready = await getReadyDatabase();
    expect(ready.handle.kind).toBe("pglite");
    expect(ready.migrations.pending).toBe(0);
    expect(ready.seeded.mortgageRates).toBe(2897);
    expect(fs.readFileSync(path.join(dataDir, "pglite.lock"), "utf8")).toBe(String(process.pid));
    expect((await getHealth()).status).toBe(200);

    // Closing releases the lock; opening again finds the data and seeds nothing more.
    await closeDatabase();
    expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
    const again = await getReadyDatabase();
    expect(again.seeded.mortgageRates).toBe(0);
    expect(again.migrations.applied).toBe(ready.migrations.applied);
  });

  test("during next build and on the edge runtime the database is left alone", async () => {
    process.env.NEXT_RUNTIME = "edge";
    await register();
    process.env.NEXT_RUNTIME = "nodejs";
    process.env.NEXT_PHASE = "phase-production-build";
    await register();
    await expect(getReadyDatabase()).rejects.toThrow(/not available during `next build`/);
    expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(false);
  });

  /** The start path loaded again, so that its configuration (parsed once per process) sees this test's environment. */
  async function freshStart() {
    jest.resetModules();
    return { register: (await import("@/instrumentation")).register, getHealth: (await import("./support/api")).getHealth };
  }

  test("a PostgreSQL server that does not answer at start: the server starts, says why, and health is red", async () => {
    process.env.NEXT_RUNTIME = "nodejs";
    // A port nothing listens on: connection refused (lib/server/db/client.ts DatabaseUnreachableError).
    process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:9/hmh_nowhere";
    const { register, getHealth } = await freshStart();
    const logged: string[] = [];
    const spy = jest.spyOn(console, "error").mockImplementation((line: unknown) => {
      logged.push(String(line));
    });
    try {
      await expect(register()).resolves.toBeUndefined();
      expect(logged.join("\n")).toContain("Cannot connect to PostgreSQL at postgres://postgres@127.0.0.1:9/hmh_nowhere: connect ECONNREFUSED 127.0.0.1:9");
      expect((await getHealth()).status).toBe(503);
    } finally {
      spy.mockRestore();
      delete process.env.DATABASE_URL;
    }
    // Its recovery when the server answers again, without a restart, is tests/e2e/scale-out.spec.ts's
    // (a real server behind a relay the test cuts and restores).
  });

  test("a PGlite directory held by another live process stops the server (exit 1) with the lock's message", async () => {
    process.env.NEXT_RUNTIME = "nodejs";
    // The parent process (Jest's) is alive and is not this one.
    fs.writeFileSync(path.join(dataDir, "pglite.lock"), String(process.ppid));
    const { register } = await freshStart();
    const logged: string[] = [];
    const log = jest.spyOn(console, "error").mockImplementation((line: unknown) => {
      logged.push(String(line));
    });
    // Next.js would keep serving after a failed register(): start-up exits the process itself.
    const exit = jest.spyOn(process, "exit").mockImplementation((code) => {
      throw new Error(`process.exit(${String(code)})`);
    });
    try {
      await expect(register()).rejects.toThrow("process.exit(1)");
      expect(logged.join("\n")).toContain(`The embedded database is in use by process ${process.ppid}`);
    } finally {
      log.mockRestore();
      exit.mockRestore();
    }
  });
});
