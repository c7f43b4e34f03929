// The database handle's sessions and, on a PostgreSQL server, the pool's statement timeout
// (lib/server/db/client.ts): a runaway statement is cancelled and the pool goes on; a session
// keeps one connection (an advisory lock taken in it is held until it lets go) and may run
// without the timeout, which the connection has again afterwards. PGlite has one connection and
// no timeout: its session runs on the database itself. queryText names a statement whose text
// repeats: it is prepared once on a connection and run with each call's values.
import { sql } from "drizzle-orm";
import pg from "pg";

import { openPgliteMemory, openPostgres, queryRows, queryText, type DatabaseHandle } from "@/lib/server/db/client";

const postgresUrl = process.env.TEST_DATABASE_URL?.trim();

/** The SQLSTATE of a driver error, wherever Drizzle's wrapping put it (the error or a cause). */
function sqlState(error: unknown): string | undefined {
  for (let current = error; typeof current === "object" && current !== null; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

test("a PGlite session runs its work on the database and returns its result", async () => {
  const handle = await openPgliteMemory();
  try {
    const rows = await handle.session((db) => queryRows<{ n: number }>(db, sql`select 41 + 1 as n`), { unlimited: true });
    expect(rows).toEqual([{ n: 42 }]);
  } finally {
    await handle.close();
  }
});

(postgresUrl ? describe : describe.skip)("on a PostgreSQL server", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    // One connection, so that what a session leaves behind on it would show in the next query.
    handle = await openPostgres(postgresUrl!, { max: 1, statementTimeoutMs: 300 });
  });
  afterAll(async () => {
    await handle.close();
  });

  const timeout = async (db = handle.db) => (await queryRows<{ statement_timeout: string }>(db, sql`show statement_timeout`))[0]?.statement_timeout;

  test("a statement running past the timeout is cancelled (57014), and the pool goes on", async () => {
    expect(await timeout()).toBe("300ms");
    const error: unknown = await handle.db.execute(sql`select pg_sleep(2)`).catch((caught: unknown) => caught);
    expect(sqlState(error)).toBe("57014");
    expect(await queryRows(handle.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  test("an unlimited session runs past the timeout on one connection, which has its timeout again afterwards", async () => {
    const pids = await handle.session(
      async (db) => {
        expect(await timeout(db)).toBe("0");
        const before = await queryRows<{ pid: number }>(db, sql`select pg_backend_pid() as pid`);
        await db.execute(sql`select pg_sleep(0.6)`);
        const after = await queryRows<{ pid: number }>(db, sql`select pg_backend_pid() as pid`);
        return [before[0]?.pid, after[0]?.pid];
      },
      { unlimited: true },
    );
    expect(pids[0]).toBe(pids[1]);
    expect(await timeout()).toBe("300ms");
  });

  test("an advisory lock taken in a session is held until the session lets it go", async () => {
    const key = 5_207_113_099;
    const other = new pg.Client({ connectionString: postgresUrl });
    await other.connect();
    const tryLock = async () => {
      const { rows } = await other.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [key]);
      if (rows[0]?.locked) await other.query("select pg_advisory_unlock($1)", [key]);
      return rows[0]?.locked;
    };
    try {
      await handle.session(async (db) => {
        await db.execute(sql`select pg_advisory_lock(${key})`);
        // Another statement in between, as a migration makes many.
        await db.execute(sql`select 1`);
        expect(await tryLock()).toBe(false);
        await db.execute(sql`select pg_advisory_unlock(${key})`);
      });
      expect(await tryLock()).toBe(true);
    } finally {
      await other.end();
    }
  });

  test("queryText runs a text that repeats as one named statement on the connection, each run with its own values", async () => {
    const text = "select $1::float8 * 2 as doubled, $2::text as tag";
    const prepared = async () =>
      queryRows<{ name: string; parameter_types: string }>(
        handle.db,
        sql`select name, parameter_types::text from pg_prepared_statements where statement = ${text}`,
      );
    expect(await queryText(handle.db, text, [1.5, "a"])).toEqual([{ doubled: 3, tag: "a" }]);
    // Seen once: unnamed, as a one-off statement stays.
    expect(await prepared()).toEqual([]);
    for (let run = 2; run <= 8; run++) expect(await queryText(handle.db, text, [run, `t${run}`])).toEqual([{ doubled: run * 2, tag: `t${run}` }]);
    // Planned for its values on every run: a generic plan cannot prune by them.
    expect(await queryRows(handle.db, sql`show plan_cache_mode`)).toEqual([{ plan_cache_mode: "force_custom_plan" }]);
    const statements = await prepared();
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatchObject({ name: expect.stringMatching(/^text_\d+$/), parameter_types: '{"double precision",text}' });
  });
});
