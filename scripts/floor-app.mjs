/**
 * The framework floor: a bare Next.js App Router app (one layout, one page of text, no config),
 * generated into a temporary directory and built with this repository's installed Next.js
 * (its node_modules linked in), so the first-load JS it ships is what the framework costs
 * before any code of ours, for the version we run now. `npm run perf` puts it beside the site's
 * pages; the CI budget check (scripts/js-budget.ts) budgets our own code on top of it.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { startNextServer } from "./first-load-js.mjs";

const LAYOUT = `export const metadata = { title: "Floor" };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;

const PAGE = `export default function Page() {
  return <p>A bare Next.js App Router page.</p>;
}
`;

/**
 * Builds the bare app (`next build --webpack`, as the site is built) and serves it on `port`.
 * Returns `{ origin, stop }`; `stop()` also removes the app's directory.
 */
export async function startFloorApp({ port, env = process.env }) {
  const dir = mkdtempSync(join(tmpdir(), "next-floor-"));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    mkdirSync(join(dir, "app"));
    writeFileSync(join(dir, "app", "layout.jsx"), LAYOUT);
    writeFileSync(join(dir, "app", "page.jsx"), PAGE);
    // The site's icon: without one the browser's request for /favicon.ico, sent after the floor's
    // load, answered 404 while Lighthouse measured the next page and counted against its best practices.
    copyFileSync(resolve("app/favicon.ico"), join(dir, "app", "favicon.ico"));
    writeFileSync(join(dir, "package.json"), `${JSON.stringify({ name: "next-floor", private: true }, null, 2)}\n`);
    symlinkSync(resolve("node_modules"), join(dir, "node_modules"), "dir");
    const floorEnv = { ...env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
    delete floorEnv.NEXT_DIST_DIR;
    const build = spawnSync("npx", ["next", "build", "--webpack"], { cwd: dir, env: floorEnv, encoding: "utf8" });
    if (build.status !== 0) throw new Error(`The bare Next.js app did not build:\n${build.stdout}\n${build.stderr}`);
    const server = await startNextServer({ cwd: dir, port, env: floorEnv, timeoutMs: 30_000, bareNext: true });
    return {
      origin: server.origin,
      stop: () => {
        server.stop();
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}
