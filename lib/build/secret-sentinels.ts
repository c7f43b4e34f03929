/**
 * Sentinel values for every secret server variable (`secret: true` in SERVER_VARIABLES), for a
 * build whose browser output is then scanned for them (scripts/check-client-secrets.ts). Each
 * value carries a token no real file contains, in the shape its variable's validation accepts,
 * so the build sees a fully configured site. A new secret variable fails the typecheck until it
 * has a sentinel here.
 */
import { SERVER_VARIABLES } from "../env";

type ServerVariables = typeof SERVER_VARIABLES;
export type SecretVariable = { [K in keyof ServerVariables]: ServerVariables[K]["secret"] extends true ? K : never }[keyof ServerVariables];

/** The distinctive part of a variable's sentinel, e.g. `hmhsentinelauthsecret`. */
export function sentinelToken(name: SecretVariable): string {
  return `hmhsentinel${name.toLowerCase().replaceAll("_", "")}`;
}

const SENTINEL_VALUES: { readonly [K in SecretVariable]: (token: string) => string } = {
  AUTH_SECRET: (token) => `${token}-0123456789abcdef0123456789`,
  DATABASE_URL: (token) => `postgres://sentinel:${token}@database.invalid:5432/sentinel`,
  SMTP_URL: (token) => `smtp://sentinel:${token}@mail.invalid:587`,
  LEADS_EMAIL: (token) => `${token}@example.invalid`,
  CONTACT_EMAIL: (token) => `${token}@example.invalid`,
  EMAIL_MARKETING_API_KEY: (token) => token,
  LISTINGS_FEED_URL: (token) => `https://${token}.invalid/odata`,
  LISTINGS_FEED_TOKEN: (token) => token,
  FRED_API_KEY: (token) => token,
  STRIPE_SECRET_KEY: (token) => `sk_test_${token}`,
  STRIPE_WEBHOOK_SECRET: (token) => `whsec_${token}`,
};

/** Variables that must be set with the sentinels for the configuration to validate (they go together). */
const COMPANIONS: Readonly<Record<string, string>> = {
  STRIPE_PRICE_ID: "price_sentinel",
  NEXT_PUBLIC_EMAIL_MARKETING_API_VERSION: "v3",
  NEXT_PUBLIC_EMAIL_MARKETING_FORM_ID: "1",
};

/** Build id of the scanned build: the one value that must appear in its output (proof the scan read that build). */
export const SENTINEL_BUILD_ID = "hmhsentinelbuildid";

export function secretVariables(): SecretVariable[] {
  return (Object.keys(SERVER_VARIABLES) as (keyof ServerVariables)[]).filter((name): name is SecretVariable => SERVER_VARIABLES[name].secret);
}

/** The environment to merge over a build's: every secret's sentinel, its companions and the build id. */
export function sentinelBuildEnv(): Record<string, string> {
  const env: Record<string, string> = { ...COMPANIONS, BUILD_ID: SENTINEL_BUILD_ID };
  for (const name of secretVariables()) env[name] = SENTINEL_VALUES[name](sentinelToken(name));
  return env;
}
