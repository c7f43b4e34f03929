/**
 * A shared scenario's canonical address (docs/architecture.md, Caching): the page a scenario link
 * renders depends only on its query, and only on each parameter's first value, so two addresses
 * that differ in order, repeats or parameters no page reads render the same page. proxy.ts
 * rewrites a link to `/scenario/<calculator>/<segment>/`, whose page is rendered once per segment
 * and then served from the cache (a bounded cache: addresses are unbounded).
 */

/** Longest canonical query cached; a longer one is rendered per request (no real form makes one). */
export const MAX_CANONICAL_QUERY = 1200;

/**
 * Parameters that say where a visit came from, never what to compute (the calculators read only
 * plain camelCase names, so any name with "_" or "-", such as utm_source, is dropped as well).
 */
const TRACKING_PARAMS = new Set(["gclid", "fbclid", "msclkid", "dclid", "yclid", "twclid", "igshid", "ref"]);

const PLAIN_NAME = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

/**
 * The query's canonical form: each plain parameter once (its first value), sorted by name, tracking
 * parameters left out; null when that is too long to cache.
 */
export function canonicalScenarioQuery(params: URLSearchParams): string | null {
  const first = new Map<string, string>();
  for (const [name, value] of params) {
    if (!PLAIN_NAME.test(name) || TRACKING_PARAMS.has(name) || first.has(name)) continue;
    first.set(name, value);
  }
  const canonical = new URLSearchParams([...first].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString();
  return canonical.length > MAX_CANONICAL_QUERY ? null : canonical;
}

/** The canonical query as one path segment (base64url of its UTF-8 bytes: no character to escape). */
export function scenarioSegment(canonical: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(canonical)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The query a segment names, as a page's searchParams; null for a segment no link makes. */
export function readScenarioSegment(segment: string): Record<string, string> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(segment) || segment.length > Math.ceil((MAX_CANONICAL_QUERY * 4) / 3) + 4) return null;
  let text: string;
  try {
    const binary = atob(segment.replace(/-/g, "+").replace(/_/g, "/"));
    text = new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
  const params = new URLSearchParams(text);
  // Only the canonical form of itself: any other spelling would be a second cache entry for one page.
  if (canonicalScenarioQuery(params) !== text) return null;
  return Object.fromEntries(params);
}
