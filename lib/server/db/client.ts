import "server-only";

import fs from "node:fs";
import path from "node:path";

import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import pg from "pg";

import { acquireDirectoryLock } from "@/lib/server/db/lock";
import * as schema from "@/lib/server/db/schema";
import { StatementNames } from "@/lib/server/db/statement-names";

export { schema };

/** The app's Drizzle database, whichever driver is underneath (PGlite or node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The driver behind a Database. */
export type DatabaseKind = "pglite" | "postgres";

/** An open database and how to close it. */
export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: DatabaseKind;
  /** Where the data lives, safe to log (a directory, "memory", or a URL without password). */
  readonly location: string;
  /** PGlite only: the underlying instance (used by tests to snapshot a migrated database). */
  readonly pglite?: PGlite;
  /**
   * Runs `work` on one connection for its whole length, for what lives in a session: an advisory
   * lock, a SET. `unlimited`: without the statement timeout (PostgreSQL) while it runs, for
   * migrations. PGlite has a single connection and no timeout: `work` runs on `db`.
   */
  session<T>(work: (db: Database) => Promise<T>, options?: { unlimited?: boolean }): Promise<T>;
  close(): Promise<void>;
}

/**
 * The longest a statement may run on PostgreSQL before the server cancels it (SQLSTATE 57014):
 * a runaway query cannot hold one of the pool's connections for good. Far above any statement
 * the site makes; migrations run without it (`session(…, { unlimited: true })`).
 */
export const STATEMENT_TIMEOUT_MS = 30_000;

/** The PGlite directory inside DATA_DIR (the lock file sits next to it). */
export function pgliteDirectory(dataDir: string): string {
  return path.resolve(dataDir, "pglite");
}

/**
 * Opens the embedded PostgreSQL (PGlite) persisted in `<dataDir>/pglite`, holding the directory
 * lock for as long as it is open. PGlite creates only the last folder of its path, so the
 * parents are created first.
 */
export async function openPgliteDirectory(dataDir: string): Promise<DatabaseHandle> {
  const directory = pgliteDirectory(dataDir);
  fs.mkdirSync(path.dirname(directory), { recursive: true });
  const release = acquireDirectoryLock(`${directory}.lock`);
  try {
    const client = await PGlite.create(directory);
    return pgliteHandle(client, directory, release);
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Opens an in-memory PGlite, optionally from a data-directory dump (`dumpDataDir()`), which
 * skips initdb and migrations; `options` are PGlite's own (its initdb and start parameters).
 * Used by tests.
 */
export async function openPgliteMemory(loadDataDir?: Blob, options: PGliteOptions = {}): Promise<DatabaseHandle> {
  const client = await PGlite.create(loadDataDir ? { ...options, loadDataDir } : options);
  return pgliteHandle(client, "memory", () => undefined);
}

function pgliteHandle(client: PGlite, location: string, release: () => void): DatabaseHandle {
  const db: Database = drizzlePglite({ client, schema });
  textClients.set(db, { query: (text, params) => client.query(text, [...params]) });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: "pglite",
    location,
    session: (work) => work(db),
    pglite: client,
    close() {
      closing ??= client.close().finally(release);
      return closing;
    },
  };
}

/** Hides the password of a connection string for logs and /api/health. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable URL)";
  }
}

/**
 * The PostgreSQL server did not answer (down, unreachable, refusing connections): a condition
 * that can pass, unlike a wrong schema or a locked PGlite directory.
 */
export class DatabaseUnreachableError extends Error {
  constructor(url: string, cause: unknown) {
    super(`Cannot connect to PostgreSQL at ${redactUrl(url)}: ${connectFailure(cause)}`, { cause });
    this.name = "DatabaseUnreachableError";
  }
}

/**
 * Why a connection failed, in words. A host name with several addresses (localhost: ::1 and
 * 127.0.0.1) fails with an AggregateError whose own message is empty: name each attempt instead.
 * Duck-typed, like the logger: errors from another realm fail `instanceof Error`.
 */
function connectFailure(cause: unknown): string {
  const message = (value: unknown) =>
    typeof value === "object" && value !== null && typeof (value as Error).message === "string" ? (value as Error).message : String(value);
  const attempts = typeof cause === "object" && cause !== null ? (cause as Partial<AggregateError>).errors : undefined;
  if (!message(cause) && Array.isArray(attempts)) return attempts.map(message).join("; ");
  return message(cause);
}

/**
 * Opens a pool on a PostgreSQL server (scale-out: every app instance shares it). Each connection
 * has the statement timeout (`statementTimeoutMs`, default STATEMENT_TIMEOUT_MS).
 */
export async function openPostgres(url: string, options: { max?: number; statementTimeoutMs?: number } = {}): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 10_000,
    statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
    // A prepared statement is planned for its values on every run (statement-names.ts): a generic
    // plan, which PostgreSQL may otherwise settle on after five runs, cannot prune by the values
    // and ran the listing search's payment order 2.5 times slower.
    options: "-c plan_cache_mode=force_custom_plan",
  });
  // An idle client that loses its connection emits 'error' on the pool; without a listener
  // Node would crash the process. The next query simply gets a fresh connection.
  pool.on("error", () => undefined);
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseUnreachableError(url, error);
  }
  const db: Database = drizzlePostgres({ client: pool, schema });
  // queryText's statements run named once their text repeats (statement-names.ts).
  const names = new StatementNames("text_");
  textClients.set(db, { query: (text, params) => pool.query({ name: names.nameFor(text), text, values: [...params] }) });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: "postgres",
    location: redactUrl(url),
    async session(work, sessionOptions = {}) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        if (sessionOptions.unlimited) await client.query("set statement_timeout = 0");
        return await work(drizzlePostgres({ client, schema }));
      } finally {
        // Back to the connection's own timeout before it returns to the pool; a connection that
        // cannot even do that is closed instead.
        if (sessionOptions.unlimited) await client.query("reset statement_timeout").catch((error: Error) => (broken = error));
        client.release(broken);
      }
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}

/** Runs a statement given as text with $1, $2… placeholders on the driver itself. */
interface TextClient {
  query(text: string, params: readonly unknown[]): Promise<{ rows: unknown[] }>;
}

// The driver behind each database this module opened, for queryText.
const textClients = new WeakMap<Database, TextClient>();

/**
 * Runs a statement written as text with $1, $2… placeholders and returns its rows, straight on
 * the driver: no query builder and no result mapping, for hot paths where Drizzle's building and
 * mapping were measured as a large part of a request's CPU (the listing search). Rows come as the
 * driver parses them (cast in SQL what must come back as a number, e.g. numeric::float8). A
 * database not opened here (a transaction) runs it through Drizzle instead. On PostgreSQL a text
 * that repeats runs as a named (prepared) statement: write every value as a $n parameter, so that
 * the text does.
 */
export async function queryText<T>(db: Database, text: string, params: readonly unknown[] = []): Promise<T[]> {
  const client = textClients.get(db);
  if (client) return (await client.query(text, params)).rows as T[];
  const parts = text.split(/\$(\d+)/);
  return queryRows<T>(db, sql.join(parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql.param(params[Number(part) - 1])))));
}

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }` (PGlite's Results and
 * node-postgres' QueryResult), but Drizzle's driver-neutral type cannot say so.
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error("The database driver returned no rows array.");
  return rows as T[];
}
