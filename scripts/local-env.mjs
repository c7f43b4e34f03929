// The local configuration: every integration explicitly `off`, a generated auth secret kept in
// the data directory, the embedded database. Values already in the environment win, so a
// developer can switch one integration on without editing anything.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const PUBLIC_OFF = [
  "NEXT_PUBLIC_GRAPHQL_PROXY_URL",
  "NEXT_PUBLIC_EMAIL_MARKETING_API_KEY",
  "NEXT_PUBLIC_EMAIL_MARKETING_API_VERSION",
  "NEXT_PUBLIC_EMAIL_MARKETING_FORM_ID",
  "NEXT_PUBLIC_GA_MEASUREMENT_ID",
  "NEXT_PUBLIC_GTM_ID",
  "NEXT_PUBLIC_AD_CLIENT_ID",
  "NEXT_PUBLIC_AD_COOKIE_NAME",
  "NEXT_PUBLIC_MAPS_API_KEY",
  "NEXT_PUBLIC_LISTINGS_METRICS_ID",
  "NEXT_PUBLIC_BLOG_API_URL",
  "NEXT_PUBLIC_BLOG_API_KEY",
  "NEXT_PUBLIC_IMAGE_URL",
];

function localAuthSecret(dataDir) {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Returns process.env completed with the local defaults. */
export function localEnv(base = process.env) {
  const env = { ...base };
  for (const key of PUBLIC_OFF) env[key] ??= "off";
  env.NEXT_PUBLIC_IS_PRODUCTION ??= "false";
  env.PORT ??= "3000";
  if (!env.SITE_URL) {
    // A local run names its own port (scripts/build-origin.mjs).
    env.SITE_URL = `http://localhost:${env.PORT}`;
    env.SITE_URL_FROM_PORT = "1";
  }
  env.DATA_DIR ??= "./.data";
  env.SMTP_URL ??= "off";
  env.AUTH_SECRET ??= localAuthSecret(env.DATA_DIR);
  env.NEXT_TELEMETRY_DISABLED ??= "1";
  return env;
}
