/**
 * `npm run profile -- [--signed-in] [--tasks] [--homes N] [--cpu-slowdown N] [--over MS] /path/ ...`: where a page
 * load's main-thread time goes, beyond what Lighthouse's `--detail` names (a script per long
 * task). Starts the production build (`next start`, its own data directory) and loads each path
 * in Chromium at a phone's size with the CPU slowed by DevTools (4x unless told), recording a
 * trace and a JavaScript CPU profile. Prints per page:
 * - the main thread's tasks over 50 ms (--over MS for another threshold: at --cpu-slowdown 1, 12.5
 *   finds the tasks that Lighthouse's 4x simulation turns into blocking time), with their start
 *   after navigation, and their blocking
 *   time (what Total Blocking Time sums, here over the whole load under real throttling);
 * - the trace events inside those tasks by name (Layout, EvaluateScript, FunctionCall, ...);
 * - the functions by inclusive time (minified names, file:line:column), the JavaScript time per
 *   file, and writes the profile to reports/profile/<path>.cpuprofile (Chrome DevTools opens it);
 * - each layout shift (not after input), with the elements that moved and their boxes before and after.
 *
 * --tasks also prints each of those tasks with its direct parts (the trace events nested one level
 * inside it, longest first, with the script or function they ran), to tell apart a task that
 * is one script's evaluation from one that is React's work loop, a layout or a style recalculation,
 * and the functions with the most JavaScript self time in it.
 *
 * --signed-in uses the account `npm run perf -- --signed-in` measures with (MEASURE_ACCOUNT in
 * first-load-js.mjs), with --homes saved homes (its 50 unless told). Run it on a quiet machine: the figures are wall time.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";

import puppeteer from "puppeteer-core";

import { TEST_STRIPE_ENV } from "../tests/support/stripe-test-events.cjs";

import { MEASURE_ACCOUNT, signedInStorage, startNextServer } from "./first-load-js.mjs";
import { localEnv } from "./local-env.mjs";

const args = process.argv.slice(2);
const valueOf = (flag, fallback) => {
  const index = args.indexOf(flag);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const signedIn = args.includes("--signed-in");
const perTask = args.includes("--tasks");
const homes = valueOf("--homes", MEASURE_ACCOUNT.homes);
const slowdown = valueOf("--cpu-slowdown", 4);
const overMs = valueOf("--over", 50);
const paths = args.filter((arg, i) => arg.startsWith("/") && !["--homes", "--cpu-slowdown", "--over"].includes(args[i - 1]));
if (paths.length === 0 || !(slowdown >= 1 && slowdown <= 20) || !(homes >= 0) || !(overMs > 0)) {
  console.error("usage: npm run profile -- [--signed-in] [--tasks] [--homes N] [--cpu-slowdown N] [--over MS] /path/ ...");
  process.exit(2);
}

const port = Number(process.env.PROFILE_PORT ?? 3250);
const origin = `http://localhost:${port}`;
const dataDir = ".data-profile";
const outDir = "reports/profile";

/** The renderer's request for the measured page: its thread is the page's main thread, its time the navigation's start. */
const navigationOf = (events, url) => events.find((e) => e.name === "ResourceSendRequest" && e.args?.data?.url === url);

/**
 * The page's renderer main thread: the one that navigated to the measured page (other renderers,
 * such as the browser's own new-tab page, may be busier), else the one that ran the most tasks.
 */
function pageMainThread(events, url) {
  const navigated = navigationOf(events, url);
  if (navigated) return `${navigated.pid}:${navigated.tid}`;
  const mains = new Set(events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  const busy = new Map();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.name === "RunTask" && mains.has(thread)) busy.set(thread, (busy.get(thread) ?? 0) + e.dur);
  }
  return [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

function longTasks(events, url) {
  const main = pageMainThread(events, url);
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === "X");
  const start = navigationOf(events, url)?.ts ?? onMain[0]?.ts ?? 0;
  const tasks = onMain.filter((e) => e.name === "RunTask" && e.dur > overMs * 1000);
  const inside = new Map();
  for (const task of tasks) {
    for (const e of onMain) {
      if (e.name === "RunTask" || e.ts < task.ts || e.ts >= task.ts + task.dur) continue;
      inside.set(e.name, (inside.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    }
  }
  // Blocking time counts every task over 50 ms, whatever --over lists.
  const blockingMs = onMain.filter((e) => e.name === "RunTask" && e.dur > 50_000).reduce((sum, e) => sum + e.dur / 1000 - 50, 0);
  return { tasks: tasks.map((t) => ({ ts: t.ts, at: (t.ts - start) / 1000, ms: t.dur / 1000, parts: directParts(onMain, t) })), inside, blockingMs };
}

/** What an event ran, where the trace says: a script's file, a function's name and file, a timer or an event's type. */
function eventLabel(e) {
  const data = e.args?.data ?? e.args?.beginData ?? {};
  const file = (data.url ?? data.scriptName ?? "").split("/").pop();
  const what = [data.functionName, file, data.type].filter(Boolean).join(" ");
  return what ? `${e.name} (${what})` : e.name;
}

/** The events one level inside `task` (events on one thread nest), longest first. */
function directParts(onMain, task) {
  const end = task.ts + task.dur;
  const inTask = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < end && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const parts = [];
  let reach = task.ts;
  for (const e of inTask) {
    if (e.ts < reach) continue;
    parts.push({ label: eventLabel(e), ms: e.dur / 1000 });
    reach = e.ts + e.dur;
  }
  return parts.sort((a, b) => b.ms - a.ms);
}

/** A profile's nodes by id. */
function nodesById(profile) {
  return new Map(profile.nodes.map((n) => [n.id, n]));
}

/** A function as the report names it: name, file (or "(native)"), line and column. */
function frameLabel({ callFrame: f }) {
  return `${f.functionName || "(anonymous)"} ${f.url.split("/").pop() || "(native)"}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
}

/** Inclusive time per function (each sample counted once per function on its stack), and self time per file. */
function profileTotals(profile, nodes) {
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const inclusive = new Map();
  const byFile = new Map();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const leaf = nodes.get(id);
    if (["(idle)", "(program)", "(garbage collector)", "(root)"].includes(leaf.callFrame.functionName)) return;
    const file = leaf.callFrame.url.split("/").pop() || "(native)";
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const node = nodes.get(cur);
      if (node.callFrame.functionName === "(root)") break;
      const key = frameLabel(node);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
    }
  });
  return { inclusive, byFile };
}

/** Self time per function in the samples taken between two trace timestamps (the profile's clock is the trace's). */
function selfTimeBetween(profile, nodes, from, to) {
  const self = new Map();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from || at >= to) return;
    const node = nodes.get(id);
    if (["(idle)", "(root)"].includes(node.callFrame.functionName)) return;
    const key = frameLabel(node);
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  return self;
}

const top = (map, n) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);

async function profilePage(browser, path, storage) {
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    // A page of the site first, so the load below stays in this renderer (and its trace thread).
    await page.goto(`${origin}/robots.txt`);
    if (storage) {
      await page.evaluate((pairs) => {
        for (const [key, value] of pairs) localStorage.setItem(key, value);
      }, Object.entries(storage));
    }
    // Layout shifts as the page sees them, with what moved (Lighthouse gives the score only).
    await page.evaluateOnNewDocument(() => {
      const shifts = [];
      Object.defineProperty(window, "__layoutShifts", { value: shifts });
      const describe = (node) =>
        node instanceof Element
          ? `<${node.tagName.toLowerCase()}${node.id ? ` id="${node.id}"` : ""}${node.classList.length ? ` class="${node.className}"` : ""}> "${(node.textContent ?? "").trim().slice(0, 40)}"`
          : String(node?.nodeName ?? "(gone)");
      const box = (rect) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.hadRecentInput) continue;
          const moved = (entry.sources ?? []).map((source) => `${describe(source.node)} ${box(source.previousRect)} -> ${box(source.currentRect)}`);
          shifts.push({ at: Math.round(entry.startTime), value: entry.value, moved });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    const cdp = await page.createCDPSession();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await page.tracing.start({ categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
    await page.goto(origin + path, { waitUntil: "networkidle0" });
    // What the page does once the network is quiet (a deferred render, a late effect).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const shifts = await page.evaluate(() => window.__layoutShifts);
    const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString("utf8"));
    const { profile } = await cdp.send("Profiler.stop");
    const file = `${outDir}/${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}.cpuprofile`;
    writeFileSync(file, JSON.stringify(profile));

    const { tasks, inside, blockingMs } = longTasks(trace.traceEvents, origin + path);
    const nodes = nodesById(profile);
    const { inclusive, byFile } = profileTotals(profile, nodes);
    console.log(`\n${path}${storage ? " (signed in)" : ""}, CPU ${slowdown}x: ${file}`);
    console.log(`  blocking time (the part of each task beyond 50 ms, from navigation to 1.5 s after network idle): ${blockingMs.toFixed(0)} ms`);
    const all = tasks.reduce((sum, task) => sum + task.ms, 0);
    console.log(
      `  tasks over ${overMs} ms (${tasks.length}, ${all.toFixed(0)} ms in all): ${tasks.map((t) => `${t.ms.toFixed(0)} ms at ${t.at.toFixed(0)}`).join(", ") || "none"}`,
    );
    if (perTask)
      for (const task of tasks) {
        console.log(
          `    task at ${task.at.toFixed(0)} ms, ${task.ms.toFixed(0)} ms: ${task.parts
            .slice(0, 6)
            .map((part) => `${part.label} ${part.ms.toFixed(1)}`)
            .join(", ")}`,
        );
        const self = top(selfTimeBetween(profile, nodes, task.ts, task.ts + task.ms * 1000), 5);
        if (self.length > 0) console.log(`      JavaScript self time: ${self.map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(", ")}`);
      }
    console.log(
      `  in them: ${top(inside, 12)
        .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
        .join(", ")}`,
    );
    console.log(
      `  JavaScript by file (ms): ${top(byFile, 8)
        .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
        .join(", ")}`,
    );
    const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
    console.log(`  layout shifts: ${shifts.length === 0 ? "none" : `${cls.toFixed(3)} in all`}`);
    for (const shift of shifts) console.log(`    ${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.moved.join("; ")}`);
    console.log("  functions by inclusive time (ms):");
    for (const [name, ms] of top(inclusive, 25)) console.log(`    ${ms.toFixed(0).padStart(6)}  ${name}`);
  } finally {
    await page.close();
  }
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
  const env = localEnv({ ...process.env, ...TEST_STRIPE_ENV, PORT: String(port), DATA_DIR: dataDir, SITE_URL: origin, NODE_ENV: "production" });
  const site = await startNextServer({ port, env, timeoutMs: 90_000 });
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--headless=new", "--disable-background-networking", "--no-first-run"],
  });
  try {
    const storage = signedIn ? await signedInStorage(origin, { ...MEASURE_ACCOUNT, homes }) : undefined;
    for (const path of paths) await profilePage(browser, path, storage);
  } finally {
    await browser.close();
    site.stop();
  }
}

await main();
