/**
 * `npm run bench`: times the engine's hot paths against the targets.
 *   - a 360-month schedule with PMI (rows built): median <= 20 microseconds
 *   - an affordability solve: median <= 50 microseconds
 *
 * The engine is bundled with esbuild first (as a production bundler would ship it), because
 * tsx's on-the-fly transform adds helpers (keepNames wrappers, CommonJS export getters) that cost
 * more than some of the functions measured. If esbuild cannot be loaded, the tsx-loaded engine is
 * timed instead and the output says so.
 *
 * Each figure is the median (and 95th percentile) of 300 samples, each the mean of a batch of
 * calls, after a warm-up. `--check` exits with status 1 when a median misses its target.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type * as Engine from "../lib/mortgage";

type EngineModule = typeof Engine;

const root = join(__dirname, "..");

async function loadEngine(): Promise<{ engine: EngineModule; how: string }> {
  try {
    const esbuild = await import("esbuild");
    const dir = mkdtempSync(join(tmpdir(), "hmh-bench-"));
    const outfile = join(dir, "engine.cjs");
    esbuild.buildSync({
      entryPoints: [join(root, "lib/mortgage/index.ts")],
      bundle: true,
      platform: "node",
      format: "cjs",
      target: "node20",
      outfile,
      tsconfig: join(root, "tsconfig.json"),
      logLevel: "error",
    });
    const engine = createRequire(__filename)(outfile) as EngineModule;
    rmSync(dir, { recursive: true, force: true });
    return { engine, how: `esbuild ${esbuild.version} bundle` };
  } catch (error) {
    const engine = await import("../lib/mortgage");
    return { engine, how: `tsx transform (esbuild unavailable: ${(error as Error).message.split("\n")[0]}); figures include tsx overhead` };
  }
}

interface Result {
  readonly name: string;
  readonly medianUs: number;
  readonly p95Us: number;
  readonly targetUs: number | null;
}

function measure(name: string, targetUs: number | null, batch: number, fn: (i: number) => number): Result {
  let sink = 0;
  for (let i = 0; i < 3000; i++) sink += fn(i);
  const samples: number[] = [];
  let i = 0;
  for (let s = 0; s < 300; s++) {
    const t0 = process.hrtime.bigint();
    for (let k = 0; k < batch; k++) sink += fn(i++);
    samples.push(Number(process.hrtime.bigint() - t0) / 1000 / batch);
  }
  if (sink === Number.NEGATIVE_INFINITY) console.log(sink); // keeps the work observable
  samples.sort((a, b) => a - b);
  return { name, medianUs: samples[150]!, p95Us: samples[285]!, targetUs };
}

async function main(): Promise<void> {
  const { engine, how } = await loadEngine();
  const results: Result[] = [
    measure("schedule: 360 months with PMI, rows built", 20, 50, (i) => {
      const s = engine.buildSchedule({
        loanAmount: 450_000 + (i % 1000),
        rate: 0.0675,
        termMonths: 360,
        mortgageInsurance: { kind: "pmi", monthly: 105, originalValue: 500_000 },
      });
      return s.rows.length + s.totalInterest;
    }),
    measure(
      "affordability solve (conventional, PMI)",
      50,
      20,
      (i) =>
        engine.computeAffordability({
          calcType: "conventional",
          income: 90_000 + (i % 5000) * 10,
          monthlyDebt: 400,
          downPayment: 30_000,
          rate: 0.0675,
          term: 360,
          taxRate: 0.011,
          insuranceRate: 0.005,
          creditScore: 720,
        }).maxPrice,
    ),
    measure(
      "affordability solve (FHA, HUD MIP)",
      50,
      20,
      (i) =>
        engine.computeAffordability({
          calcType: "fha",
          income: 90_000 + (i % 5000) * 10,
          monthlyDebt: 400,
          downPayment: 30_000,
          rate: 0.0675,
          term: 360,
          taxRate: 0.011,
          insuranceRate: 0.005,
          creditScore: 720,
        }).maxPrice,
    ),
    measure(
      "computePurchase FHA with schedule",
      null,
      20,
      (i) =>
        engine.computePurchase({
          calcType: "fha",
          price: 400_000 + (i % 1000),
          downPayment: 14_000,
          rate: 0.065,
          term: 360,
          taxAnnual: 4800,
          insuranceAnnual: 1800,
          creditScore: 700,
        }).monthlyPayment,
    ),
    measure("monthly payment only", null, 1000, (i) => engine.monthlyPayment(400_000 + i, 0.0675, 360)),
  ];

  console.log(`How Much Home? engine benchmark (${how}; Node ${process.version})`);
  let failed = false;
  for (const r of results) {
    const verdict = r.targetUs === null ? "" : r.medianUs <= r.targetUs ? `  target <= ${r.targetUs} us: ok` : `  target <= ${r.targetUs} us: MISSED`;
    if (r.targetUs !== null && r.medianUs > r.targetUs) failed = true;
    console.log(`${r.name.padEnd(46)} median ${r.medianUs.toFixed(2).padStart(7)} us   p95 ${r.p95Us.toFixed(2).padStart(7)} us${verdict}`);
  }
  if (failed && process.argv.includes("--check")) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
