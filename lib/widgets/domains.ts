/**
 * Allowed embedding domains of a widget: parsing what an owner types ("example.com",
 * "*.example.com", "https://blog.example.com:8443"), matching a page's origin against the list,
 * and the `frame-ancestors` sources that let exactly those pages frame the widget. Pure: shared
 * by the manager's form, the server's validation, the proxy's headers and the tests.
 *
 * Rules (the same as CSP's host-source matching, which the browser enforces):
 * - `example.com` matches that host only; `*.example.com` matches any subdomain at any depth
 *   (`a.example.com`, `a.b.example.com`) but not `example.com` itself: list both for both.
 * - Without a port, only the scheme's default port (80 for http, 443 for https); with one, only it.
 * - Without a scheme, http and https (what an owner typing a bare name expects); `https://`
 *   limits it to https.
 */

/** An allowed domain, normalized. */
export interface AllowedDomain {
  /** null = http and https. */
  scheme: "http" | "https" | null;
  /** Lower-case host, without the `*.` of a wildcard (punycode for international names). */
  host: string;
  /** True for `*.host`: subdomains of host at any depth. */
  wildcard: boolean;
  /** null = the scheme's default port. */
  port: number | null;
}

/** Most allowed domains one widget may list. */
export const MAX_ALLOWED_DOMAINS = 20;

export type DomainParseResult = { ok: true; domain: AllowedDomain } | { ok: false; message: string };

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV4 = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function isHostName(host: string): boolean {
  if (host.length > 253) return false;
  const labels = host.split(".");
  if (!labels.every((label) => LABEL.test(label))) return false;
  // A top-level label is never all digits (that would be a malformed IP address).
  return !/^\d+$/.test(labels[labels.length - 1] ?? "");
}

/**
 * Parses one allowed domain as typed. Returns a message naming the problem for anything that is
 * not a host name (with an optional `*.`, scheme and port): paths, queries, user names, `*`
 * alone, a wildcard over a top-level domain (`*.com`), IPv6 literals.
 */
export function parseAllowedDomain(input: string): DomainParseResult {
  let text = input.trim().toLowerCase();
  const shown = input.trim();
  if (text === "") return { ok: false, message: "Enter a domain name, such as example.com." };
  let scheme: AllowedDomain["scheme"] = null;
  const schemeMatch = /^([a-z][a-z0-9+.-]*):\/\//.exec(text);
  if (schemeMatch) {
    if (schemeMatch[1] !== "http" && schemeMatch[1] !== "https") {
      return { ok: false, message: `"${shown}": only http:// and https:// pages can embed the widget.` };
    }
    scheme = schemeMatch[1];
    text = text.slice(schemeMatch[0].length);
  }
  if (text.endsWith("/")) text = text.slice(0, -1);
  if (/[/?#@\s\\]/.test(text)) {
    return { ok: false, message: `"${shown}" is not a domain name: give the site's domain only (example.com), without a path.` };
  }
  let port: number | null = null;
  const portMatch = /:(\d{1,5})$/.exec(text);
  if (portMatch) {
    port = Number(portMatch[1]);
    if (port < 1 || port > 65535) return { ok: false, message: `"${shown}": the port must be between 1 and 65535.` };
    text = text.slice(0, -portMatch[0].length);
  }
  if (text.includes(":") || text.includes("[")) {
    return { ok: false, message: `"${shown}" is not a domain name (IPv6 addresses and other ports are not supported).` };
  }
  let wildcard = false;
  if (text.startsWith("*.")) {
    wildcard = true;
    text = text.slice(2);
  }
  if (text.includes("*")) {
    return { ok: false, message: `"${shown}": a wildcard is only allowed at the start, as in *.example.com.` };
  }
  // International names: the URL parser gives their ASCII (punycode) form, as browsers send it.
  let host = text;
  if (/[^\x00-\x7f]/.test(host)) {
    try {
      host = new URL(`http://${host}`).hostname;
    } catch {
      return { ok: false, message: `"${shown}" is not a valid domain name.` };
    }
  }
  if (host.endsWith(".")) host = host.slice(0, -1);
  if (IPV4.test(host)) {
    if (wildcard) return { ok: false, message: `"${shown}": a wildcard needs a domain name, not an IP address.` };
    return { ok: true, domain: { scheme, host, wildcard, port } };
  }
  if (!isHostName(host)) return { ok: false, message: `"${shown}" is not a valid domain name.` };
  if (wildcard && !host.includes(".")) {
    return { ok: false, message: `"${shown}": a wildcard must cover a domain of your own (*.example.com), not a whole top-level domain.` };
  }
  return { ok: true, domain: { scheme, host, wildcard, port } };
}

/** The canonical text of an allowed domain (what is stored and shown). */
export function formatAllowedDomain(domain: AllowedDomain): string {
  return `${domain.scheme ? `${domain.scheme}://` : ""}${domain.wildcard ? "*." : ""}${domain.host}${domain.port !== null ? `:${domain.port}` : ""}`;
}

const DEFAULT_PORTS: Record<string, number> = { "http:": 80, "https:": 443 };

/** Whether a page at `origin` ("https://blog.example.com") may embed a widget allowing `domains`. */
export function originAllowed(origin: string, domains: readonly AllowedDomain[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const defaultPort = DEFAULT_PORTS[url.protocol];
  if (defaultPort === undefined) return false;
  const scheme = url.protocol.slice(0, -1);
  const host = url.hostname.toLowerCase();
  const port = url.port ? Number(url.port) : defaultPort;
  return domains.some((d) => {
    if (d.scheme !== null && d.scheme !== scheme) return false;
    if ((d.port ?? defaultPort) !== port) return false;
    return d.wildcard ? host.endsWith(`.${d.host}`) : host === d.host;
  });
}

/**
 * The `frame-ancestors` source list for the allowed domains (each spelled with its scheme, so a
 * bare name allows http and https whatever the site's own scheme), or `'none'` for an empty list.
 */
export function frameAncestorSources(domains: readonly AllowedDomain[]): string {
  const sources = new Set<string>();
  for (const d of domains) {
    const schemes = d.scheme ? [d.scheme] : ["https", "http"];
    for (const scheme of schemes) {
      sources.add(`${scheme}://${d.wildcard ? "*." : ""}${d.host}${d.port !== null ? `:${d.port}` : ""}`);
    }
  }
  return sources.size > 0 ? [...sources].join(" ") : "'none'";
}

/** Parses stored (already validated) domain texts, skipping any that no longer parse. */
export function parseStoredDomains(texts: readonly string[]): AllowedDomain[] {
  const domains: AllowedDomain[] = [];
  for (const text of texts) {
    const parsed = parseAllowedDomain(text);
    if (parsed.ok) domains.push(parsed.domain);
  }
  return domains;
}
