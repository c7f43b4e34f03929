// The Content-Security-Policy of an HTML answer names the hash of each of its own inline scripts
// instead of allowing inline scripts in general (docs/architecture.md, Content-Security-Policy).
// Next's pages carry their payload in inline scripts whose text differs per page and per render,
// so the policy is finished per answer, by the production server (scripts/next-server.mjs), once
// the whole page is known: `'unsafe-inline'` in script-src becomes the page's hashes. A script
// injected later (a stored value written into the page, an extension's payload) matches none.
import { createHash } from "node:crypto";
import zlib from "node:zlib";

/** A `<script>` start tag (attributes quoted or bare), its text, and its end tag. */
const SCRIPT = /<script\b((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>([\s\S]*?)<\/script\s*>/gi;
/** The `type` values a browser runs as script (empty or absent: classic JavaScript). */
const SCRIPT_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

function attribute(attributes, name) {
  const match = new RegExp(`\\s${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=\\s|$)`, "i").exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

/**
 * The CSP source expressions (`'sha256-…'`) of the inline scripts in `html` that a browser would
 * run: no `src`, a JavaScript type. Data blocks (JSON-LD) are not run and need none. The hash is
 * of the script's text as written between its tags, which is what a browser hashes.
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? "";
    if (attribute(attributes, "src") !== undefined) continue;
    const type = (attribute(attributes, "type") ?? "").trim().toLowerCase();
    if (!SCRIPT_TYPES.has(type)) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

/**
 * `policy` with `'unsafe-inline'` in its script-src replaced by `hashes` (removed when there are
 * none). A policy whose script-src does not allow inline scripts is returned as it is.
 */
export function policyWithScriptHashes(policy, hashes) {
  return policy
    .split(";")
    .map((directive) => {
      const parts = directive.trim().split(/\s+/);
      if (parts[0]?.toLowerCase() !== "script-src" || !parts.includes("'unsafe-inline'")) return directive;
      const sources = parts.slice(1).filter((source) => source !== "'unsafe-inline'");
      return ` ${["script-src", ...sources, ...hashes].join(" ")}`;
    })
    .join(";")
    .trim();
}

/** The body's text, undone from its content encoding; undefined when the encoding is unknown or broken. */
function decodedText(body, encoding) {
  try {
    switch ((encoding ?? "identity").toString().trim().toLowerCase()) {
      case "identity":
      case "":
        return body.toString("utf8");
      case "gzip":
      case "x-gzip":
        return zlib.gunzipSync(body).toString("utf8");
      case "deflate":
        return zlib.inflateSync(body).toString("utf8");
      case "br":
        return zlib.brotliDecompressSync(body).toString("utf8");
      default:
        return undefined;
    }
  } catch {
    return undefined;
  }
}

const CSP = "content-security-policy";

function rewritePolicy(res, hashes) {
  const policy = res.getHeader(CSP);
  if (policy === undefined) return;
  const policies = Array.isArray(policy) ? policy : [String(policy)];
  const rewritten = policies.map((value) => policyWithScriptHashes(value, hashes));
  res.setHeader(CSP, rewritten.length === 1 ? rewritten[0] : rewritten);
}

/**
 * Holds an HTML answer of `res` until it ends, then sets its policy's script hashes and sends it;
 * any other answer passes through as it comes, with a policy that allows no inline script.
 * Install it before the app's handler: Next's own compression then writes its compressed bytes
 * through it, which are decoded to be read (the hook cannot sit above a compression that Next
 * installs inside its handler; undoing it costs a page's worth of inflating).
 *
 * - An answer without a body (HEAD, or a status without one) gets the policy without inline
 *   scripts: none can run from it.
 * - A 304 goes without a policy: a cache keeps the one it stored with the page, whose hashes are
 *   the page's (a 304's headers replace a stored answer's, and these would have no hashes).
 * - A body whose encoding cannot be undone gets the policy without inline scripts: the page fails
 *   closed rather than open.
 */
export function hashInlineScripts(res) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  /** "buffer" for an HTML answer, "pass" for any other; decided when the body starts. */
  let mode;
  const chunks = [];

  const decide = () => {
    if (mode) return mode;
    if (res.statusCode === 304) {
      res.removeHeader(CSP);
      mode = "pass";
    } else if (/^\s*text\/html\b/i.test(String(res.getHeader("content-type") ?? ""))) {
      mode = "buffer";
    } else {
      // Nothing else is a page of ours: no inline script runs from it (an SVG opened alone, say).
      rewritePolicy(res, []);
      mode = "pass";
    }
    return mode;
  };

  // The status and headers are kept on `res` (as setHeader would) and sent with the body.
  res.writeHead = function writeHead(statusCode, reason, headers) {
    if (mode === "pass") return original.writeHead.apply(this, arguments);
    const fields = typeof reason === "string" ? headers : reason;
    this.statusCode = statusCode;
    if (typeof reason === "string") this.statusMessage = reason;
    if (Array.isArray(fields)) {
      for (let i = 0; i + 1 < fields.length; i += 2) this.appendHeader(fields[i], fields[i + 1]);
    } else if (fields) {
      for (const [name, value] of Object.entries(fields)) if (value !== undefined) this.setHeader(name, value);
    }
    return this;
  };
  res.flushHeaders = function flushHeaders() {
    if (decide() === "pass") original.flushHeaders.call(this);
  };
  res.write = function write(chunk, encoding, callback) {
    if (decide() === "pass") return original.write.apply(this, arguments);
    const done = typeof encoding === "function" ? encoding : callback;
    if (chunk != null && chunk.length > 0) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"));
    if (typeof done === "function") process.nextTick(done);
    return true;
  };
  res.end = function end(chunk, encoding, callback) {
    if (decide() === "pass") return original.end.apply(this, arguments);
    let done = callback;
    if (typeof chunk === "function") {
      done = chunk;
      chunk = undefined;
    } else if (typeof encoding === "function") {
      done = encoding;
      encoding = undefined;
    }
    if (chunk != null && chunk.length > 0) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding ?? "utf8"));
    const body = Buffer.concat(chunks);
    const text = body.length > 0 ? decodedText(body, res.getHeader("content-encoding")) : "";
    rewritePolicy(this, text === undefined ? [] : inlineScriptHashes(text));
    if (this.getHeader("content-length") !== undefined && this.req?.method !== "HEAD") this.setHeader("content-length", body.length);
    // From here on the response is sent as any other: Node's implicit writeHead goes through.
    mode = "pass";
    return original.end.call(this, body, done);
  };
}
