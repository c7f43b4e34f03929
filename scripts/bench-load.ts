// `npm run bench:load`: the production build under load (docs/quality.md, Load). For each database
// (PGlite in a fresh DATA_DIR; PostgreSQL too when DATABASE_URL is set) it starts `next start`
// (building first when there is no build), creates what the run needs through the API (accounts
// to sign in with, a widget, listing addresses), then drives each scenario with autocannon at 1,
// 20 and 100 connections and reports requests per second, p50/p95/p99, non-2xx answers, refused
// answers (GraphQL errors such as RATE_LIMITED), connection errors, connections not yet accepted
// when the measured window opened ("unacc", see scripts/bench-http.ts), the server's peak RSS and
// its CPU time per request and in cores (1.0 = one core busy for the whole run). Prints a table
// and writes reports/bench-load.json. Not in CI: it takes minutes, and its figures are only as
// steady as the machine is quiet.
//
//   --duration=10  --connections=1,20,100  --only=static,search  --port=3190  --accounts=300
//   --databases=pglite,postgres  --json=reports/bench-load.json
//
// Pages asked for the first time (listing-first, agent-first, og-first) are requested once each,
// one after another, and reported at 1 connection: what a crawler's first visit costs.
//
// Every request carries its own X-Forwarded-For (the server trusts one proxy hop for the run,
// TRUSTED_PROXY_COUNT=1), so per-IP limits do not refuse the load; sign-ins go round the
// accounts, each signing in at most a few times a window, and any refusal is counted, not hidden.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { argument, graphqlRequest, latencySummary, measureLoad, nextIp, type LoadRequest, type LoadResult } from "./bench-http";
import { sitemapPaths } from "./first-load-js.mjs";
import { LISTING_SEARCH_BODIES } from "./bench-listings";
import { ensureBuild, sampleServerUsage, startNextServer, waitUntilIdle, type NextServer } from "./bench-next-server";

const PASSWORD = "bench-load-Passw0rd!";

interface Fixtures {
  readonly emails: readonly string[];
  readonly widgetKey: string;
  readonly listingHashids: readonly string[];
  /** Pages named by the sitemap, by kind; `listings` leaves out the repeated scenario's. */
  readonly pages: { readonly listings: readonly string[]; readonly agents: readonly string[]; readonly posts: readonly string[] };
  /** Share images of the repeated listing, agent and blog pages (their current `?v=`). */
  readonly ogImages: readonly string[];
  /** Share images of other listing pages, none drawn yet: each one's first request. */
  readonly freshOgImages: readonly string[];
}

interface LoadScenario {
  readonly name: string;
  readonly description: string;
  readonly requests: (fixtures: Fixtures) => LoadRequest[];
  /**
   * A first-request scenario instead: these paths, each requested once, one after another (the
   * connection counts do not apply). Its row is reported at 1 connection.
   */
  readonly firstRequests?: (fixtures: Fixtures) => readonly string[];
}

/** How many addresses a first-request scenario requests (each once). */
const FIRST_REQUESTS = 40;

/** Cycles through `values`, one per call. */
function roundRobin<T>(values: readonly T[]): () => T {
  let next = 0;
  return () => values[next++ % values.length]!;
}

/** GETs of `paths` in turn. */
function inTurn(paths: readonly string[]): LoadRequest[] {
  if (paths.length === 0) throw new Error("bench:load setup: no pages of this kind to request.");
  const next = roundRobin(paths);
  return [{ method: "GET", path: paths[0]!, vary: () => ({ path: next() }) }];
}

const SCENARIOS: readonly LoadScenario[] = [
  {
    name: "static",
    description: "GET /mortgage-calculator/ (prerendered; proxy.ts runs)",
    requests: () => [{ method: "GET", path: "/mortgage-calculator/" }],
  },
  {
    name: "scenario",
    description:
      "GET /mortgage-calculator/?price=...&downPaymentPercent=10&rate=6.5 (24 prices in turn: each rendered once at its canonical address, then served from the cache)",
    requests: () => {
      let price = 300_000;
      const scenarioPath = () => `/mortgage-calculator/?price=${(price = 300_000 + ((price + 1_000) % 24_000))}&downPaymentPercent=10&rate=6.5&term=360`;
      return [{ method: "GET", path: scenarioPath(), vary: () => ({ path: scenarioPath() }) }];
    },
  },
  {
    name: "scenario-cold",
    description: "the same with a price no request asked before (every request a first render)",
    requests: () => {
      let price = 100_000 + Math.floor(Math.random() * 1_000_000);
      const scenarioPath = () => `/mortgage-calculator/?price=${(price += 1)}&downPaymentPercent=10&rate=6.5&term=360`;
      return [{ method: "GET", path: scenarioPath(), vary: () => ({ path: scenarioPath() }) }];
    },
  },
  {
    name: "scenario-uncached",
    description: "the same with a query too long to cache (rendered per request, as every scenario link was before)",
    requests: () => {
      let price = 300_000;
      const long = `&note=${"x".repeat(1_300)}`;
      const scenarioPath = () => `/mortgage-calculator/?price=${(price = 300_000 + ((price + 1_000) % 24_000))}&downPaymentPercent=10&rate=6.5&term=360${long}`;
      return [{ method: "GET", path: scenarioPath(), vary: () => ({ path: scenarioPath() }) }];
    },
  },
  {
    name: "search",
    description: "listings search (GraphQL, the bench:api mix of six searches in turn)",
    requests: () => LISTING_SEARCH_BODIES.map((body) => graphqlRequest(body)),
  },
  {
    name: "listing",
    description: "GET /listings/{hashid}/ (served from the cache after its first request, 24 listings in turn)",
    requests: ({ listingHashids }) => {
      const next = roundRobin(listingHashids);
      return [{ method: "GET", path: `/listings/${listingHashids[0]}/`, vary: () => ({ path: `/listings/${next()}/` }) }];
    },
  },
  {
    name: "agent",
    description: "GET /agents/{hashid}/ (served from the cache after its first request, 24 agents in turn)",
    requests: ({ pages }) => inTurn(pages.agents.slice(0, 24)),
  },
  {
    name: "blog",
    description: "GET /blog/{slug}/ (prerendered, revalidated every 300 s; the posts in turn)",
    requests: ({ pages }) => inTurn(pages.posts),
  },
  {
    name: "og",
    description: "GET /og/{page}/og.png?v=... (share images of the repeated listing, agent and blog pages in turn, drawn once)",
    requests: ({ ogImages }) => inTurn(ogImages),
  },
  {
    name: "listing-first",
    description: `GET /listings/{hashid}/, the first request of each of ${FIRST_REQUESTS} listings (rendered and stored)`,
    requests: () => [],
    firstRequests: ({ pages }) => pages.listings.slice(0, FIRST_REQUESTS),
  },
  {
    name: "agent-first",
    description: `GET /agents/{hashid}/, the first request of each of up to ${FIRST_REQUESTS} agents not asked before`,
    requests: () => [],
    firstRequests: ({ pages }) => pages.agents.slice(24, 24 + FIRST_REQUESTS),
  },
  {
    name: "og-first",
    description: `GET /og/listings/{hashid}/og.png?v=..., the first request of each of ${FIRST_REQUESTS} share images (drawn and stored)`,
    requests: () => [],
    firstRequests: ({ freshOgImages }) => freshOgImages,
  },
  {
    name: "signin",
    description: "signIn mutation (argon2 verify), accounts in turn",
    requests: ({ emails }) => {
      const next = roundRobin(emails);
      const body = (email: string) => JSON.stringify(signInBody(email));
      return [graphqlRequest(signInBody(emails[0]!), { vary: () => ({ body: body(next()) }) })];
    },
  },
  {
    name: "widget",
    description: "GET /mortgage-calculator-widget/?key=KEY (proxy resolves the key and counts the load, frame from the cache)",
    requests: ({ widgetKey }) => [{ method: "GET", path: `/mortgage-calculator-widget/?key=${encodeURIComponent(widgetKey)}` }],
  },
];

function signInBody(email: string) {
  return {
    operationName: "SignIn",
    query: "mutation SignIn($input: SignInInput!) { signIn(input: $input) { accessToken } }",
    variables: { input: { email, password: PASSWORD } },
  };
}

async function graphql<T>(url: string, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(`${url}/api/graphql/`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-request-source": "web",
      "x-forwarded-for": nextIp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const payload = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!payload.data || payload.errors) throw new Error(`bench:load setup: ${payload.errors?.[0]?.message ?? `HTTP ${response.status}`}`);
  return payload.data;
}

/**
 * `attempt(n)` until it succeeds, at most three times: on a loaded machine a setup request can
 * be dropped. Each try gets its number, so a sign-up can use a new address.
 */
async function withRetries<T>(attempt: (n: number) => Promise<T>): Promise<T> {
  for (let n = 0; ; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      if (n >= 2) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** Accounts to sign in with (a few at a time: each sign-up hashes a password), a widget, listing hashids. */
async function createFixtures(url: string, accounts: number): Promise<Fixtures> {
  const runId = Date.now().toString(36);
  const signUp = (i: number) =>
    withRetries(async (n) => {
      const email = `bench-load-${runId}-${i}${n > 0 ? `-${n}` : ""}@example.com`;
      const data = await graphql<{ signUp: { accessToken: string } }>(url, "mutation ($input: SignUpInput!) { signUp(input: $input) { accessToken } }", {
        input: { email, password: PASSWORD, name: `Bench Load ${i}` },
      });
      return { email, token: data.signUp.accessToken };
    });
  const created: { email: string; token: string }[] = [];
  for (let i = 0; i < accounts; i += 4) {
    created.push(...(await Promise.all(Array.from({ length: Math.min(4, accounts - i) }, (_, j) => signUp(i + j)))));
  }
  const { createWidget } = await withRetries(() =>
    graphql<{ createWidget: { key: string } }>(
      url,
      "mutation ($input: CreateWidgetInput!) { createWidget(input: $input) { key } }",
      { input: { name: "bench:load", allowedDomains: ["example.com"], calcType: "CONVENTIONAL" } },
      created[0]!.token,
    ),
  );
  const { listings } = await withRetries(() =>
    graphql<{ listings: { items: { hashid: string }[] } }>(url, "query ($dto: ListingSearchInput) { listings(dto: $dto, page: 1) { items { hashid } } }", {
      dto: {},
    }),
  );
  if (listings.items.length === 0) throw new Error("bench:load setup: the database has no listings for sale.");
  const listingHashids = listings.items.map((item) => item.hashid);
  const repeated = new Set(listingHashids.map((hashid) => `/listings/${hashid}/`));
  const sitemapPages = await sitemapPaths(url);
  const pages = {
    listings: sitemapPages.filter((page) => /^\/listings\/[^/]+\/$/.test(page) && !repeated.has(page)),
    agents: sitemapPages.filter((page) => /^\/agents\/[^/]+\/$/.test(page)),
    posts: sitemapPages.filter((page) => /^\/blog\/(?!tag\/)[^/]+\/$/.test(page)),
  };
  const ogOf = (pagePaths: readonly string[]) => Promise.all(pagePaths.map((page) => withRetries(() => ogImageOf(url, page))));
  // The repeated share images: their pages are the repeated scenarios' own, so asking for their
  // HTML here renders nothing those scenarios would not. The first-request images are read from
  // listing pages past the ones the listing-first scenario asks for.
  const ogImages = await ogOf([...repeated].slice(0, 8).concat(pages.agents.slice(0, 8), pages.posts.slice(0, 8)));
  const freshOgImages = await ogOf(pages.listings.slice(FIRST_REQUESTS, 2 * FIRST_REQUESTS));
  return { emails: created.map((account) => account.email), widgetKey: createWidget.key, listingHashids, pages, ogImages, freshOgImages };
}

/** The share image (path and current version) a page names in its og:image. */
async function ogImageOf(url: string, page: string): Promise<string> {
  const response = await fetch(`${url}${page}`, { headers: { "x-forwarded-for": nextIp() } });
  const html = await response.text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  if (!response.ok || !image) throw new Error(`bench:load setup: ${page} named no share image (HTTP ${response.status})`);
  const address = new URL(image.replaceAll("&amp;", "&"));
  return `${address.pathname}${address.search}`;
}

/** Each path requested once, one after another: the cost of a first request. */
async function measureFirstRequests(url: string, paths: readonly string[]): Promise<LoadResult> {
  if (paths.length === 0) throw new Error("bench:load setup: no pages for a first-request scenario.");
  const samples: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  for (const page of paths) {
    const from = performance.now();
    try {
      const response = await fetch(`${url}${page}`, { headers: { "x-forwarded-for": nextIp() } });
      await response.arrayBuffer();
      if (response.status < 200 || response.status >= 300) non2xx += 1;
    } catch {
      errors += 1;
    }
    samples.push(performance.now() - from);
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    requestsPerSecond: Math.round(paths.length / seconds),
    latencyMs: latencySummary(samples),
    requests: paths.length,
    non2xx,
    refused: 0,
    errors,
    seconds,
    warmupSeconds: 0,
    unanswered: 0,
  };
}

interface Row extends LoadResult {
  readonly database: string;
  readonly scenario: string;
  readonly connections: number;
  readonly peakRssMb: number;
  /** Server CPU time per request, ms (all its threads); null when no request completed. */
  readonly cpuMsPerRequest: number | null;
  /** Server CPU time / wall time: 1.0 is one core busy all the run. */
  readonly cpuCores: number;
}

async function runDatabase(
  database: { name: string; env: Record<string, string> },
  options: { port: number; duration: number; connections: number[]; scenarios: readonly LoadScenario[]; accounts: number },
): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hmh-bench-load-"));
  const logFile = path.join(dataDir, "server.log");
  console.log(`${database.name}: starting the production server on port ${options.port} (log ${logFile})`);
  let server: NextServer | undefined;
  const rows: Row[] = [];
  try {
    server = await startNextServer(options.port, { ...database.env, DATA_DIR: dataDir, TRUSTED_PROXY_COUNT: "1" }, logFile);
    const fixtures = await createFixtures(server.url, options.accounts);
    for (const scenario of options.scenarios) {
      const firstRequests = scenario.firstRequests?.(fixtures);
      for (const connections of firstRequests ? [1] : options.connections) {
        await waitUntilIdle(server.pid);
        const usage = sampleServerUsage(server.pid);
        const result = firstRequests
          ? await measureFirstRequests(server.url, firstRequests)
          : await measureLoad({ url: server.url, requests: scenario.requests(fixtures), connections, durationSeconds: options.duration });
        const { peakRssMb, cpuSeconds } = usage();
        // The warm-up's CPU is in cpuSeconds too: counted by its share of the time.
        const warmup = result.warmupSeconds;
        const row: Row = {
          database: database.name,
          scenario: scenario.name,
          connections,
          ...result,
          peakRssMb,
          cpuMsPerRequest:
            result.requests > 0 ? Math.round(((cpuSeconds * 1000) / result.requests) * (result.seconds / (result.seconds + warmup)) * 100) / 100 : null,
          cpuCores: Math.round((cpuSeconds / (result.seconds + warmup)) * 100) / 100,
        };
        rows.push(row);
        console.log(formatRow(row));
      }
    }
  } finally {
    await server?.stop();
    if (!process.argv.includes("--keep")) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const HEADER = `${"database".padEnd(10)}${"scenario".padEnd(16)}${"conns".padStart(6)}${"req/s".padStart(8)}${"p50".padStart(8)}${"p95".padStart(8)}${"p99".padStart(8)}${"non2xx".padStart(8)}${"refused".padStart(8)}${"errors".padStart(7)}${"unacc".padStart(6)}${"RSS MB".padStart(8)}${"CPU ms/req".padStart(11)}${"cores".padStart(7)}`;

/** A figure to 1 or 2 decimals, "-" when there is none (no request completed). */
function figure(value: number | null, digits: number, width: number): string {
  return (value === null || Number.isNaN(value) ? "-" : value.toFixed(digits)).padStart(width);
}

function formatRow(row: Row): string {
  const { p50, p95, p99 } = row.latencyMs;
  return `${row.database.padEnd(10)}${row.scenario.padEnd(16)}${String(row.connections).padStart(6)}${String(row.requestsPerSecond).padStart(8)}${figure(p50, 1, 8)}${figure(p95, 1, 8)}${figure(p99, 1, 8)}${String(row.non2xx).padStart(8)}${String(row.refused).padStart(8)}${String(row.errors).padStart(7)}${String(row.unanswered).padStart(6)}${String(row.peakRssMb).padStart(8)}${figure(row.cpuMsPerRequest, 2, 11)}${figure(row.cpuCores, 2, 7)}`;
}

async function main(): Promise<void> {
  const duration = Number(argument("duration") ?? 10);
  const connections = (argument("connections") ?? "1,20,100").split(",").map(Number);
  const only = argument("only")?.split(",");
  const scenarios = SCENARIOS.filter((scenario) => !only || only.includes(scenario.name));
  const port = Number(argument("port") ?? 3190);
  const accounts = Number(argument("accounts") ?? 300);
  const databaseNames = argument("databases")?.split(",");
  const databases = [
    { name: "pglite", env: { DATABASE_URL: "" } },
    ...(process.env.DATABASE_URL ? [{ name: "postgres", env: { DATABASE_URL: process.env.DATABASE_URL } }] : []),
  ].filter((database) => !databaseNames || databaseNames.includes(database.name));
  if (!process.env.DATABASE_URL) console.log("DATABASE_URL is not set: PGlite only (set it to a PostgreSQL database to measure that too).");
  ensureBuild();
  console.log(
    `${duration} s a run, on connections warmed up for 2 s and each answered once (at most 20 s); latencies in ms; CPU is the server's (every thread), per request and in cores.`,
  );
  const rows: Row[] = [];
  for (const database of databases) rows.push(...(await runDatabase(database, { port, duration, connections, scenarios, accounts })));
  console.log(`\n${HEADER}\n${rows.map(formatRow).join("\n")}`);
  const jsonPath = argument("json") ?? path.join("reports", "bench-load.json");
  fs.mkdirSync(path.dirname(jsonPath), { recursive: true });
  fs.writeFileSync(
    jsonPath,
    `${JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, duration, scenarios: scenarios.map(({ name, description }) => ({ name, description })), rows }, null, 2)}\n`,
  );
  console.log(`Written to ${jsonPath}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
