// `npm run serve`: scripts/serve.mjs after one check. Without SITE_URL a local run names its own
// origin (http://localhost:PORT); the prerendered pages name the origin of the build, so when
// that differs (built for port 3000, served on 4000) the pages are built again for this origin
// first (scripts/build-origin.mjs). With SITE_URL set, the build is served as it is.
import { spawnSync } from "node:child_process";

import { builtOrigin, recordBuiltOrigin } from "./build-origin.mjs";

if (process.env.SITE_URL_FROM_PORT === "1") {
  const built = builtOrigin();
  const wanted = process.env.SITE_URL;
  if (built && wanted && built !== wanted) {
    console.log(`This build's pages name ${built}; building them again for ${wanted} (set SITE_URL to serve the build as it is).`);
    const build = spawnSync("npx", ["next", "build", "--webpack"], { stdio: "inherit", env: process.env });
    if (build.status !== 0) process.exit(build.status ?? 1);
    recordBuiltOrigin(wanted);
  }
}

await import("./serve.mjs");
