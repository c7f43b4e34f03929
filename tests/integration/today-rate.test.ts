// Today's rate on the home page: the newest PMMS week with a 30-year figure, in one query.
import { desc, eq, isNotNull } from "drizzle-orm";

import { schema } from "@/lib/server/db/client";
import { getMarketRates } from "@/lib/server/rates/market-rates";
import { getTodayRate } from "@/lib/server/rates/today-rate";

import { createTestDatabase, engineName, type TestDatabase } from "./support/test-database";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

describe(`getTodayRate (${engineName})`, () => {
  test("is the newest seeded week's 30-year average, as getMarketRates reports it", async () => {
    const { db } = database.handle;
    const today = await getTodayRate(db);
    expect(today).toEqual((await getMarketRates(db)).MORTGAGE30US);
    const [newest] = await db
      .select()
      .from(schema.mortgageRates)
      .where(isNotNull(schema.mortgageRates.rate30YearFixed))
      .orderBy(desc(schema.mortgageRates.weekDate))
      .limit(1);
    expect(today).toEqual({ seriesId: "MORTGAGE30US", date: newest?.weekDate, ratePercent: newest?.rate30YearFixed });
  });

  test("skips a newer week without a 30-year figure, and is null when no week has one", async () => {
    const { db } = database.handle;
    const before = await getTodayRate(db);
    await db.insert(schema.mortgageRates).values({ weekDate: "2099-01-01", rate30YearFixed: null, rate15YearFixed: 5.5 });
    expect(await getTodayRate(db)).toEqual(before);
    await db.update(schema.mortgageRates).set({ rate30YearFixed: null });
    expect(await getTodayRate(db)).toBeNull();
    await db.delete(schema.mortgageRates).where(eq(schema.mortgageRates.weekDate, "2099-01-01"));
  });
});
