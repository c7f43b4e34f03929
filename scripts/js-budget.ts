/**
 * `npm run budget:js`: the CI check of first-load JS budgets (docs/architecture.md, First-load JavaScript budgets) on the production build
 * that `next build` just wrote. Builds and serves a bare Next.js page for the framework floor
 * (scripts/floor-app.mjs), serves the site, measures every page under app/ at one address
 * (lib/build/js-budget.ts says which, and its budget), prints one line per page and fails
 * when a page is over its budget, cannot be measured or has no budget category.
 *
 *   npm run budget:js -- [--report reports/js-budget.json]
 *   JS_BUDGET_PORT (default 3150; the floor app uses the next port), NEXT_DIST_DIR as for next start.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

import { budgetsOfPage, BUDGETS, judgePage, ownKb, pagePattern, sampleAddress, unbudgetedPages, type BudgetResult } from "@/lib/build/js-budget";

import { TEST_STRIPE_ENV } from "../tests/support/stripe-test-events.cjs";

import { createWidgetKey, firstLoadJsMeter, sitemapPaths, startNextServer } from "./first-load-js.mjs";
import { startFloorApp } from "./floor-app.mjs";
import { localEnv } from "./local-env.mjs";

const args = process.argv.slice(2);
const reportIndex = args.indexOf("--report");
const reportFile = (reportIndex >= 0 ? args[reportIndex + 1] : undefined) ?? "reports/js-budget.json";
const port = Number(process.env.JS_BUDGET_PORT ?? 3150);
const dataDir = ".data-js-budget";

/** Route patterns of every page file under app/. */
function appPagePatterns(): string[] {
  const files = readdirSync("app", { recursive: true, encoding: "utf8" }).map((file) => join("app", file));
  return files.flatMap((file) => pagePattern(file) ?? []).sort();
}

interface ReportRow extends BudgetResult {
  category?: string;
  address?: string;
  totalKb?: number;
  ownKb?: number;
  budgetKb?: number;
}

async function main(): Promise<number> {
  const patterns = appPagePatterns();
  const rows: ReportRow[] = unbudgetedPages(patterns);

  const floor = await startFloorApp({ port: port + 1 });
  let floorKb: number;
  try {
    const measured = await firstLoadJsMeter(floor.origin).measure("/");
    if (measured.status !== 200) throw new Error(`The bare Next.js page answered HTTP ${measured.status}`);
    floorKb = measured.kb;
  } finally {
    floor.stop();
  }
  console.log(`Framework floor (a bare Next.js App Router page, same Next version): ${floorKb} KB gzip`);

  rmSync(dataDir, { recursive: true, force: true });
  // Payments on (test settings; no page load calls the service): a page is measured with the
  // parts a configured site shows, such as the premium page's checkout button.
  const env = localEnv({
    ...process.env,
    ...TEST_STRIPE_ENV,
    PORT: String(port),
    DATA_DIR: dataDir,
    SITE_URL: `http://localhost:${port}`,
    NODE_ENV: "production",
  });
  const site = await startNextServer({ port, env });
  try {
    const listed = await sitemapPaths(site.origin);
    // A dynamic route serving several budgeted addresses (the scenario twins) is measured at each.
    const measurable = patterns.flatMap((pattern) => budgetsOfPage(pattern));
    const needsWidget = measurable.some(([, budget]) => budget.measureAt?.includes("{widgetKey}"));
    const widgetKey = needsWidget ? await createWidgetKey(site.origin) : "";
    const meter = firstLoadJsMeter(site.origin);
    for (const [pattern, budget] of measurable) {
      const address = sampleAddress(pattern, budget, listed)?.replaceAll("{widgetKey}", widgetKey);
      if (address === undefined) {
        rows.push({ pattern, ok: false, message: `${pattern}: no address to measure it at (no page of this kind in the sitemap)`, category: budget.category });
        continue;
      }
      const { status, kb: totalKb } = await meter.measure(address);
      const result = judgePage({ pattern, address, status, totalKb }, budget.category, floorKb);
      rows.push({ ...result, category: budget.category, address, totalKb, ownKb: ownKb(totalKb, floorKb), budgetKb: BUDGETS[budget.category].kb });
    }
  } finally {
    site.stop();
  }

  for (const row of rows) console.log(`${row.ok ? "ok  " : "FAIL"}  ${row.message}`);
  const failed = rows.filter((row) => !row.ok).length;
  console.log(`First-load JS budgets: ${rows.length - failed} pages within, ${failed} failed`);
  mkdirSync(dirname(reportFile), { recursive: true });
  writeFileSync(reportFile, `${JSON.stringify({ measuredAt: new Date().toISOString(), floorKb, budgets: BUDGETS, pages: rows }, null, 2)}\n`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
