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
// as operations per second). "floor" is no GraphQL at all: GET /api/health/, a route handler
// with one `select 1`, the least any API request costs on the server measured (with `npm run
// serve`, Next.js's own handling of a dynamic request). Each request carries a different X-Forwarded-For, as traffic from
// many visitors does, so the per-IP rate limit measures its cost without refusing the load: start
// the server with TRUSTED_PROXY_COUNT=1 (the in-process server gets it) so it reads that header.
// Other issues add scenarios to SCENARIOS: the listings search as visitors repeat it (the page,
// total and payment order caches answer repeats) and "listings-cold", where none can.
import fs from "node:fs";
import { spawn } from "node:child_process";
import path from "node:path";

import { argument, graphqlRequest, measureLoad, type LoadRequest, type LoadResult } from "./bench-http";
import { LISTING_SEARCH_BODIES, uncachedSearchBody } from "./bench-listings";

interface Scenario {
  readonly name: string;
  readonly description: string;
  /** GraphQL operations per HTTP request (10 for a batch). */
  readonly operationsPerRequest: number;
  readonly body: unknown;
  /** Several bodies, sent in turn (a mix of searches); `body` is then the first. */
  readonly bodies?: readonly unknown[];
  /** Makes each sending of a body its own (e.g. so no cache can answer it). */
  readonly vary?: (body: unknown) => unknown;
  /** A request that is not a GraphQL operation, sent instead of the bodies. */
  readonly request?: LoadRequest;
}

const SMALL_QUERY = "query LatestRates { latestMortgageRates { rate30YearFixed { weekDate rate } rate15YearFixed { weekDate rate } } }";

export const SCENARIOS: Scenario[] = [
  {
    name: "floor",
    description: "GET /api/health/ (a route handler with one select 1, no GraphQL): the least an API request costs on this server",
    operationsPerRequest: 1,
    body: null,
    request: { method: "GET", path: "/api/health/", headers: { accept: "application/json" } },
  },
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
    description:
      "listing search mix (rectangle + price + beds, payment maximums, state/county + payment sort), 1 operation per request; --listings=N seeds N synthetic rows in process",
    operationsPerRequest: 1,
    body: LISTING_SEARCH_BODIES[0],
    bodies: LISTING_SEARCH_BODIES,
  },
  {
    name: "listings-cold",
    description:
      "the listing search mix with every request unlike any before it (price floor + n dollars): no cached total, order or page answers, 1 operation per request",
    operationsPerRequest: 1,
    body: LISTING_SEARCH_BODIES[0],
    bodies: LISTING_SEARCH_BODIES,
    vary: uncachedSearchBody,
  },
];

interface Measured extends LoadResult {
  scenario: string;
  description: string;
  operationsPerSecond: number;
}

async function run(url: string, scenario: Scenario, connections: number, duration: number): Promise<Measured> {
  const bodies = scenario.bodies ?? [scenario.body];
  const vary = scenario.vary;
  const requests = scenario.request
    ? [scenario.request]
    : bodies.map((body) => graphqlRequest(body, vary ? { vary: () => ({ body: JSON.stringify(vary(body)) }) } : {}));
  const result = await measureLoad({ url, connections, durationSeconds: duration, requests });
  return {
    scenario: scenario.name,
    description: scenario.description,
    ...result,
    operationsPerSecond: Math.round((result.requests * scenario.operationsPerRequest) / result.seconds),
  };
}

/**
 * Starts scripts/bench-server.ts in a child process and waits for its address: the load
 * generator must not share the server's event loop, or its own work shows up as latency.
 */
async function startInProcess(): Promise<{ url: string; stop: () => Promise<void> }> {
  const listings = argument("listings");
  const child = spawn(
    process.execPath,
    [...process.execArgv, path.join(process.cwd(), "scripts", "bench-server.ts"), ...(listings ? [`--listings=${listings}`] : [])],
    {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, TRUSTED_PROXY_COUNT: process.env.TRUSTED_PROXY_COUNT ?? "1" },
    },
  );
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

  const target = inProcess
    ? await startInProcess()
    : { url: (process.env.BENCH_URL ?? "http://localhost:3000").replace(/\/$/, ""), stop: async () => undefined };
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
        `${measured.scenario.padEnd(13)} ${String(measured.requestsPerSecond).padStart(6)} req/s ${String(measured.operationsPerSecond).padStart(6)} ops/s` +
          `  latency mean ${measured.latencyMs.mean} ms, p50 ${measured.latencyMs.p50} ms, p95 ${measured.latencyMs.p95} ms, p99 ${measured.latencyMs.p99} ms` +
          `  (${measured.requests} requests, ${measured.non2xx} non-2xx, ${measured.refused} GraphQL errors, ${measured.errors} errors) - ${measured.description}`,
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
      fs.writeFileSync(jsonPath, `${JSON.stringify({ target: inProcess ? "in-process" : target.url, connections, duration, results }, null, 2)}\n`);
    }
    if (results.some((result) => result.non2xx > 0 || result.refused > 0 || result.errors > 0)) process.exitCode = 1;
  } finally {
    await target.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
