// `npm run bench:api`: autocannon against the GraphQL API, 20 connections.
//
//   npm run bench:api                      against a running server (BENCH_URL, default
//                                          http://localhost:3000), e.g. `npm run serve` after
//                                          `npm run build:local`: the figures to report.
//   npm run bench:api -- --in-process      serves the real route handler with node:http on a
//                                          fresh PGlite (no Next.js) in a child process
//                                          (scripts/bench-server.ts), to check the API code alone.
//   --duration=10  --connections=20  --only=small,batch  --json=reports/bench-api.json
//   --listings=100000                      (--in-process) inserts synthetic listings first, for
//                                          --only=listings; with DATABASE_URL set the in-process
//                                          server uses that PostgreSQL database instead of PGlite
//
// Scenarios: a small query (one operation per request), the same query ten times in one
// batched request, and ten single requests' worth of the same work for comparison (reported
// as operations per second). Each request carries a different X-Forwarded-For, as traffic from
// many visitors does, so the per-IP rate limit measures its cost without refusing the load.
// Other issues add scenarios to SCENARIOS (e.g. the listings search).
import fs from "node:fs";
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

import { LISTING_SEARCH_BODIES } from "./bench-listings";

interface Scenario {
  readonly name: string;
  readonly description: string;
  /** GraphQL operations per HTTP request (10 for a batch). */
  readonly operationsPerRequest: number;
  readonly body: unknown;
  /** Several bodies, sent in turn (a mix of searches); `body` is then the first. */
  readonly bodies?: readonly unknown[];
}

const SMALL_QUERY = "query LatestRates { latestMortgageRates { rate30YearFixed { weekDate rate } rate15YearFixed { weekDate rate } } }";

export const SCENARIOS: Scenario[] = [
  {
    name: "small",
    description: "small query (latestMortgageRates), 1 operation per request",
    operationsPerRequest: 1,
    body: { operationName: "LatestRates", query: SMALL_QUERY, variables: {} },
  },
  {
    name: "batch",
    description: "batch of 10 small queries in 1 request",
    operationsPerRequest: 10,
    body: Array.from({ length: 10 }, () => ({ operationName: "LatestRates", query: SMALL_QUERY, variables: {} })),
  },
  {
    name: "history",
    description: "mortgageRates(weeks: 52), 1 operation per request",
    operationsPerRequest: 1,
    body: {
      operationName: "Rates",
      query: "query Rates($weeks: Int!) { mortgageRates(weeks: $weeks) { weekDate rate30YearFixed rate15YearFixed } }",
      variables: { weeks: 52 },
    },
  },
  {
    name: "listings",
    description: "listing search mix (rectangle + price + beds, payment maximums, state/county + payment sort), 1 operation per request; --listings=N seeds N synthetic rows in process",
    operationsPerRequest: 1,
    body: LISTING_SEARCH_BODIES[0],
    bodies: LISTING_SEARCH_BODIES,
  },
];

// autocannon ships no types: the slice of its API used here.
interface AutocannonRequest {
  headers?: Record<string, string>;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { average: number; p50: number; p90: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}
interface AutocannonInstance extends Promise<AutocannonResult> {
  on(event: "response", listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}
type Autocannon = (options: Record<string, unknown>) => AutocannonInstance;

const autocannon = createRequire(path.join(process.cwd(), "package.json"))("autocannon") as Autocannon;

function argument(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((value) => value.startsWith(prefix))?.slice(prefix.length);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10;
}

let ipCounter = 0;
function nextIp(): string {
  ipCounter = (ipCounter + 1) % 16_777_216;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

interface Measured {
  scenario: string;
  description: string;
  requestsPerSecond: number;
  operationsPerSecond: number;
  latencyMs: { mean: number; p50: number; p95: number; p99: number };
  requests: number;
  non2xx: number;
  errors: number;
}

async function run(url: string, scenario: Scenario, connections: number, duration: number): Promise<Measured> {
  const bodies = (scenario.bodies ?? [scenario.body]).map((body) => JSON.stringify(body));
  const options = {
    url: `${url}/api/graphql/`,
    method: "POST",
    connections,
    duration,
    headers: { "content-type": "application/json", "x-request-source": "web", accept: "application/json" },
    requests: bodies.map((body) => ({
      method: "POST",
      body,
      setupRequest: (request: AutocannonRequest) => ({
        ...request,
        headers: { ...request.headers, "x-forwarded-for": nextIp() },
      }),
    })),
  };
  // Warm-up: JIT, connection pool, database caches.
  await autocannon({ ...options, duration: 2 });
  const samples: number[] = [];
  const instance = autocannon(options);
  instance.on("response", (_client, _status, _bytes, ms) => samples.push(ms));
  const result = await instance;
  samples.sort((a, b) => a - b);
  const seconds = result.duration || duration;
  return {
    scenario: scenario.name,
    description: scenario.description,
    requestsPerSecond: Math.round(result.requests.total / seconds),
    operationsPerSecond: Math.round((result.requests.total * scenario.operationsPerRequest) / seconds),
    latencyMs: {
      mean: Math.round(result.latency.average * 10) / 10,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      p99: percentile(samples, 99),
    },
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * Starts scripts/bench-server.ts in a child process and waits for its address: the load
 * generator must not share the server's event loop, or its own work shows up as latency.
 */
async function startInProcess(): Promise<{ url: string; stop: () => Promise<void> }> {
  const listings = argument("listings");
  const child = spawn(process.execPath, [...process.execArgv, path.join(process.cwd(), "scripts", "bench-server.ts"), ...(listings ? [`--listings=${listings}`] : [])], {
    stdio: ["ignore", "pipe", "inherit"],
    env: process.env,
  });
  const url = await new Promise<string>((resolve, reject) => {
    let buffered = "";
    child.stdout.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      for (const line of buffered.split("\n")) {
        if (line.startsWith("listening ")) resolve(line.slice("listening ".length).trim());
        else if (line.trim()) console.log(line);
      }
      buffered = buffered.slice(buffered.lastIndexOf("\n") + 1);
    });
    child.once("exit", (code) => reject(new Error(`The bench server exited (code ${code}) before listening.`)));
  });
  return {
    url,
    async stop() {
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

async function main(): Promise<void> {
  const connections = Number(argument("connections") ?? 20);
  const duration = Number(argument("duration") ?? 10);
  const only = argument("only")?.split(",");
  const inProcess = process.argv.includes("--in-process");
  const scenarios = SCENARIOS.filter((scenario) => !only || only.includes(scenario.name));

  const target = inProcess ? await startInProcess() : { url: (process.env.BENCH_URL ?? "http://localhost:3000").replace(/\/$/, ""), stop: async () => undefined };
  try {
    const probe = await fetch(`${target.url}/api/health/`).catch((error: unknown) => error as Error);
    if (probe instanceof Error || !probe.ok) {
      throw new Error(`No healthy server at ${target.url} (GET /api/health/). Start one (npm run serve) or pass --in-process.`);
    }
    const results: Measured[] = [];
    for (const scenario of scenarios) {
      const measured = await run(target.url, scenario, connections, duration);
      results.push(measured);
      console.log(
        `${measured.scenario.padEnd(8)} ${String(measured.requestsPerSecond).padStart(6)} req/s ${String(measured.operationsPerSecond).padStart(6)} ops/s` +
          `  latency mean ${measured.latencyMs.mean} ms, p50 ${measured.latencyMs.p50} ms, p95 ${measured.latencyMs.p95} ms, p99 ${measured.latencyMs.p99} ms` +
          `  (${measured.requests} requests, ${measured.non2xx} non-2xx, ${measured.errors} errors) - ${measured.description}`,
      );
    }
    const small = results.find((result) => result.scenario === "small");
    const batch = results.find((result) => result.scenario === "batch");
    if (small && batch) {
      console.log(
        `10 operations: one batched request p95 ${batch.latencyMs.p95} ms vs 10 single requests ${small.latencyMs.p95} ms p95 each;` +
          ` throughput ${batch.operationsPerSecond} ops/s batched vs ${small.operationsPerSecond} ops/s single (x${(batch.operationsPerSecond / small.operationsPerSecond).toFixed(2)}).`,
      );
    }
    const jsonPath = argument("json");
    if (jsonPath) {
      fs.mkdirSync(path.dirname(jsonPath), { recursive: true });
      fs.writeFileSync(
        jsonPath,
        `${JSON.stringify({ target: inProcess ? "in-process" : target.url, connections, duration, results }, null, 2)}\n`,
      );
    }
    if (results.some((result) => result.non2xx > 0 || result.errors > 0)) process.exitCode = 1;
  } finally {
    await target.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
