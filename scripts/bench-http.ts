// What the HTTP benchmarks share (`npm run bench:api`, `npm run bench:load`): command-line
// arguments, a distinct client address per request, and one autocannon measurement (a warm-up,
// then a timed window on the same connections, with exact percentiles from every response's latency).
import { createRequire } from "node:module";
import path from "node:path";

// autocannon ships no types: the slice of its API used here.
interface AutocannonRequest {
  path?: string;
  body?: string;
  headers?: Record<string, string>;
}
// Its result is not read: the measured window counts its own answers.
interface AutocannonInstance extends Promise<unknown> {
  on(event: "response", listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
  on(event: "reqError", listener: (error: Error) => void): void;
  stop(): void;
}
type Autocannon = (options: Record<string, unknown>) => AutocannonInstance;

const autocannon = createRequire(path.join(process.cwd(), "package.json"))("autocannon") as Autocannon;

/** `--name=value` from the command line. */
export function argument(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((value) => value.startsWith(prefix))?.slice(prefix.length);
}

/** The p-th percentile of ascending `sorted` (nearest rank), to 0.1. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10;
}

let ipCounter = 0;
/**
 * A new client address (10.x.y.z) for X-Forwarded-For, as traffic from many visitors has, so
 * the per-IP rate limits measure their cost without refusing the load. The server must trust
 * one proxy hop (TRUSTED_PROXY_COUNT=1) to read it.
 */
export function nextIp(): string {
  ipCounter = (ipCounter + 1) % 16_777_216;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** One kind of request of a load: sent in turn with the others of its scenario. */
export interface LoadRequest {
  readonly method: "GET" | "POST";
  readonly path: string;
  readonly body?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** Changes what each sending carries (a path or body of its own); X-Forwarded-For is always new. */
  readonly vary?: () => { path?: string; body?: string };
  /** Says whether a 2xx answer is a refusal (e.g. a GraphQL error); the body is read only then. */
  readonly refused?: (body: string) => boolean;
}

export interface LoadOptions {
  readonly url: string;
  readonly requests: readonly LoadRequest[];
  readonly connections: number;
  readonly durationSeconds: number;
  readonly warmupSeconds?: number;
}

export interface LoadResult {
  readonly requestsPerSecond: number;
  readonly latencyMs: { mean: number; p50: number; p95: number; p99: number };
  readonly requests: number;
  readonly non2xx: number;
  /** 2xx answers that `refused` called refusals (e.g. GraphQL errors such as RATE_LIMITED). */
  readonly refused: number;
  /** Connection errors and timeouts. */
  readonly errors: number;
  readonly seconds: number;
  /** How long the warm-up before the window took. */
  readonly warmupSeconds: number;
  /** Connections that had had no answer when the window opened (still waiting to be accepted). */
  readonly unanswered: number;
}

/** The longest a warm-up waits for every connection's first answer. */
const MAX_WARMUP_SECONDS = 20;

/**
 * Runs autocannon against `url`: a warm-up (JIT, pools, caches), then the measured window, on
 * the same connections. The window opens once the warm-up's time has passed and every connection
 * has had an answer, or after MAX_WARMUP_SECONDS (the connections still waiting then count as
 * `unanswered`, and their time-outs as errors): Node's libuv accepts one connection per event-loop
 * iteration (libuv 1.45, "don't accept() connections in a loop"), and on a busy server each
 * iteration serves every connection already open, so 100 connections opened at once take many
 * seconds to be accepted (docs/quality.md, Load). Only answers that arrive in the window count.
 */
export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  const warmupMs = (options.warmupSeconds ?? 2) * 1000;
  let measuring = false;
  let refused = 0;
  let non2xx = 0;
  let errors = 0;
  const samples: number[] = [];
  const requests = options.requests.map((request) => ({
    method: request.method,
    path: request.path,
    body: request.body,
    headers: { ...request.headers },
    setupRequest: (sent: AutocannonRequest) => ({
      ...sent,
      ...request.vary?.(),
      headers: { ...sent.headers, "x-forwarded-for": nextIp() },
    }),
    ...(request.refused
      ? {
          onResponse: (status: number, body: string) => {
            if (measuring && status >= 200 && status < 300 && request.refused!(body)) refused += 1;
          },
        }
      : {}),
  }));
  // The window's length is set when it opens: autocannon runs until then plus the window.
  const instance = autocannon({ url: options.url, connections: options.connections, requests, duration: MAX_WARMUP_SECONDS + options.durationSeconds });
  const began = performance.now();
  let windowStarted = began;
  const answered = new Set<unknown>();
  let unanswered = 0;
  const openWindow = () => {
    if (measuring) return;
    measuring = true;
    unanswered = options.connections - answered.size;
    windowStarted = performance.now();
    setTimeout(() => instance.stop(), options.durationSeconds * 1000).unref();
  };
  instance.on("response", (client, status, _bytes, ms) => {
    if (!measuring) {
      answered.add(client);
      if (answered.size >= options.connections && performance.now() - began >= warmupMs) openWindow();
      return;
    }
    samples.push(ms);
    if (status < 200 || status >= 300) non2xx += 1;
  });
  // A warm-up shorter than the first answers: opened by the answer that completes the set.
  const warmupTimer = setTimeout(() => {
    if (answered.size >= options.connections) openWindow();
  }, warmupMs);
  const warmupLimit = setTimeout(openWindow, MAX_WARMUP_SECONDS * 1000);
  instance.on("reqError", () => {
    if (measuring) errors += 1;
  });
  await instance;
  clearTimeout(warmupTimer);
  clearTimeout(warmupLimit);
  const seconds = (performance.now() - windowStarted) / 1000;
  return {
    requestsPerSecond: Math.round(samples.length / seconds),
    latencyMs: latencySummary(samples),
    requests: samples.length,
    non2xx,
    refused,
    errors,
    seconds,
    warmupSeconds: (windowStarted - began) / 1000,
    unanswered,
  };
}

/** The mean and percentiles of latencies in ms, to 0.1 (sorts `samples`). */
export function latencySummary(samples: number[]): LoadResult["latencyMs"] {
  samples.sort((a, b) => a - b);
  return {
    mean: Math.round((samples.reduce((sum, ms) => sum + ms, 0) / Math.max(1, samples.length)) * 10) / 10,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
  };
}

/** A GraphQL POST to /api/graphql/ as the site's pages send it (the CSRF guard's header included). */
export function graphqlRequest(body: unknown, extra: Partial<LoadRequest> = {}): LoadRequest {
  return {
    method: "POST",
    path: "/api/graphql/",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", "x-request-source": "web", accept: "application/json" },
    refused: (text) => text.includes('"errors"'),
    ...extra,
  };
}
