// Upgrading a database that holds listings: the migration that rewrites the listings table (its
// generated double of the price) leaves it with a complete visibility map and fresh statistics,
// so the search's index-only scans read no table pages from the first request after the start.
import { sql } from "drizzle-orm";

import { queryRows } from "@/lib/server/db/client";
import { runMigrations } from "@/lib/server/db/migrate";

import { createTestDatabase, engineName, type TestDatabase } from "./support/test-database";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  "Heap Fetches"?: number;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

describe(`migrations (${engineName})`, () => {
  test("a database from before list_price_float is upgraded, and its state search then reads only the index", async () => {
    const { db } = database.handle;
    // The database as the release before it left it: without the column (its indexes go with it)
    // and without the migration's record.
    await db.execute(sql`alter table listings drop column list_price_float`);
    await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);

    const state = await runMigrations(database.handle);
    expect(state.pending).toBe(0);
    expect(state.latest).toBe("0020_listings_price_float");

    const [price] = await queryRows<{ same: boolean }>(db, sql`select bool_and(list_price_float = list_price::float8) as same from listings`);
    expect(price?.same).toBe(true);
    const [explained] = await queryRows<{ "QUERY PLAN": unknown }>(
      db,
      sql.raw(`explain (analyze, format json) select count(*) from listings
        where standard_status in ('Active', 'Active Under Contract', 'Coming Soon') and off_market_at is null
          and state_or_province = 'TX' and list_price_float * 0.6 + monthly_carry_cents > 0`),
    );
    const raw = explained!["QUERY PLAN"];
    const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    const scan = nodes(plan[0]!.Plan).find((node) => node["Index Name"] === "listings_state_cover_idx");
    expect(scan?.["Node Type"]).toBe("Index Only Scan");
    expect(scan?.["Heap Fetches"]).toBe(0);
  });
});
