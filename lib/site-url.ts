/** The canonical origin: SITE_URL, or the local default. Safe in config, server and metadata code. */
export function siteUrl(): URL {
  const raw = process.env.SITE_URL;
  try {
    return new URL(raw && raw.trim() !== "" ? raw : "http://localhost:3000");
  } catch {
    return new URL("http://localhost:3000");
  }
}
