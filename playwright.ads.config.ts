import { defineConfig } from "@playwright/test";

import base from "./playwright.config";
import { TEST_STRIPE_ENV } from "./tests/support/stripe-test-events.cjs";

/**
 * The ads e2e run: a build configured for the ad service (client id and consent cookie name),
 * in its own directory (NEXT_DIST_DIR=.next-ads), served on its own port, so the default build
 * and run stay free of ad configuration. Build it first:
 *   NEXT_DIST_DIR=.next-ads NEXT_PUBLIC_AD_CLIENT_ID=ca-pub-0000000000000000 \
 *   NEXT_PUBLIC_AD_COOKIE_NAME=hmh_ads_consent npm run build:local
 * (the test command builds only the routes this run visits, scripts/ads-build-paths.mjs).
 * The tests route the ad host to a local stub: no internet needed.
 */
export const ADS_ENV = {
  NEXT_DIST_DIR: ".next-ads",
  NEXT_PUBLIC_AD_CLIENT_ID: "ca-pub-0000000000000000",
  NEXT_PUBLIC_AD_COOKIE_NAME: "hmh_ads_consent",
} as const;

const port = Number(process.env.E2E_ADS_PORT ?? 3181);
const dataDir = ".data-e2e-ads";

export default defineConfig({
  ...base,
  testDir: "tests/e2e-ads",
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: {
    command: `rm -rf ${dataDir} && npm run serve`,
    url: `http://localhost:${port}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: { ...ADS_ENV, ...TEST_STRIPE_ENV, PORT: String(port), DATA_DIR: dataDir, SITE_URL: `http://localhost:${port}` },
  },
});
