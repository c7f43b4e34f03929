// The build's scripts and styles (/_next/static/), compressed once, served from memory by
// scripts/next-server.mjs. Next's own handler compresses each such response again on every
// request, on the one thread that also renders pages: a page's dozen chunks, asked for at once,
// queued behind each other for 300-450 ms on this project's two-core machine before the first
// byte of the last one left (docs/architecture.md, Caching: "Static files compressed once").
// Here each file is compressed at start-up (Brotli at its best quality and gzip, in Node's
// worker pool, not on the event loop) and every request after that is a copy from memory.
//
// Only the files found at start-up are served, by exact path (nothing from the request reaches
// the file system), with the headers next.config.ts gives that path (read from the build's
// routes manifest, as Next applies them) and Next's own for the build's files (immutable for a
// year). A request this cannot answer (a file still being compressed, a client that takes
// neither encoding, another method) goes on to Next, as before.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

import { policyWithScriptHashes } from "./inline-script-hashes.mjs";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The URL prefix of the build's static files. */
const STATIC_PREFIX = "/_next/static/";

/** Types worth compressing; fonts and images are compressed already and stay with Next. */
const CONTENT_TYPES = new Map([
  [".js", "application/javascript; charset=UTF-8"],
  [".css", "text/css; charset=UTF-8"],
  [".json", "application/json; charset=UTF-8"],
  [".svg", "image/svg+xml"],
  [".txt", "text/plain; charset=UTF-8"],
]);

/** As Next answers for the build's own files: their names change with their content. */
const CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Files compressed at once during start-up (each takes one of the worker pool's threads). */
const CONCURRENCY = 2;

/**
 * The encoding to answer with for an Accept-Encoding header: "br", "gzip", or null when the
 * client accepts neither (q=0 refuses a coding; "*" stands for any coding not named).
 */
export function chooseEncoding(acceptEncoding) {
  if (typeof acceptEncoding !== "string") return null;
  const weights = new Map();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const coding = name.trim().toLowerCase();
    if (coding === "") continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split("=").map((text) => text.trim());
      if (key?.toLowerCase() === "q") q = Number(value);
    }
    weights.set(coding === "x-gzip" ? "gzip" : coding, Number.isFinite(q) ? q : 0);
  }
  const weight = (coding) => weights.get(coding) ?? weights.get("*") ?? 0;
  const br = weight("br");
  const gz = weight("gzip");
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return null;
}

/**
 * The header rules of next.config.ts, from the build's routes manifest, each path pattern
 * compiled once. Conditional entries (on a header, cookie or query) are left to Next.
 */
function headerRules(manifest) {
  return (manifest.headers ?? [])
    .filter((entry) => !entry.has && !entry.missing)
    .map((entry) => ({ pattern: new RegExp(entry.regex), headers: entry.headers }));
}

/** The headers the rules give `pathname` (later rules win). */
function configuredHeaders(rules, pathname) {
  const headers = {};
  for (const rule of rules)
    if (rule.pattern.test(pathname))
      for (const { key, value } of rule.headers)
        // A script or style file runs no inline script: its policy allows none (inline-script-hashes.mjs).
        headers[key] = key.toLowerCase() === "content-security-policy" ? policyWithScriptHashes(value, []) : value;
  return headers;
}

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/**
 * The static files of the build in `distDir` (".next"), to be served by `serve(req, res)` once
 * `ready` has compressed them (`serve` answers what is ready and passes on the rest). `ready`
 * resolves to null, or to the error that stopped the compression.
 */
export function createStaticAssets({ distDir }) {
  const staticDir = path.join(distDir, "static");
  /** URL path -> { type, headers, br, gzip } */
  const assets = new Map();

  async function compressFile(file, rules) {
    const type = CONTENT_TYPES.get(path.extname(file));
    if (!type) return;
    const pathname = STATIC_PREFIX + path.relative(staticDir, file).split(path.sep).join("/");
    const body = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    assets.set(pathname, { type, headers: configuredHeaders(rules, pathname), br, gzip: gz });
  }

  async function prepare() {
    const rules = headerRules(JSON.parse(await readFile(path.join(distDir, "routes-manifest.json"), "utf8")));
    const queue = await listFiles(staticDir);
    const worker = async () => {
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) await compressFile(file, rules);
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  }

  // Never rejects: without the build's files or manifest, Next serves every file as before.
  const ready = prepare().then(
    () => null,
    (error) => (error instanceof Error ? error : new Error(String(error))),
  );

  /** Answers `req` from memory and returns true, or returns false to leave it to Next. */
  function serve(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    // Every key is a path under STATIC_PREFIX, so anything else is simply not found.
    const asset = assets.get((req.url ?? "").split("?", 1)[0] ?? "");
    if (!asset) return false;
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    if (!encoding) return false;
    const body = asset[encoding];
    res.writeHead(200, {
      ...asset.headers,
      "Cache-Control": CACHE_CONTROL,
      "Content-Type": asset.type,
      "Content-Encoding": encoding,
      "Content-Length": body.length,
      Vary: "Accept-Encoding",
    });
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  return { ready, serve, size: () => assets.size };
}
