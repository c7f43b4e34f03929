// A database of its own on the PostgreSQL server of TEST_DATABASE_URL (.ci/run sets it when the
// machine's server answers), created empty for one test file and dropped afterwards.
import { randomBytes } from "node:crypto";

import pg from "pg";

export interface ScratchDatabase {
  /** Its connection string (DATABASE_URL of the app instances). */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  drop(): Promise<void>;
}

/** The server of TEST_DATABASE_URL, or undefined when none is configured. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL?.trim() || undefined;
}

async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates `<database of adminUrl>_<label>_<pid>_<random>` on its server: named after the test
 * database, so runs sharing a server keep to their own prefix.
 */
export async function createScratchDatabase(adminUrl: string, label: string): Promise<ScratchDatabase> {
  const prefix = new URL(adminUrl).pathname.slice(1).replace(/\W/g, "") || "postgres";
  const name = `${prefix}_${label}_${process.pid}_${randomBytes(3).toString("hex")}`;
  await admin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    host: url.hostname,
    port: Number(url.port || 5432),
    drop: () => admin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
