// A fresh database per test file: PGlite in memory from a migrated, seeded snapshot (~0.4 s
// instead of ~3 s of initdb and migrations), or, when TEST_DATABASE_URL is set, a new database
// created on that PostgreSQL server and dropped afterwards.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import pg from "pg";

import { openPgliteMemory, openPostgres } from "@/lib/server/db/client";
import { prepareDatabase, type ReadyDatabase } from "@/lib/server/db/database";
import { migrationsFolder } from "@/lib/server/db/migrate";
import { pmmsCsvPath } from "@/lib/server/db/seed";
import { sampleDataFiles } from "@/lib/server/listings/sample/places";

export interface TestDatabase extends ReadyDatabase {
  dispose(): Promise<void>;
}

function snapshotKey(): string {
  const hash = createHash("sha256");
  const folder = migrationsFolder();
  for (const name of fs.readdirSync(folder, { recursive: true }).map(String).sort()) {
    const file = path.join(folder, name);
    if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
  }
  hash.update(fs.readFileSync(pmmsCsvPath()));
  // The seeded sample listings: their data files, and the code that generates and stores them.
  const listingCode = [
    "lib/server/listings/upsert.ts",
    "lib/server/listings/carry.ts",
    "lib/server/agents/sample-agents.ts",
    "lib/server/agents/agent-service.ts",
    "lib/server/agents/agent-identity.ts",
  ].map((file) => path.join(process.cwd(), file));
  const sampleFolder = path.join(process.cwd(), "lib/server/listings/sample");
  const sampleCode = fs
    .readdirSync(sampleFolder)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .sort()
    .map((name) => path.join(sampleFolder, name));
  for (const file of [...sampleDataFiles(), ...listingCode, ...sampleCode]) {
    if (fs.existsSync(file)) hash.update(file).update(fs.readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

async function pgliteFromSnapshot(): Promise<TestDatabase> {
  const file = path.join(os.tmpdir(), `how-much-home-test-db-${snapshotKey()}.tar.gz`);
  if (!fs.existsSync(file)) {
    const fresh = await openPgliteMemory();
    await prepareDatabase(fresh);
    const dump = await fresh.pglite!.dumpDataDir("gzip");
    await fresh.close();
    // Write then rename: parallel Jest workers may build the snapshot at the same time.
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, new Uint8Array(await dump.arrayBuffer()));
    fs.renameSync(temporary, file);
  }
  const handle = await openPgliteMemory(new Blob([fs.readFileSync(file)]));
  const ready = await prepareDatabase(handle);
  return { ...ready, dispose: () => handle.close() };
}

async function freshPostgres(adminUrl: string): Promise<TestDatabase> {
  const name = `hmh_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), { max: 5 });
  const ready = await prepareDatabase(handle);
  return {
    ...ready,
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A migrated, seeded database of its own for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url ? freshPostgres(url) : pgliteFromSnapshot();
}

/** Which engine the suite runs against, for test names. */
export const engineName = process.env.TEST_DATABASE_URL?.trim() ? "PostgreSQL" : "PGlite";
