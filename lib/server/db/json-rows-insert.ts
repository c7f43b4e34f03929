import "server-only";

import { getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

import { queryRows, type Database } from "@/lib/server/db/client";

/**
 * Inserts many rows in one statement with one parameter, the rows as a JSON array that
 * `jsonb_populate_recordset` spreads into the table's own column types, and skips rows that
 * conflict; returns how many went in. Drizzle's multi-row insert builds one parameter per value,
 * and for the 2,725 sample agents (27 values each) building those statements took about 2 s of the
 * insert's 2.5 s (measured). The columns written are those the first row sets (Dates go as ISO
 * text, JSON columns as JSON); every row must set the same ones, and the others keep their
 * defaults.
 */
export async function insertJsonRows<T extends PgTable>(db: Database, table: T, rows: readonly T["$inferInsert"][]): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => (first as Record<string, unknown>)[key] !== undefined);
  const records = rows.map((row) => {
    const values = row as Record<string, unknown>;
    const set = Object.keys(values).filter((key) => values[key] !== undefined);
    if (set.length !== columns.length || columns.some(([key]) => values[key] === undefined))
      throw new Error("insertJsonRows: every row must set the same columns");
    return Object.fromEntries(columns.map(([key, column]) => [column.name, values[key]]));
  });
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const [result] = await queryRows<{ count: number }>(
    db,
    sql`with inserted as (
      insert into ${table} (${names})
      select ${names} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(records)}::jsonb)
      on conflict do nothing
      returning 1
    ) select count(*)::int as count from inserted`,
  );
  return result?.count ?? 0;
}
