/**
 * Where to go after signing in: the `next` parameter when it is a path on this site, else the
 * profile. Anything else (another origin, `//host`, `javascript:`) is ignored, so a crafted
 * link cannot send a freshly signed-in user to another site.
 */
export function safeNextPath(search: string, fallback = "/profile/"): string {
  const next = new URLSearchParams(search).get("next");
  if (next === null || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  try {
    const url = new URL(next, "http://site.invalid");
    return url.origin === "http://site.invalid" ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
