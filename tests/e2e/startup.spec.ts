import { spawnSync } from "node:child_process";

import { expect, test } from "@playwright/test";

/** Starts the production server with the given environment and returns its exit code and output. */
function start(port: number, env: Record<string, string>) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("NEXT_PUBLIC_"))) as NodeJS.ProcessEnv;
  const result = spawnSync("npx", ["next", "start", "-p", String(port)], { env: { ...clean, ...env }, encoding: "utf8", timeout: 30_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

test("a production start without the public configuration fails and names every missing variable", () => {
  const { status, output } = start(3498, { NODE_ENV: "production", SITE_URL: "https://example.com", AUTH_SECRET: "x".repeat(40), SMTP_URL: "off" });
  expect(status).not.toBe(0);
  expect(output).toContain(
    "Missing required public environment variables: NEXT_PUBLIC_GRAPHQL_PROXY_URL, NEXT_PUBLIC_EMAIL_MARKETING_API_KEY, NEXT_PUBLIC_EMAIL_MARKETING_API_VERSION, NEXT_PUBLIC_EMAIL_MARKETING_FORM_ID, NEXT_PUBLIC_GA_MEASUREMENT_ID, NEXT_PUBLIC_GTM_ID, NEXT_PUBLIC_AD_CLIENT_ID, NEXT_PUBLIC_AD_COOKIE_NAME, NEXT_PUBLIC_MAPS_API_KEY, NEXT_PUBLIC_LISTINGS_METRICS_ID, NEXT_PUBLIC_BLOG_API_URL, NEXT_PUBLIC_BLOG_API_KEY, NEXT_PUBLIC_IMAGE_URL, NEXT_PUBLIC_IS_PRODUCTION",
  );
});

test("a start with an unknown NODE_ENV fails with its name", () => {
  const { status, output } = start(3499, { NODE_ENV: "staging" });
  expect(status).not.toBe(0);
  expect(output).toContain("Invalid NODE_ENV: staging");
});
