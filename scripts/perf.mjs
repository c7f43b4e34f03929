/**
 * `npm run perf`: builds the site (skip with --no-build), starts the production server and,
 * per main route, prints the Lighthouse mobile scores (performance, accessibility, best
 * practices, SEO) and the first-load JavaScript in KB gzip, measured from the script tags
 * of the served HTML. Writes everything to reports/perf.json.
 *
 *   npm run perf -- [--no-build] [--runs N] [--cpu-slowdown N] [--detail] [/path/ ...]
 *
 * --detail also prints, per run, the main thread's long tasks (start, duration, script) and the
 * script evaluation time per file, to find where Total Blocking Time comes from.
 *
 * CPU throttling is calibrated to the host, as Lighthouse's docs/throttling.md advises: its
 * default 4x slowdown turns a high-end desktop (benchmarkIndex 1500-2000) into the mid-tier
 * phone the mobile score is meant for, and over-throttles a slower host. So the slowdown is
 * 4 x (measured benchmarkIndex / 1750), the middle of that bracket, between 1 and 4;
 * `--cpu-slowdown 4` gives Lighthouse's uncalibrated default. The slowdown used and the measured
 * benchmarkIndexes go in the report.
 *
 * Plain JavaScript on purpose: a TypeScript loader (tsx) rewrites the functions Lighthouse
 * sends into the page and breaks them. The main routes come from the served sitemap, which
 * the route registry generates.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { localEnv } from "./local-env.mjs";

const args = process.argv.slice(2);
const build = !args.includes("--no-build");
const detail = args.includes("--detail");
const runsIndex = args.indexOf("--runs");
const runs = runsIndex >= 0 ? Math.max(1, Number(args[runsIndex + 1]) || 1) : 1;
const explicit = args.filter((arg, i) => arg.startsWith("/") && args[i - 1] !== "--runs" && args[i - 1] !== "--cpu-slowdown");
const slowdownIndex = args.indexOf("--cpu-slowdown");
const fixedSlowdown = slowdownIndex >= 0 ? Number(args[slowdownIndex + 1]) : undefined;
if (fixedSlowdown !== undefined && !(fixedSlowdown >= 1 && fixedSlowdown <= 20)) {
  console.error("--cpu-slowdown takes a number from 1 to 20");
  process.exit(2);
}

/** Lighthouse's default CPU slowdown and the benchmarkIndex of the host it was chosen for. */
const DEFAULT_SLOWDOWN = 4;
const REFERENCE_BENCHMARK_INDEX = 1750;

const port = Number(process.env.PERF_PORT ?? 3200);
const origin = `http://localhost:${port}`;
const env = localEnv({ ...process.env, PORT: String(port), DATA_DIR: ".data-perf", SITE_URL: origin, NODE_ENV: "production" });

async function waitForServer(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Server did not answer at ${url} within ${timeoutMs} ms`);
}

/** First-load JS: every <script src> of the served HTML, fetched and gzipped (KB, 1 KB = 1024 bytes). */
async function firstLoadJsKb(path) {
  const html = await (await fetch(origin + path)).text();
  // `nomodule` scripts (Next's legacy polyfills) are skipped: browsers with ES modules never load them.
  const sources = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)]
    .filter((match) => !/nomodule/i.test(match[1] + match[3]))
    .map((match) => match[2].replaceAll("&amp;", "&"));
  let bytes = 0;
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Where the main thread's time went in one run (--detail). */
function printDetail(lhr, run) {
  const short = (url) => String(url ?? "").replace(origin, "").slice(0, 70);
  console.log(`  run ${run + 1}: perf ${Math.round(lhr.categories.performance.score * 100)}, TBT ${Math.round(lhr.audits["total-blocking-time"].numericValue)} ms, FCP ${Math.round(lhr.audits["first-contentful-paint"].numericValue)} ms`);
  for (const task of lhr.audits["long-tasks"]?.details?.items ?? [])
    console.log(`    long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms  ${short(task.url)}`);
  for (const item of lhr.audits["bootup-time"]?.details?.items ?? [])
    console.log(`    script ${short(item.url).padEnd(70)} eval ${Math.round(item.scripting)} ms, parse ${Math.round(item.scriptParseCompile)} ms`);
}

async function main() {
  if (build) {
    const result = spawnSync("npx", ["next", "build", "--webpack"], { stdio: "inherit", env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  rmSync(".data-perf", { recursive: true, force: true });
  const server = spawn("npx", ["next", "start"], { env, stdio: "ignore", detached: true });
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    } catch {
      // already stopped
    }
  };
  process.on("exit", stop);
  await waitForServer(`${origin}/`, 60_000);
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = explicit.length > 0 ? explicit : [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const rows = [];
  let cpuSlowdownMultiplier = fixedSlowdown;
  const benchmarkIndexes = [];
  try {
    if (cpuSlowdownMultiplier === undefined) {
      // Calibration: the host's benchmarkIndex, which Lighthouse measures on every run (median of
      // three runs on the first route; their scores are not reported).
      for (let run = 0; run < 3; run++) {
        const result = await lighthouse(origin + paths[0], { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
        if (!result) throw new Error(`Lighthouse returned nothing for ${paths[0]}`);
        benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
      }
      const ratio = median(benchmarkIndexes) / REFERENCE_BENCHMARK_INDEX;
      cpuSlowdownMultiplier = Math.round(Math.min(DEFAULT_SLOWDOWN, Math.max(1, DEFAULT_SLOWDOWN * ratio)) * 10) / 10;
    }
    console.log(
      `CPU slowdown ${cpuSlowdownMultiplier}x${benchmarkIndexes.length > 0 ? ` (host benchmarkIndex ${Math.round(median(benchmarkIndexes))}, calibrated)` : " (fixed)"}`,
    );
    const throttling = { cpuSlowdownMultiplier };
    for (const path of paths) {
      await fetch(origin + path); // warm the server's caches, as a CDN would be
      const scores = { performance: [], accessibility: [], "best-practices": [], seo: [] };
      const lcp = [];
      const tbt = [];
      const cls = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(origin + path, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: Object.keys(scores), throttling });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        if (result.lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdownMultiplier) throw new Error("Lighthouse ignored the CPU slowdown");
        for (const key of Object.keys(scores)) scores[key].push(Math.round((result.lhr.categories[key]?.score ?? 0) * 100));
        lcp.push(result.lhr.audits["largest-contentful-paint"]?.numericValue ?? 0);
        tbt.push(result.lhr.audits["total-blocking-time"]?.numericValue ?? 0);
        cls.push(result.lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0);
        if (detail) printDetail(result.lhr, run);
      }
      const row = {
        path,
        performance: median(scores.performance),
        accessibility: median(scores.accessibility),
        bestPractices: median(scores["best-practices"]),
        seo: median(scores.seo),
        lcpMs: Math.round(median(lcp)),
        tbtMs: Math.round(median(tbt)),
        cls: Math.round(median(cls) * 1000) / 1000,
        firstLoadJsKbGzip: await firstLoadJsKb(path),
      };
      rows.push(row);
      console.log(
        `${path.padEnd(40)} perf ${String(row.performance).padStart(3)}  a11y ${String(row.accessibility).padStart(3)}  bp ${String(row.bestPractices).padStart(3)}  seo ${String(row.seo).padStart(3)}  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}  JS ${row.firstLoadJsKbGzip} KB gzip`,
      );
    }
  } finally {
    chrome.kill();
    stop();
  }
  mkdirSync("reports", { recursive: true });
  const report = { measuredAt: new Date().toISOString(), runsPerRoute: runs, cpuSlowdownMultiplier, benchmarkIndexes, routes: rows };
  writeFileSync("reports/perf.json", `${JSON.stringify(report, null, 2)}\n`);
  console.log("Wrote reports/perf.json");
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
