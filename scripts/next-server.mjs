// One server process of `npm run serve` (scripts/serve.mjs starts it, or N of them with
// WEB_CONCURRENCY): the production build served by Next's request handler on node:http, as a
// Next.js custom server. It exists for what `next start` cannot do:
// - the client's address comes from the socket and TRUSTED_PROXY_COUNT ("trust proxy" as in
//   Express or Fastify, lib/http/client-address.mjs) and replaces whatever X-Forwarded-For the
//   client sent, so the app (lib/server/request-context.ts) never reads a header a client wrote;
//   `next start` keeps a client's header and the app cannot see the socket;
// - every request body stops at its path's limit while it streams in (lib/http/body-limits.mjs),
//   chunked or not, with a 413 and the connection closed: Next itself reads on past its own
//   limits (the proxy.ts clone of a body reads it whole, keeping up to 10 MB);
// - requests reach Next a few per event-loop turn, in the order they came (lib/http/admission.mjs),
//   so new connections are accepted while busy ones are served;
// - the build's scripts and styles are compressed once, at start-up, and served from memory
//   (lib/http/static-assets.mjs), instead of compressed again by Next for every request;
// - an HTML answer's Content-Security-Policy allows its own inline scripts by their hashes, not
//   inline scripts in general (lib/http/inline-script-hashes.mjs): the page is held until whole.
// Arguments as `next start`: [dir] -p/--port, -H/--hostname, --keepAliveTimeout (ms).
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";

import next from "next";

import { createAdmission } from "../lib/http/admission.mjs";
import { distDirName } from "../lib/build/dist-dir.mjs";
import { bodyLimitFor } from "../lib/http/body-limits.mjs";
import { parseTrustedProxyCount, resolveClientAddress, TRUSTED_PROXY_COUNT_MESSAGE } from "../lib/http/client-address.mjs";
import { hashInlineScripts } from "../lib/http/inline-script-hashes.mjs";
import { createStaticAssets } from "../lib/http/static-assets.mjs";

function fail(message) {
  console.error(message);
  process.exit(1);
}

function parseArguments() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        port: { type: "string", short: "p" },
        hostname: { type: "string", short: "H" },
        keepAliveTimeout: { type: "string" },
      },
    });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : error}\nusage: npm run serve -- [dir] [-p PORT] [-H HOSTNAME] [--keepAliveTimeout MS]`);
  }
}
const { values, positionals } = parseArguments();

const port = Number(values.port ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`The port must be a whole number from 0 to 65535 (got "${values.port ?? process.env.PORT}").`);
const hostname = values.hostname;
const keepAliveTimeout = values.keepAliveTimeout === undefined ? undefined : Number(values.keepAliveTimeout);
if (keepAliveTimeout !== undefined && !(Number.isInteger(keepAliveTimeout) && keepAliveTimeout >= 0))
  fail(`--keepAliveTimeout must be a whole number of milliseconds (got "${values.keepAliveTimeout}").`);
const trustedProxies =
  parseTrustedProxyCount(process.env.TRUSTED_PROXY_COUNT) ?? fail(`${TRUSTED_PROXY_COUNT_MESSAGE} (got "${process.env.TRUSTED_PROXY_COUNT?.trim()}").`);

process.env.NODE_ENV ??= "production";
// webpack: the build is a webpack build (`next build --webpack`); Next would otherwise assume Turbopack.
const dir = positionals[0] ?? process.cwd();
const app = next({ dev: false, webpack: true, dir, hostname, port });
const handle = app.getRequestHandler();
// Compressed in the worker pool while the app starts and serves; until a file is ready, Next serves it.
const staticAssets = createStaticAssets({ distDir: path.join(dir, distDirName()) });
void staticAssets.ready.then((error) => {
  if (error) console.error(`The build's static files are served by Next (compressed per request): ${error.message}`);
});

/**
 * How long a refused connection stays half-open: the client still sending its body has this long
 * to read the 413 before the connection is reset (closing at once, with its unread bytes in our
 * receive buffer, resets it and can destroy the answer on its way, as nginx's lingering_close
 * explains). Nothing more is read from it meanwhile.
 */
const LINGER_MS = 2000;

/** Answers 413 and closes the connection without reading the rest of the body. */
function refuseBody(req, res, limit) {
  const socket = req.socket;
  if (res.headersSent) {
    socket.destroy();
    return;
  }
  // Node closes a `connection: close` response's socket with destroySoon() once it is written.
  socket.destroySoon = function lingeringClose() {
    this.end();
    setTimeout(() => this.destroy(), LINGER_MS).unref();
  };
  res.writeHead(413, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", connection: "close" });
  res.end(JSON.stringify({ error: "Payload too large.", limitBytes: limit }));
  // What the app's handler still writes belongs to a request already answered: dropped.
  res.setHeader = () => res;
  res.writeHead = () => res;
  res.write = () => true;
  res.end = () => res;
  // Whoever waits on the body learns that it never comes, as when a client goes away, rather than
  // waiting forever; the socket itself lingers as above.
  req._destroy = (error, callback) => callback(error);
  req.destroy();
}

/**
 * Stops `req`'s body at `limit` bytes. The HTTP parser hands each chunk of body to `req.push`, so
 * counting there sees a chunked body as it arrives, before any reader (Next's or the app's)
 * buffers it; past the limit the chunk is dropped, `false` makes the parser stop reading the
 * socket, and the client gets 413.
 */
function limitBody(req, res, limit) {
  const declared = req.headers["content-length"];
  if (declared !== undefined && Number(declared) > limit) {
    refuseBody(req, res, limit);
    return false;
  }
  let received = 0;
  let over = false;
  const push = req.push;
  req.push = function limitedPush(chunk, encoding) {
    if (over) return false;
    if (chunk !== null) {
      received += chunk.length;
      if (received > limit) {
        over = true;
        refuseBody(req, res, limit);
        return false;
      }
    }
    return push.call(this, chunk, encoding);
  };
  return true;
}

const admission = createAdmission();

/** Answers 503 at once: more requests wait than the server would reach in a few seconds. */
function refuseBusy(res) {
  res.writeHead(503, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", "retry-after": "1" });
  res.end("The server is busy. Please try again in a moment.");
}

/** Every request: the client address set, the body limited, then Next's handler in its turn. */
function onRequest(req, res, expectsContinue = false) {
  // The address Next and the app see is the one resolved here; the client's header is replaced.
  req.headers["x-forwarded-for"] = resolveClientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trustedProxies);
  const pathname = (req.url ?? "/").split("?", 1)[0] ?? "/";
  if (!limitBody(req, res, bodyLimitFor(pathname))) return;
  if (expectsContinue) res.writeContinue();
  // A copy from memory: no queue to wait in.
  if (staticAssets.serve(req, res)) return;
  // Before Next's handler, so its compression writes through the hook.
  hashInlineScripts(res);
  const admitted = admission.admit(
    () =>
      handle(req, res).catch((error) => {
        console.error(`Failed to handle request for ${req.url}`, error);
        if (!res.headersSent) res.writeHead(500);
        res.end("Internal Server Error");
      }),
    // The client left while the request waited: nothing to answer.
    () => req.socket.destroyed,
  );
  if (!admitted) refuseBusy(res);
}

const server = http.createServer(onRequest);
// "Expect: 100-continue" (curl sends it for large bodies): a body over its limit is refused
// before the client sends any of it.
server.on("checkContinue", (req, res) => onRequest(req, res, true));
if (keepAliveTimeout !== undefined) {
  server.keepAliveTimeout = keepAliveTimeout;
  // Node's guidance: headers may take as long as a kept-alive socket may idle, and a little more.
  server.headersTimeout = Math.max(server.headersTimeout, keepAliveTimeout + 1000);
}
server.on("error", (error) => {
  console.error("Failed to start server");
  console.error(error);
  process.exit(1);
});

try {
  // The app's start-up (instrumentation.ts: configuration, database) runs here.
  await app.prepare();
} catch (error) {
  console.error(error);
  process.exit(1);
}

server.listen(port, hostname, () => {
  const address = server.address();
  const shown = hostname ?? "localhost";
  console.log(
    `Ready on http://${shown.includes(":") ? `[${shown}]` : shown}:${typeof address === "object" && address ? address.port : port} (trusting ${trustedProxies} proxies for the client address)`,
  );
});

// As `next start`: close gracefully on SIGINT/SIGTERM unless NEXT_MANUAL_SIG_HANDLE leaves the
// signals to the app (lib/server/startup.ts closes the database, then exits).
if (!process.env.NEXT_MANUAL_SIG_HANDLE) {
  let stopping = false;
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ]) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      server.close(() => {
        app
          .close()
          .catch(console.error)
          .finally(() => process.exit(code));
      });
    });
  }
}
