/**
 * `npm run perf`: builds the site (skip with --no-build), starts the production server and,
 * per public route, prints the Lighthouse mobile scores (performance, accessibility, best
 * practices, SEO) and the first-load JavaScript in KB gzip, measured from the script tags
 * of the served HTML (scripts/first-load-js.mjs), with the framework floor's page first: a bare
 * Next.js page built with the same Next (scripts/floor-app.mjs). Writes reports/perf.json and
 * the table as Markdown to reports/perf.md.
 *
 *   npm run perf -- [--no-build] [--runs N] [--cpu-slowdown N] [--detail] [--signed-in [--warm]] [--floor-each] [--keep-traces] [/path/ ...]
 *   ("{widgetKey}" in a path is replaced by the key of a widget created for the run)
 *
 * --signed-in measures the pages as a signed-in user sees them (e.g. `npm run perf -- --no-build
 * --signed-in /saved-homes/ /saved-scenarios/ /profile/ /manage-widget/`): an account made for
 * the run (MEASURE_ACCOUNT in first-load-js.mjs: 50 saved homes, 10 saved scenarios on the premium
 * plan, an agent profile, 3 widgets), its session written to the browser's localStorage
 * before every run (Lighthouse's storage reset is off for these runs, as it would clear the
 * session). Each run is still a first visit, as the floor's and every public page's are: the
 * origin's service worker, its caches and the HTTP cache are cleared before the session is
 * written. A worker left from the run before served the scripts from its precache with their
 * code caches, which moved Lighthouse's figures by several times from one run to the next
 * (docs/quality.md, "Signed-in answers in transitions"). --warm keeps them, to measure a
 * returning visit.
 *
 * Each page's TBT is also given as a ratio to the floor page's ("TBT / floor's"). With --floor-each
 * the floor is measured again just before every run of every page, and the ratio is the median
 * of each run's ratio to the floor run beside it: the machine's drift over a long run cancels
 * out (it doubles the run's time).
 *
 * --keep-traces copies each run's trace (what Lighthouse scored) to reports/perf-traces/, to be read
 * in Chrome DevTools' Performance panel or by a script.
 *
 * --detail also prints, per run, the main thread's long tasks (start, duration, script) and the
 * script evaluation time per file, to find where Total Blocking Time comes from, each failed
 * accessibility or best-practices audit with what it found, and what the browser did before the
 * simulation: when the first GraphQL request went out, when the last answer came, and the largest
 * paint; and the chain of requests and tasks that set the simulated LCP (scripts/lantern-lcp-path.mjs;
 * with PERF_LCP_REQUESTS=1, every request of that simulation too).
 *
 * CPU throttling is calibrated to the host, as Lighthouse's docs/throttling.md advises: its
 * default 4x slowdown turns a high-end desktop (benchmarkIndex 1500-2000) into the mid-tier
 * phone the mobile score is meant for, and over-throttles a slower host. So the slowdown is
 * 4 x (benchmarkIndex / 1750), the middle of that bracket, kept between 1 and 4.
 *
 * Per run: this machine's speed drifts by half within minutes (a shared virtual machine), so a
 * slowdown chosen once at the start no longer fits the runs that follow it. Lighthouse's
 * simulated throttling applies the slowdown only when it scores an unthrottled trace, so each
 * run gathers first (gatherMode), reads the benchmarkIndex that Lighthouse measured just before
 * loading the page, and then scores the same trace (auditMode) with the slowdown that index
 * calls for. `--cpu-slowdown N` uses N for every run instead (4 is Lighthouse's default). The
 * slowdowns used and the benchmarkIndexes go in the report.
 *
 * Plain JavaScript on purpose: a TypeScript loader (tsx) rewrites the functions Lighthouse
 * sends into the page and breaks them. The public routes come from the served sitemap's pages
 * files, which the route registry generates.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";

import { TEST_STRIPE_ENV } from "../tests/support/stripe-test-events.cjs";

import { MEASURE_ACCOUNT, createWidgetKey, firstLoadJsMeter, signedInStorage, sitemapPaths, startNextServer } from "./first-load-js.mjs";
import { startFloorApp } from "./floor-app.mjs";
import { simulatedLcpChains } from "./lantern-lcp-path.mjs";
import { localEnv } from "./local-env.mjs";

const args = process.argv.slice(2);
const build = !args.includes("--no-build");
const detail = args.includes("--detail");
const signedIn = args.includes("--signed-in");
const warm = args.includes("--warm");
const floorEach = args.includes("--floor-each");
const keepTraces = args.includes("--keep-traces");
const TRACE_DIR = "reports/perf-traces";
const runsIndex = args.indexOf("--runs");
const runs = runsIndex >= 0 ? Math.max(1, Number(args[runsIndex + 1]) || 1) : 1;
const explicit = args.filter((arg, i) => arg.startsWith("/") && args[i - 1] !== "--runs" && args[i - 1] !== "--cpu-slowdown");
const slowdownIndex = args.indexOf("--cpu-slowdown");
const fixedSlowdown = slowdownIndex >= 0 ? Number(args[slowdownIndex + 1]) : undefined;
if (fixedSlowdown !== undefined && !(fixedSlowdown >= 1 && fixedSlowdown <= 20)) {
  console.error("--cpu-slowdown takes a number from 1 to 20");
  process.exit(2);
}
if (warm && !signedIn) {
  // Public pages' runs reset storage (and with it the worker and caches) every time.
  console.error("--warm is for --signed-in runs: it keeps the worker and caches that those runs clear");
  process.exit(2);
}

/** Lighthouse's default CPU slowdown and the benchmarkIndex of the host it was chosen for. */
const DEFAULT_SLOWDOWN = 4;
const REFERENCE_BENCHMARK_INDEX = 1750;

const port = Number(process.env.PERF_PORT ?? 3200);
const origin = `http://localhost:${port}`;
// Stripe's test settings: the signed-in account is made a member through the webhook.
const env = localEnv({ ...process.env, ...TEST_STRIPE_ENV, PORT: String(port), DATA_DIR: ".data-perf", SITE_URL: origin, NODE_ENV: "production" });

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** A run Lighthouse could not score (its runtimeError, e.g. NO_FCP): retried, never scored 0. */
class RunFailed extends Error {}

/** How many times one run is tried before the route is reported as failed. */
const ATTEMPTS = 3;

/**
 * Writes `entries` into the localStorage of `pageOrigin` in the browser on `chromePort` (a tab
 * opened on the origin's robots.txt, then closed): a signed-in session for the next run. Unless
 * --warm, first clears the origin's service worker and caches and the HTTP cache (a first visit).
 */
async function writeLocalStorage(chromePort, pageOrigin, entries) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const tab = await browser.newPage();
    if (!warm) {
      const cdp = await tab.createCDPSession();
      await cdp.send("Storage.clearDataForOrigin", { origin: pageOrigin, storageTypes: "service_workers,cache_storage" });
      await cdp.send("Network.clearBrowserCache");
      await cdp.detach();
    }
    await tab.goto(`${pageOrigin}/robots.txt`);
    await tab.evaluate((pairs) => {
      for (const [key, value] of pairs) localStorage.setItem(key, value);
    }, Object.entries(entries));
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

/** `measure`, tried again when Lighthouse reports a runtimeError; each failure is printed. */
async function measureWithRetry(port, url, onlyCategories, storage) {
  for (let attempt = 1; ; attempt++) {
    try {
      if (storage) await writeLocalStorage(port, new URL(url).origin, storage);
      return await measure(port, url, onlyCategories, Boolean(storage));
    } catch (error) {
      if (!(error instanceof RunFailed) || attempt >= ATTEMPTS) throw error;
      console.log(`  ${url}: Lighthouse could not score the run (${error.message}); trying again`);
    }
  }
}

/**
 * One Lighthouse run: gathers the page (unthrottled trace, Lighthouse's benchmarkIndex of the
 * moment), then scores it with the slowdown for that index (or the fixed one).
 */
async function measure(port, url, onlyCategories, keepStorage) {
  const dir = mkdtempSync(join(tmpdir(), "perf-"));
  try {
    const flags = { port, output: "json", logLevel: "error", onlyCategories, disableStorageReset: keepStorage };
    await lighthouse(url, { ...flags, gatherMode: dir });
    const file = join(dir, "artifacts.json");
    const artifacts = JSON.parse(readFileSync(file, "utf8"));
    const benchmarkIndex = artifacts.BenchmarkIndex;
    if (!(benchmarkIndex > 0)) throw new Error(`Lighthouse measured no benchmarkIndex for ${url}`);
    const slowdown =
      fixedSlowdown ?? Math.round(Math.min(DEFAULT_SLOWDOWN, Math.max(1, (DEFAULT_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX)) * 10) / 10;
    // Lighthouse scores saved artifacts only with the settings they were gathered with.
    artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
    writeFileSync(file, JSON.stringify(artifacts));
    const result = await lighthouse(url, { ...flags, auditMode: dir, throttling: { ...artifacts.settings.throttling } });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new RunFailed(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    if (result.lhr.configSettings.throttling.cpuSlowdownMultiplier !== slowdown) throw new Error("Lighthouse ignored the CPU slowdown");
    if (keepTraces) {
      mkdirSync(TRACE_DIR, { recursive: true });
      for (const name of readdirSync(dir).filter((file) => file.endsWith(".trace.json")))
        copyFileSync(
          join(dir, name),
          join(TRACE_DIR, `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${Date.now()}.json`),
        );
    }
    return { lhr: result.lhr, slowdown, benchmarkIndex: Math.round(benchmarkIndex), lcpChains: detail ? simulatedLcpChains() : [] };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Where the main thread's time went in one run (--detail). */
function printDetail(lhr, run, lcpChains) {
  const short = (url) =>
    String(url ?? "")
      .replace(origin, "")
      .slice(0, 70);
  console.log(
    `  run ${run + 1}: perf ${Math.round(lhr.categories.performance.score * 100)}, TBT ${Math.round(lhr.audits["total-blocking-time"].numericValue)} ms, FCP ${Math.round(lhr.audits["first-contentful-paint"].numericValue)} ms`,
  );
  // What the browser did, unthrottled (before the simulation): the API's first request and last
  // answer, and the largest paint, in ms after navigation.
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const api = (lhr.audits["network-requests"]?.details?.items ?? []).filter((item) => /\/graphql\/?$/.test(new URL(item.url).pathname));
  const observed = [`LCP ${Math.round(metrics.observedLargestContentfulPaint ?? 0)} ms`];
  if (api.length > 0)
    observed.unshift(
      `${api.length} API request(s), the first sent at ${Math.round(Math.min(...api.map((item) => item.networkRequestTime)))} ms, the last answered at ${Math.round(Math.max(...api.map((item) => item.networkEndTime)))} ms`,
    );
  console.log(`    observed, unthrottled: ${observed.join(", ")}`);
  for (const { label, lines } of lcpChains) console.log(`    simulated LCP, ${label} chain:\n${lines.map((line) => `      ${line}`).join("\n")}`);
  for (const task of lhr.audits["long-tasks"]?.details?.items ?? [])
    console.log(`    long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms  ${short(task.url)}`);
  for (const item of lhr.audits["bootup-time"]?.details?.items ?? [])
    console.log(`    script ${short(item.url).padEnd(70)} eval ${Math.round(item.scripting)} ms, parse ${Math.round(item.scriptParseCompile)} ms`);
  // What keeps accessibility or best practices under 100: each failed audit and what it found.
  for (const key of ["accessibility", "best-practices"])
    for (const { id } of lhr.categories[key]?.auditRefs ?? []) {
      const audit = lhr.audits[id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      const found = (audit.details?.items ?? []).slice(0, 3).map((item) => JSON.stringify(item).slice(0, 200));
      console.log(`    ${key} failed: ${id} (${audit.title})${found.length > 0 ? `: ${found.join("; ")}` : ""}`);
    }
}

/**
 * Lighthouse runs of one page (medians) and its first-load JS; `label` names it in the table.
 * `floorOrigin`: the floor page is measured before each run, for the run's TBT ratio.
 */
async function measureRoute(chromePort, pageOrigin, path, label, meter, allRuns, storage, floorOrigin) {
  await fetch(pageOrigin + path); // warm the server's caches, as a CDN would be
  const scores = { performance: [], accessibility: [], "best-practices": [], seo: [] };
  const lcp = [];
  const tbt = [];
  const cls = [];
  const routeSlowdowns = [];
  const floorTbt = [];
  const tbtRatios = [];
  for (let run = 0; run < runs; run++) {
    if (floorOrigin) {
      const floorRun = await measureWithRetry(chromePort, `${floorOrigin}/`, ["performance"]);
      floorTbt.push(floorRun.lhr.audits["total-blocking-time"]?.numericValue ?? 0);
    }
    const { lhr, slowdown, benchmarkIndex, lcpChains } = await measureWithRetry(chromePort, pageOrigin + path, Object.keys(scores), storage);
    routeSlowdowns.push(slowdown);
    allRuns.slowdowns.push(slowdown);
    allRuns.benchmarkIndexes.push(benchmarkIndex);
    for (const key of Object.keys(scores)) scores[key].push(Math.round((lhr.categories[key]?.score ?? 0) * 100));
    lcp.push(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0);
    tbt.push(lhr.audits["total-blocking-time"]?.numericValue ?? 0);
    cls.push(lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0);
    if (floorOrigin) tbtRatios.push(tbt.at(-1) / Math.max(1, floorTbt.at(-1)));
    if (detail) printDetail(lhr, run, lcpChains);
  }
  const row = {
    path: label,
    performance: median(scores.performance),
    accessibility: median(scores.accessibility),
    bestPractices: median(scores["best-practices"]),
    seo: median(scores.seo),
    lcpMs: Math.round(median(lcp)),
    tbtMs: Math.round(median(tbt)),
    cls: Math.round(median(cls) * 1000) / 1000,
    firstLoadJsKbGzip: (await meter.measure(path)).kb,
    cpuSlowdown: median(routeSlowdowns),
    ...(floorOrigin ? { floorTbtMs: Math.round(median(floorTbt)), tbtRatio: Math.round(median(tbtRatios) * 100) / 100 } : {}),
  };
  console.log(
    `${label.padEnd(40)} perf ${String(row.performance).padStart(3)}  a11y ${String(row.accessibility).padStart(3)}  bp ${String(row.bestPractices).padStart(3)}  seo ${String(row.seo).padStart(3)}  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms${row.tbtRatio === undefined ? "" : ` (${row.tbtRatio}x the floor's ${row.floorTbtMs} beside it)`}  CLS ${row.cls}  JS ${row.firstLoadJsKbGzip} KB gzip  CPU ${row.cpuSlowdown}x`,
  );
  return row;
}

/**
 * The rows as a Markdown table, the floor page first; "own JS" is a page's first-load JS over the
 * floor's, "TBT / floor's" its TBT over the floor row's (or, with --floor-each, the median of its
 * runs' ratios to the floor runs beside them).
 */
function markdownTable(rows, floorKb) {
  const floorTbt = Math.max(1, rows[0].tbtMs);
  const lines = [
    "| Page | Performance | Accessibility | Best practices | SEO | LCP (ms) | TBT (ms) | TBT / floor's | CLS | First-load JS (KB gzip) | Own JS over the floor (KB) | CPU slowdown |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const row of rows) {
    const own = row.path === FLOOR_LABEL ? "0 (floor)" : (Math.round((row.firstLoadJsKbGzip - floorKb) * 10) / 10).toFixed(1);
    const ratio = row.path === FLOOR_LABEL ? "1 (floor)" : (row.tbtRatio ?? Math.round((row.tbtMs / floorTbt) * 100) / 100).toFixed(2);
    lines.push(
      `| ${row.path} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpMs} | ${row.tbtMs} | ${ratio} | ${row.cls} | ${row.firstLoadJsKbGzip} | ${own} | ${row.cpuSlowdown}x |`,
    );
  }
  return `${lines.join("\n")}\n`;
}

/** The floor's row label: a bare Next.js App Router page built with the same Next (scripts/floor-app.mjs). */
const FLOOR_LABEL = "(floor: bare Next.js page)";

async function main() {
  if (build) {
    const result = spawnSync("npx", ["next", "build", "--webpack"], { stdio: "inherit", env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  rmSync(".data-perf", { recursive: true, force: true });
  const floor = await startFloorApp({ port: port + 1 });
  process.on("exit", floor.stop);
  const site = await startNextServer({ port, env, timeoutMs: 60_000 });
  // Every public page: the "pages" files of the sitemap index (the route registry's public routes).
  const listed = explicit.length > 0 ? explicit : await sitemapPaths(origin, (file) => file.startsWith("/sitemaps/pages-"));
  // `{widgetKey}` in a path (e.g. "/mortgage-calculator-widget/?key={widgetKey}") is the key of a
  // widget made for this run through the API: the keyed widget page needs one in the database.
  const widgetKey = listed.some((path) => path.includes("{widgetKey}")) ? await createWidgetKey(origin) : "";
  const paths = listed.map((path) => path.replaceAll("{widgetKey}", widgetKey));
  const storage = signedIn ? await signedInStorage(origin, MEASURE_ACCOUNT) : undefined;

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const rows = [];
  const allRuns = { slowdowns: [], benchmarkIndexes: [] };
  console.log(
    fixedSlowdown === undefined ? "CPU slowdown: calibrated on every run (4 x benchmarkIndex / 1750, 1 to 4)" : `CPU slowdown ${fixedSlowdown}x (fixed)`,
  );
  try {
    rows.push(await measureRoute(chrome.port, floor.origin, "/", FLOOR_LABEL, firstLoadJsMeter(floor.origin), allRuns));
    const meter = firstLoadJsMeter(origin);
    for (const path of paths)
      rows.push(
        await measureRoute(chrome.port, origin, path, signedIn ? `${path} (signed in)` : path, meter, allRuns, storage, floorEach ? floor.origin : undefined),
      );
  } finally {
    chrome.kill();
    site.stop();
    floor.stop();
  }
  mkdirSync("reports", { recursive: true });
  const floorKb = rows[0].firstLoadJsKbGzip;
  const report = {
    measuredAt: new Date().toISOString(),
    runsPerRoute: runs,
    cpuSlowdown: fixedSlowdown ?? "calibrated per run",
    ...allRuns,
    floorKb,
    routes: rows,
  };
  writeFileSync("reports/perf.json", `${JSON.stringify(report, null, 2)}\n`);
  const table = markdownTable(rows, floorKb);
  writeFileSync("reports/perf.md", `# Lighthouse mobile, ${report.measuredAt}\n\n${runs} run(s) per page, medians.\n\n${table}`);
  console.log(`\n${table}`);
  console.log("Wrote reports/perf.json and reports/perf.md");
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
