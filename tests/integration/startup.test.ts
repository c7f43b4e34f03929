// instrumentation.ts register(): configuration first, then the database, on the Node.js runtime only.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { register } from "@/instrumentation";
import { closeDatabase, getReadyDatabase } from "@/lib/server/db/database";

import { getHealth } from "./support/api";

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
