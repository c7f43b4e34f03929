// The listing import (lib/server/listings/import, `npm run listings:import`) against a real
// database: good CSV and JSON files, bad and partial files that change nothing, re-imports.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq, like, sql } from "drizzle-orm";

import { queryRows, schema } from "@/lib/server/db/client";
import { describeImport, importListings } from "@/lib/server/listings/import/import-listings";

import { cliCommand, migratedDataDir, openWhenUnlocked, runCliProcess } from "./support/cli-process";
import { createTestDatabase, describeEngineFree, engineName, type TestDatabase } from "./support/test-database";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

const HEADER =
  "ListingKey,StandardStatus,ListPrice,PropertyType,PropertySubType,BedroomsTotal,BathroomsTotalInteger,City,StateOrProvince,PostalCode,CountyOrParish,Latitude,Longitude,TaxAnnualAmount,Media,PublicRemarks,ModificationTimestamp";

function csvRow(key: string, price: string, modified = "2025-10-01T12:00:00Z", remarks = "Sunny, quiet street"): string {
  return `${key},Active,${price},Residential,Single Family Residence,3,2,Austin,TX,78701,Travis,30.27,-97.74,7000,/listing-photos/1-1.png|/listing-photos/1-2.png,"${remarks}",${modified}`;
}

async function listingsLike(prefix: string) {
  return database.handle.db
    .select()
    .from(schema.listings)
    .where(like(schema.listings.listingKey, `${prefix}%`))
    .orderBy(schema.listings.listingKey);
}

async function tableCount(): Promise<number> {
  const rows = await database.handle.db.select({ n: sql<number>`count(*)::int` }).from(schema.listings);
  return rows[0]?.n ?? 0;
}

describe(`listing import (${engineName})`, () => {
  test("a good CSV file: every row upserted with source import", async () => {
    const text = [HEADER, csvRow("CSV-1", "350000"), csvRow("CSV-2", "425000.50", undefined, 'Says ""hi""')].join("\r\n");
    const outcome = await importListings(database.handle.db, text, "csv");
    expect(outcome.written).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
    expect(describeImport(outcome)).toEqual({ ok: true, lines: [expect.stringMatching(/^Imported 2 listings \(CSV\): 2 new, 0 updated, 0 unchanged/)] });
    const rows = await listingsLike("CSV-");
    expect(rows.map((row) => [row.listingKey, row.source, row.listPrice, row.media, row.publicRemarks, row.countyFips])).toEqual([
      ["CSV-1", "import", 350000, ["/listing-photos/1-1.png", "/listing-photos/1-2.png"], "Sunny, quiet street", "48453"],
      ["CSV-2", "import", 425000.5, ["/listing-photos/1-1.png", "/listing-photos/1-2.png"], 'Says "hi"', "48453"],
    ]);
  });

  test("a good JSON file (OData value list)", async () => {
    const value = ["JSON-1", "JSON-2", "JSON-3"].map((key, index) => ({
      ListingKey: key,
      StandardStatus: "Active",
      ListPrice: 200000 + index * 1000,
      PropertyType: "Residential",
      City: "Boise",
      StateOrProvince: "ID",
      PostalCode: "83702",
      ModificationTimestamp: "2025-10-01T12:00:00Z",
    }));
    const outcome = await importListings(database.handle.db, JSON.stringify({ value }), "json");
    expect(outcome.written).toEqual({ inserted: 3, updated: 0, unchanged: 0 });
    expect((await listingsLike("JSON-")).map((row) => row.listPrice)).toEqual([200000, 201000, 202000]);
  });

  test("a file that cannot be read changes nothing", async () => {
    const before = await tableCount();
    for (const [text, format] of [
      [`${HEADER}\n${csvRow("BAD-1", "1")}\nBAD-2,"unclosed`, "csv"],
      ['[{"ListingKey": "BAD-3"', "json"],
    ] as const) {
      const outcome = await importListings(database.handle.db, text, format);
      expect(outcome.written).toBeNull();
      expect(describeImport(outcome).ok).toBe(false);
      expect(describeImport(outcome).lines[0]).toMatch(/^Nothing imported\. Not valid (CSV|JSON)/);
    }
    expect(await tableCount()).toBe(before);
  });

  test("a partial file (some rows bad) changes nothing and lists each line with every reason", async () => {
    const before = await tableCount();
    const text = [
      HEADER,
      csvRow("PART-1", "300000"),
      csvRow("PART-2", "3OO,OOO"),
      csvRow("PART-3", "310000", "yesterday"),
      csvRow("PART-1", "320000"),
      csvRow("PART-4", '"1,250,000"'),
    ].join("\n");
    const outcome = await importListings(database.handle.db, text, "csv");
    expect(outcome.written).toBeNull();
    expect(describeImport(outcome).ok).toBe(false);
    const lines = describeImport(outcome).lines.join("\n");
    // "3OO,OOO" unquoted is two cells: the row is one field too long, reported as such.
    expect(lines).toContain("Rejected line 3 (ListingKey PART-2):\n  - has 18 fields, the header has 17.");
    expect(lines).toContain("Rejected line 4 (ListingKey PART-3):\n  - ModificationTimestamp must be an ISO 8601 date-time.");
    expect(lines).toContain("Rejected line 5 (ListingKey PART-1):\n  - ListingKey PART-1 is already on line 2 of this file.");
    expect(lines).toContain(
      'Rejected line 6 (ListingKey PART-4):\n  - ListPrice: "1,250,000" is not a plain number (digits and an optional decimal point only).',
    );
    expect(lines).toMatch(/Nothing imported: 4 of 5 rows rejected\./);
    expect(await listingsLike("PART-")).toEqual([]);
    expect(await tableCount()).toBe(before);
  });

  test("re-import updates a newer record; an older ModificationTimestamp does not overwrite", async () => {
    const { db } = database.handle;
    await importListings(db, [HEADER, csvRow("RE-1", "500000", "2025-10-01T12:00:00Z")].join("\n"), "csv");
    const newer = await importListings(db, [HEADER, csvRow("RE-1", "480000", "2025-10-03T12:00:00Z", "Price improved")].join("\n"), "csv");
    expect(newer.written).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    const older = await importListings(db, [HEADER, csvRow("RE-1", "999999", "2025-10-02T12:00:00Z")].join("\n"), "csv");
    expect(older.written).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    const [row] = await db.select().from(schema.listings).where(eq(schema.listings.listingKey, "RE-1"));
    expect([row?.listPrice, row?.publicRemarks, row?.modificationTimestamp.toISOString()]).toEqual([480000, "Price improved", "2025-10-03T12:00:00.000Z"]);
  });
});

describeEngineFree("npm run listings:import (the CLI, PGlite in a temporary DATA_DIR)", () => {
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "hmh-import-cli-"));
    await migratedDataDir(path.join(dir, "data"));
    await migratedDataDir(path.join(dir, "killed"));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  function run(file: string) {
    const env = { ...process.env, NODE_ENV: "development", DATA_DIR: path.join(dir, "data") } as NodeJS.ProcessEnv;
    delete env.DATABASE_URL;
    delete env.NODE_OPTIONS;
    const [command, args] = cliCommand("listings-import.ts", [file]);
    return spawnSync(command, args, { env, encoding: "utf8", timeout: 60_000 });
  }

  test("exit 0 with counts for a good file, exit 1 with the reasons for a bad one", () => {
    const good = path.join(dir, "good.csv");
    fs.writeFileSync(good, [HEADER, csvRow("CLI-1", "350000")].join("\n"));
    const ok = run(good);
    expect(ok.stderr).toBe("");
    expect(ok.stdout).toMatch(/Imported 1 listings \(CSV\): 1 new, 0 updated, 0 unchanged/);
    expect(ok.status).toBe(0);

    const bad = path.join(dir, "bad.json");
    fs.writeFileSync(bad, JSON.stringify([{ ListingKey: "CLI-2", StandardStatus: "Sold" }]));
    const refused = run(bad);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("Rejected index 0 (ListingKey CLI-2):");
    expect(refused.stderr).toContain("StandardStatus must be one of");
    expect(refused.stderr).toContain("ListPrice is required.");

    const missing = run(path.join(dir, "missing.csv"));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/Cannot read .*missing\.csv/);
  });

  test("kill -9 in the middle of an import leaves none of it; the rerun imports it all", async () => {
    const dataDir = path.join(dir, "killed");
    const env = { NODE_ENV: "development", DATA_DIR: dataDir };
    const small = path.join(dir, "small.csv");
    fs.writeFileSync(small, [HEADER, csvRow("KEPT-1", "300000")].join("\n"));
    expect((await runCliProcess("listings-import.ts", [small], env)).code).toBe(0);

    const rows = 4000;
    const big = path.join(dir, "big.csv");
    fs.writeFileSync(big, [HEADER, ...Array.from({ length: rows }, (_, i) => csvRow(`BIG-${i}`, String(200000 + i)))].join("\n"));
    const killed = await runCliProcess("listings-import.ts", [big], env, (child) => {
      // Killed at the first write-ahead-log write after it took the database: the migration
      // check writes nothing and the rows are validated before the transaction, so this is the
      // transaction's own WAL, flushed long before its commit (4,000 rows fill the WAL buffers).
      let walBefore: number | undefined;
      const timer = setInterval(() => {
        if (!fs.existsSync(path.join(dataDir, "pglite.lock"))) return;
        walBefore ??= lastWalWrite(dataDir);
        if (lastWalWrite(dataDir) === walBefore) return;
        clearInterval(timer);
        process.kill(-child.pid!, "SIGKILL");
      }, 5);
    });
    expect(killed.signal).toBe("SIGKILL");
    expect(killed.stdout).not.toContain("Imported");
    expect(await importedCounts(dataDir)).toEqual({ kept: 1, big: 0 });

    const rerun = await runCliProcess("listings-import.ts", [big], env);
    expect(rerun.stdout).toContain(`Imported ${rows} listings (CSV): ${rows} new`);
    expect(await importedCounts(dataDir)).toEqual({ kept: 1, big: rows });
  }, 120_000);
});

/** When PGlite last wrote its write-ahead log (ms since the epoch). */
function lastWalWrite(dataDir: string): number {
  const wal = path.join(dataDir, "pglite", "pg_wal");
  return Math.max(...fs.readdirSync(wal).map((name) => fs.statSync(path.join(wal, name)).mtimeMs));
}

async function importedCounts(dataDir: string): Promise<{ kept: number; big: number }> {
  const handle = await openWhenUnlocked(dataDir);
  try {
    const [row] = await queryRows<{ kept: number; big: number }>(
      handle.db,
      sql`select count(*) filter (where listing_key = 'KEPT-1')::int as kept, count(*) filter (where listing_key like 'BIG-%')::int as big from listings`,
    );
    return row!;
  } finally {
    await handle.close();
  }
}
