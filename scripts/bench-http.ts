// What the HTTP benchmarks share (`npm run bench:api`, `npm run bench:load`): command-line
// arguments, a distinct client address per request, and one autocannon measurement (a warm-up,
// then a timed run with exact percentiles from every response's latency).
import { createRequire } from "node:module";
import path from "node:path";

// autocannon ships no types: the slice of its API used here.
interface AutocannonRequest {
  path?: string;
  body?: string;
  headers?: Record<string, string>;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { average: number };
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
}

/** Runs autocannon against `url`: a warm-up (JIT, pools, caches), then the measured run. */
export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  let refused = 0;
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
            if (status >= 200 && status < 300 && request.refused!(body)) refused += 1;
          },
        }
      : {}),
  }));
  const base = { url: options.url, connections: options.connections, requests };
  const warmup = options.warmupSeconds ?? 2;
  if (warmup > 0) await autocannon({ ...base, duration: warmup });
  refused = 0;
  const samples: number[] = [];
  const instance = autocannon({ ...base, duration: options.durationSeconds });
  instance.on("response", (_client, _status, _bytes, ms) => samples.push(ms));
  const result = await instance;
  samples.sort((a, b) => a - b);
  const seconds = result.duration || options.durationSeconds;
  return {
    requestsPerSecond: Math.round(result.requests.total / seconds),
    latencyMs: {
      mean: Math.round(result.latency.average * 10) / 10,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      p99: percentile(samples, 99),
    },
    requests: result.requests.total,
    non2xx: result.non2xx,
    refused,
    errors: result.errors + result.timeouts,
    seconds,
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
