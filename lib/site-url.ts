/**
 * The site's origin when SITE_URL is not set: this server on its own port (PORT, which
 * scripts/next-server.mjs sets to the port it listens on), or 3000. A local run on another port
 * names itself in its embed code, canonical links and share tags, not a server on :3000.
 */
export function defaultSiteUrl(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const port = (env.PORT ?? "").trim();
  return `http://localhost:${/^\d{1,5}$/.test(port) ? port : "3000"}`;
}

/** The canonical origin: SITE_URL when set, else {@link defaultSiteUrl}. Safe in config, server and metadata code. */
export function siteUrl(env: Readonly<Record<string, string | undefined>> = process.env): URL {
  const raw = env.SITE_URL;
  try {
    return new URL(raw && raw.trim() !== "" ? raw : defaultSiteUrl(env));
  } catch {
    return new URL(defaultSiteUrl(env));
  }
}
