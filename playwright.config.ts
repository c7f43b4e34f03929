import { existsSync } from "node:fs";

import { defineConfig, devices } from "@playwright/test";

import { TEST_STRIPE_ENV } from "./tests/support/stripe-test-events.cjs";

/**
 * End-to-end tests against the production build (`npm run serve`), in Debian's Chromium
 * headless shell (Playwright cannot download its own browser here). Each run starts from an empty data
 * directory, so migrations and sample data run as they would on a fresh clone.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
/**
 * The browser: Debian's Chromium headless shell (Chromium's pages without the full browser around
 * them: its old headless mode), installed by scripts/install-browser.sh. The whole suite took
 * half the browser CPU time and 40% less wall time than in the full Chromium (docs/quality.md,
 * The test command's time). The full Chromium where the shell is missing; CHROMIUM_PATH names
 * another.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const browserPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
const dataDir = ".data-e2e";

export default defineConfig({
  testDir: "tests/e2e",
  // Generous: axe runs and a 2-core machine shared with the server under test. At 60 s, five
  // long tests (axe at two widths, the agent's whole journey) ran out of time on a slow CI host
  // with the load average at 15; none failed an assertion.
  timeout: 120_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace only when a failed test runs again (CI retries once): recording one for every test
    // and keeping it on failure took over a quarter of the suite's time. Locally, `--trace on`.
    trace: "on-first-retry",
    // The service worker precaches some 200 files (every chunk, every calculator page) in each
    // new browser context, which is every test: blocked, except where it is under test
    // (offline.spec.ts). It cost over a quarter of the suite's time.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: browserPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `rm -rf ${dataDir} && npm run serve`,
    url: `http://localhost:${port}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    // Stripe configured (premium tier): the premium e2e posts signed webhook events to the server.
    // One trusted proxy: a test that simulates visitors is that proxy, naming each visitor in
    // X-Forwarded-For (the browser's own requests are the socket's address, as without a proxy).
    env: { ...TEST_STRIPE_ENV, PORT: String(port), DATA_DIR: dataDir, SITE_URL: `http://localhost:${port}`, TRUSTED_PROXY_COUNT: "1" },
  },
});
