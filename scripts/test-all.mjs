// Runs every test suite in order, counts passes and failures across them and prints one
// closing line: "Total: N passed, N failed". Exit code 1 when anything failed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

import { ADS_BUILD_PATHS } from "./ads-build-paths.mjs";
import { localEnv } from "./local-env.mjs";

const pkg = JSON.parse(readFileSync("package.json", "utf8"));
mkdirSync("reports", { recursive: true });
const results = [];

function run(name, command, args, env = process.env) {
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const child = spawnSync(command, args, { stdio: "inherit", env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: child.status === 0, seconds };
}

/** Runs a command with its output buffered; resolves when it ends. */
function runBuffered(command, args, env) {
  return new Promise((resolve) => {
    const from = Date.now();
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (status) => resolve({ ok: status === 0, output: Buffer.concat(output), seconds: ((Date.now() - from) / 1000).toFixed(1) }));
  });
}

/**
 * Steps run side by side (this machine has two cores, and each step below leaves part of them
 * idle): each step's output is printed whole when all have ended, one step after another, then
 * each records its result. A step is { name, command, args, env?, record(outcome) }.
 */
async function together(steps) {
  const started = Date.now();
  const outcomes = await Promise.all(steps.map((step) => runBuffered(step.command, step.args, step.env ?? process.env)));
  steps.forEach((step, index) => {
    const outcome = outcomes[index];
    console.log(
      `\n=== ${step.name}: ${step.command} ${step.args.join(" ")} (side by side with ${steps.length - 1} other step${steps.length === 2 ? "" : "s"})`,
    );
    process.stdout.write(outcome.output);
    step.record(outcome);
  });
  console.log(`\n=== ${steps.map((step) => step.name).join(", ")}, side by side, took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** A check that is one pass or one failure (typecheck, lint, build). */
function check(name, command, args, env) {
  const { ok, seconds } = run(name, command, args, env);
  recordCheck(name, { ok, seconds });
}

function recordCheck(name, { ok, seconds }) {
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
}

/** A one-pass-or-failure check to run side by side with others ({@link together}). */
function checkStep(name, command, args, env) {
  return { name, command, args, env, record: (outcome) => recordCheck(name, outcome) };
}

function jestReport(name) {
  return `reports/${name.replace(/\W+/g, "-")}.json`;
}

function jestArgs(name, config, extraArgs) {
  const args = ["jest", "--ci", "--passWithNoTests", "--json", `--outputFile=${jestReport(name)}`];
  if (config) args.push("-c", config);
  return [...args, ...extraArgs];
}

/** Counts a jest run's passes and failures from its JSON report. */
function recordJest(name, { ok, seconds }) {
  const out = jestReport(name);
  let passed = 0;
  let failed = ok ? 0 : 1;
  let note;
  let failures = [];
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, "utf8"));
    passed = report.numPassedTests;
    // Suites that fail to run have no failed tests of their own: count them too.
    const counted = report.numFailedTests + report.numRuntimeErrorTestSuites;
    failed = counted + (ok || counted > 0 ? 0 : 1);
    failures = report.testResults.flatMap((file) => {
      const tests = file.assertionResults.filter((test) => test.status === "failed").map((test) => `${file.name}: ${test.fullName}`);
      return tests.length > 0 || file.status !== "failed" ? tests : [`${file.name}: ${firstLine(file.message)}`];
    });
    if (!ok && counted === 0)
      note = "every test passed but jest exited non-zero: look above for errors after the tests ended (timers left running, a crashed worker)";
  }
  results.push({ name, passed, failed, seconds, note, failures });
}

function jest(name, config, extraEnv = {}, extraArgs = []) {
  rmSync(jestReport(name), { force: true });
  const outcome = run(name, "npx", jestArgs(name, config, extraArgs), { ...process.env, ...extraEnv });
  recordJest(name, outcome);
}

/** A jest run to run side by side with other steps ({@link together}). */
function jestStep(name, config, extraEnv = {}, extraArgs = []) {
  rmSync(jestReport(name), { force: true });
  return {
    name,
    command: "npx",
    args: jestArgs(name, config, extraArgs),
    env: { ...process.env, ...extraEnv },
    record: (outcome) => recordJest(name, outcome),
  };
}

function playwright(name, env, config) {
  const out = `reports/${name.replace(/\W+/g, "-")}.json`;
  rmSync(out, { force: true });
  const args = ["playwright", "test", "--reporter=list,json"];
  if (config) args.push("-c", config);
  const { ok, seconds } = run(name, "npx", args, { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  let passed = 0;
  let failed = ok ? 0 : 1;
  let failures = [];
  let flaky = [];
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, "utf8"));
    const stats = report.stats ?? {};
    passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed = (stats.unexpected ?? 0) + (ok || stats.unexpected > 0 ? 0 : 1);
    const tests = playwrightTests(report.suites ?? []);
    failures = tests.filter((test) => test.status === "unexpected").map(describeTest);
    flaky = tests.filter((test) => test.status === "flaky").map(describeTest);
  }
  results.push({ name, passed, failed, seconds, failures, flaky });
}

/** Every test of a Playwright JSON report, with the file and title path it sits under. */
function playwrightTests(suites, titles = []) {
  return suites.flatMap((suite) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    const here = (suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        title: [...path, spec.title].join(" › "),
        status: test.status,
        error: test.results.map((result) => result.error?.message).find(Boolean),
      })),
    );
    return [...here, ...playwrightTests(suite.suites ?? [], path)];
  });
}

function describeTest(test) {
  return test.error ? `${test.title}: ${firstLine(test.error)}` : test.title;
}

/** An error's first line without terminal colours, cut to fit a line of the summary. */
function firstLine(text) {
  const line =
    String(text ?? "")
      .replace(/\u001b\[[0-9;]*m/g, "")
      .trim()
      .split("\n")[0] ?? "";
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/**
 * First-load JS per page against the framework floor, on the build just made (scripts/js-budget.ts):
 * one pass or failure per page, from its report.
 */
function jsBudgets(name) {
  const out = "reports/js-budget.json";
  rmSync(out, { force: true });
  const { ok, seconds } = run(name, "npx", ["tsx", "scripts/js-budget.ts", "--report", out]);
  let passed = 0;
  let failed = ok ? 0 : 1;
  if (existsSync(out)) {
    const pages = JSON.parse(readFileSync(out, "utf8")).pages;
    passed = pages.filter((page) => page.ok).length;
    failed = pages.length - passed + (ok || pages.length > passed ? 0 : 1);
  }
  results.push({ name, passed, failed, seconds });
}

// No typecheck step of its own: the production build below type-checks the whole project (every
// file tsconfig.json includes, tests and scripts too) with the route types it generates, and a
// separate `tsc --noEmit` here repeated that work (about 30 s of CPU).
await together([
  checkStep("lint", "npx", ["eslint", ".", "--max-warnings=0"]),
  checkStep("formatting (Prettier)", "npx", ["prettier", "--check", "."]),
  ...(pkg.scripts["codegen:check"] ? [checkStep("graphql codegen drift", "npm", ["run", "--silent", "codegen:check"])] : []),
]);
// Two workers: jest's default leaves one of this machine's two cores to its own process, which idles.
jest("unit", undefined, {}, ["--maxWorkers=2"]);
const vmModules = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --experimental-vm-modules`.trim() };
jest("integration (PGlite)", "jest.integration.config.mjs", { ...vmModules, TEST_DATABASE_URL: "" });
// Built for the origin the end-to-end tests serve it on (playwright.config.ts): prerendered pages
// name the origin of their build (canonical links, the widget's embed code).
const buildEnv = localEnv({ ...process.env, NODE_ENV: "production", PORT: process.env.E2E_PORT ?? "3100" });
// No secret in any client bundle: this build carries a sentinel value for every secret server
// variable, and what it serves to browsers is scanned for them (scripts/check-client-secrets.ts).
const sentinelEnv = JSON.parse(spawnSync("npx", ["tsx", "scripts/check-client-secrets.ts", "env"], { encoding: "utf8" }).stdout);
const build = checkStep("production build and typecheck", "npx", ["next", "build", "--webpack"], { ...buildEnv, ...sentinelEnv });
if (process.env.TEST_DATABASE_URL) {
  // Side by side with the build: the build leaves a core idle for much of its time, and these
  // tests wait on the PostgreSQL server (196 s for both here, against 230 s one after the other).
  // Neither touches what the other uses (the build's .next and DATA_DIR; the server's databases).
  await together([build, jestStep("integration (PostgreSQL)", "jest.integration.config.mjs", vmModules)]);
} else {
  check(build.name, build.command, build.args, build.env);
}
check("no secret in the client bundle", "npx", ["tsx", "scripts/check-client-secrets.ts", "scan", ".next"]);
jsBudgets("first-load JS budgets");
playwright("end-to-end (Chromium)", process.env);
// The ad service's path needs a build configured for it (its own directory, playwright.ads.config.ts).
// The same code as the first build, whose TypeScript pass it skips (next.config.ts), and only the
// routes that run visits (scripts/ads-build-paths.mjs). After the first end-to-end run, not
// beside anything before it: a build writes the service worker (public/sw.js) with its own
// chunks' list, and the first build's server would then serve a worker that cannot install.
const adsEnv = {
  NEXT_TYPES_CHECKED: "1",
  NEXT_DIST_DIR: ".next-ads",
  NEXT_PUBLIC_AD_CLIENT_ID: "ca-pub-0000000000000000",
  NEXT_PUBLIC_AD_COOKIE_NAME: "hmh_ads_consent",
};
check("production build (ads configured)", "npx", ["next", "build", "--webpack", "--debug-build-paths", ADS_BUILD_PATHS.join(",")], {
  ...buildEnv,
  ...adsEnv,
});
playwright("end-to-end, ads configured (Chromium)", process.env, "playwright.ads.config.ts");

console.log("\n=== Summary");
for (const r of results) {
  console.log(`${r.failed === 0 ? "PASS" : "FAIL"}  ${r.name}: ${r.passed} passed, ${r.failed} failed (${r.seconds} s)`);
  if (r.note) console.log(`      ${r.note}`);
  // Named here, at the end, so a reader of the run's closing lines sees what failed.
  for (const failure of r.failures ?? []) console.log(`      failed: ${failure}`);
  for (const test of r.flaky ?? []) console.log(`      flaky (passed on retry): ${test}`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`Total: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
