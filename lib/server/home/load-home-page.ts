import "server-only";

import { quickStart, type QuickStart } from "@/lib/server/calculator/quick-start";
import type { ScenarioSource } from "@/lib/calculator/scenario";
import type { RateObservation } from "@/lib/rates/series";
import { getDatabase } from "@/lib/server/db/database";
import { logger } from "@/lib/server/logger";
import { getTodayRate } from "@/lib/server/rates/today-rate";

/** What the home page renders from: today's rate and the quick calculator's start. */
export interface HomePageData {
  today: RateObservation | null;
  start: QuickStart;
}

/**
 * Today's rate from the database (one indexed query). The home page is the site's front door:
 * when the database cannot answer, the error is logged and the page renders without today's
 * rate (it says so, and the calculator starts at its default rate) rather than failing.
 */
async function loadTodayRate(): Promise<RateObservation | null> {
  try {
    const { db } = await getDatabase();
    return await getTodayRate(db);
  } catch (error) {
    logger.error("home page: today's rate could not be read", { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/**
 * The home page's data for one request: today's rate, then the quick calculator's start from the
 * address (every parameter sanitized; never throws).
 *
 * @param params the page's `searchParams`
 */
export async function loadHomePage(params: ScenarioSource): Promise<HomePageData> {
  const today = await loadTodayRate();
  return { today, start: quickStart(params, today?.ratePercent ?? null) };
}
