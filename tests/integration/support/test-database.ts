// A fresh database per test file: PGlite in memory from a migrated, seeded snapshot (about 1 s
// instead of initdb, migrations and the seed), or, when TEST_DATABASE_URL is set, a new database
// on that PostgreSQL server, copied from a migrated, seeded template, and dropped afterwards.
import { createHash, randomBytes, type Hash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

import { openPgliteMemory, openPostgres } from "@/lib/server/db/client";
import { prepareDatabase, type ReadyDatabase } from "@/lib/server/db/database";
import { migrationsFolder } from "@/lib/server/db/migrate";
import { pmmsCsvPath } from "@/lib/server/db/seed";
import { sampleDataFiles } from "@/lib/server/listings/sample/places";

export interface TestDatabase extends ReadyDatabase {
  dispose(): Promise<void>;
}

/** Adds every migration file (name and content) to `hash`. */
export function hashMigrations(hash: Hash): Hash {
  const folder = migrationsFolder();
  for (const name of fs.readdirSync(folder, { recursive: true }).map(String).sort()) {
    const file = path.join(folder, name);
    if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
  }
  return hash;
}

/**
 * How the test PGlite runs, for speed only (nothing a test reads depends on it). Each file opens
 * its own copy of the snapshot, and the time goes to taking in the data directory and to
 * PostgreSQL zeroing its buffer pool (128 MB by default; the seeded database is about 25 MB).
 * Measured on this project's snapshot, opening took 2.2-2.9 s with PGlite's defaults and
 * 0.9-1.1 s with both of these:
 * - a 32 MB buffer pool;
 * - a snapshot with 1 MB WAL segments and at most two of them kept (initdb's 16 MB segments
 *   left two, 33 MB of the directory's 69 MB).
 */
const BUFFER_POOL = ["-c", "shared_buffers=32MB"];
const SNAPSHOT_INITDB = ["--wal-segsize=1"];
const SNAPSHOT_WAL = ["-c", "min_wal_size=2MB", "-c", "max_wal_size=2MB"];

function snapshotKey(): string {
  const hash = hashMigrations(createHash("sha256"));
  hash.update(JSON.stringify([SNAPSHOT_INITDB, SNAPSHOT_WAL]));
  hash.update(fs.readFileSync(pmmsCsvPath()));
  // The seeded sample listings: their data files, and the code that generates and stores them.
  const listingCode = [
    "lib/server/listings/upsert.ts",
    "lib/server/listings/carry.ts",
    "lib/server/agents/sample-agents.ts",
    "lib/server/agents/agent-service.ts",
    "lib/server/agents/agent-identity.ts",
    "lib/server/db/json-rows-insert.ts",
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
    const fresh = await openPgliteMemory(undefined, {
      initDbStartParams: SNAPSHOT_INITDB,
      startParams: [...PGlite.defaultStartParams, ...SNAPSHOT_WAL, ...BUFFER_POOL],
    });
    await prepareDatabase(fresh);
    // The WAL the seed wrote is recycled down to the two segments kept.
    await fresh.pglite!.query("checkpoint");
    const dump = await fresh.pglite!.dumpDataDir("gzip");
    await fresh.close();
    // Write then rename: parallel Jest workers may build the snapshot at the same time.
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, new Uint8Array(await dump.arrayBuffer()));
    fs.renameSync(temporary, file);
  }
  const handle = await openPgliteMemory(new Blob([fs.readFileSync(file)]), { startParams: [...PGlite.defaultStartParams, ...BUFFER_POOL] });
  const ready = await prepareDatabase(handle);
  return { ...ready, dispose: () => handle.close() };
}

async function adminQuery<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The address of database `name` on the server that `adminUrl` names. */
function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Any number that no other code on the server uses for an advisory lock. */
const TEMPLATE_LOCK = 727_104_233;

let templateName: Promise<string> | undefined;

/**
 * A migrated, seeded database on the server to copy each test file's database from: built once
 * per snapshot key (migrations, seed data and the code that writes it), then `create database
 * ... template` copies it in a fraction of a second instead of migrating and seeding each time.
 * One Jest worker builds it under an advisory lock; the others wait on the lock and find it.
 * Templates of older keys are dropped when a new one is built.
 */
function postgresTemplate(adminUrl: string): Promise<string> {
  templateName ??= adminQuery(adminUrl, async (admin) => {
    const name = `hmh_template_${snapshotKey()}`;
    await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    try {
      const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
      if (found.rowCount === 0) {
        const old = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'hmh\\_template\\_%'");
        for (const { datname } of old.rows) await admin.query(`drop database if exists ${datname} with (force)`);
        const building = `${name}_building`;
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const handle = await openPostgres(databaseUrl(adminUrl, building), { max: 5 });
        await prepareDatabase(handle);
        await handle.close();
        // Renamed only once complete: a run stopped half-way leaves no template to copy from.
        await admin.query(`alter database ${building} rename to ${name}`);
      }
    } finally {
      await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK]);
    }
    return name;
  });
  return templateName;
}

async function freshPostgres(adminUrl: string): Promise<TestDatabase> {
  const template = await postgresTemplate(adminUrl);
  const name = `hmh_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await adminQuery(adminUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  const handle = await openPostgres(databaseUrl(adminUrl, name), { max: 5 });
  const ready = await prepareDatabase(handle);
  return {
    ...ready,
    async dispose() {
      await handle.close();
      await adminQuery(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
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

/**
 * For tests that never use the suite's engine (a command or a server start on a PGlite directory
 * of its own): they run in the PGlite run only, where the PostgreSQL run would repeat them exactly
 * (each starts real processes, some of the suite's slowest tests).
 */
export const describeEngineFree = engineName === "PGlite" ? describe : describe.skip;
