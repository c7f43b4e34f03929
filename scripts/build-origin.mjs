// The origin a build's prerendered pages name (canonical links, share tags, the widget's embed
// code): SITE_URL when the build ran. A local run without SITE_URL names its own port, so
// `npm run serve` on another PORT than the build's builds the pages again for it first
// (scripts/serve-local.mjs); with SITE_URL set nothing is rebuilt.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const distDir = () => process.env.NEXT_DIST_DIR ?? ".next";

/** The origin recorded by the last `npm run build:local` (null when unknown). */
export function builtOrigin() {
  const file = path.join(distDir(), "site-origin");
  return existsSync(file) ? readFileSync(file, "utf8").trim() : null;
}

/** Records the origin a finished build's pages name. */
export function recordBuiltOrigin(origin) {
  writeFileSync(path.join(distDir(), "site-origin"), `${origin}\n`);
}
