// A production server of this build (`next start`, or `npm run serve`'s scripts/serve.mjs) in a child process
// of its own process group, for tests that need several instances, a SIGKILL or a restart. The
// environment is the local one (integrations off, scripts/local-env.mjs) plus what the test sets.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/** The local defaults `npm run serve` fills in (scripts/local-env.mjs), every integration off. */
const LOCAL_ENV: Readonly<Record<string, string>> = {
  NEXT_PUBLIC_GRAPHQL_PROXY_URL: "off",
  NEXT_PUBLIC_EMAIL_MARKETING_API_KEY: "off",
  NEXT_PUBLIC_EMAIL_MARKETING_API_VERSION: "off",
  NEXT_PUBLIC_EMAIL_MARKETING_FORM_ID: "off",
  NEXT_PUBLIC_GA_MEASUREMENT_ID: "off",
  NEXT_PUBLIC_GTM_ID: "off",
  NEXT_PUBLIC_AD_CLIENT_ID: "off",
  NEXT_PUBLIC_AD_COOKIE_NAME: "off",
  NEXT_PUBLIC_MAPS_API_KEY: "off",
  NEXT_PUBLIC_LISTINGS_METRICS_ID: "off",
  NEXT_PUBLIC_BLOG_API_URL: "off",
  NEXT_PUBLIC_BLOG_API_KEY: "off",
  NEXT_PUBLIC_IMAGE_URL: "off",
  NEXT_PUBLIC_IS_PRODUCTION: "false",
  SMTP_URL: "off",
  NEXT_TELEMETRY_DISABLED: "1",
  NEXT_MANUAL_SIG_HANDLE: "true",
};

export interface AppServerOptions {
  readonly port: number;
  /** DATA_DIR, DATABASE_URL, AUTH_SECRET, ... (the same AUTH_SECRET on every instance that shares sessions). */
  readonly env: Readonly<Record<string, string>>;
  /** Start it as `npm run serve` does (scripts/serve.mjs, which reads WEB_CONCURRENCY) rather than `next start` itself. */
  readonly serveScript?: boolean;
}

export interface Exit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

export interface AppServer {
  readonly url: string;
  readonly port: number;
  /** The process started (the cluster's primary with `serveScript` and WEB_CONCURRENCY > 1). */
  readonly pid: number | undefined;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves when the process has exited. */
  readonly exited: Promise<Exit>;
  /** Sends `signal` to the server's process group and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

const NEXT_BIN = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
const SERVE_SCRIPT = path.join(process.cwd(), "scripts", "serve.mjs");

/** Starts `next start -p PORT` on the current build (or scripts/serve.mjs); does not wait for it (see `waitForHealth`). */
export function startAppServer({ port, env, serveScript = false }: AppServerOptions): AppServer {
  // The parent's NEXT_PUBLIC_ values would override the local ones; the build already has its own.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("NEXT_PUBLIC_") && key !== "DATABASE_URL"));
  const childEnv: NodeJS.ProcessEnv = { ...inherited, ...LOCAL_ENV, NODE_ENV: "production", SITE_URL: `http://localhost:${port}`, PORT: String(port), ...env };
  const child: ChildProcess = spawn(process.execPath, serveScript ? [SERVE_SCRIPT, "-p", String(port)] : [NEXT_BIN, "start", "-p", String(port)], {
    env: childEnv,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<Exit>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  let done = false;
  const signalGroup = (signal: NodeJS.Signals) => {
    if (done || child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone between the check and the kill.
    }
  };
  // Its own process group (so a kill reaches every process of it) also means it would outlive
  // this one: take it along when this process exits, whatever the test did.
  const killOnExit = () => signalGroup("SIGKILL");
  process.once("exit", killOnExit);
  void exited.then(() => {
    done = true;
    process.off("exit", killOnExit);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid,
    output: () => output,
    exited,
    stop(signal = "SIGTERM") {
      signalGroup(signal);
      return exited;
    },
  };
}

/** The /api/health answer of `url`, or null when nothing answers. */
export async function healthStatus(url: string): Promise<number | null> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

/** Waits until the server's /api/health answers `status` (fails early when the server exits). */
export async function waitForHealth(server: AppServer, status = 200, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => (exited = true));
  for (;;) {
    if (exited) throw new Error(`the server on port ${server.port} exited:\n${server.output()}`);
    if ((await healthStatus(server.url)) === status) return;
    if (Date.now() > deadline) throw new Error(`no health ${status} from port ${server.port} in ${timeoutMs} ms:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
