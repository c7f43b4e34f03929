/**
 * Configuration, validated once with zod.
 *
 * Pure: `parseEnv` takes the raw environment so next.config.ts (build, dev, start), the server
 * and the tests all run the same checks. Integrations are switched off explicitly with the
 * value `off` (see INTEGRATION_OFF), so a local run needs no secrets while a variable that was
 * forgotten in production still stops start-up.
 */
import { z } from "zod";

import { parseTrustedProxyCount, TRUSTED_PROXY_COUNT_MESSAGE } from "./http/client-address.mjs";
import { INTEGRATION_OFF, isIntegrationOn } from "./integration";
import { defaultSiteUrl } from "./site-url";
import { FRED_SERIES_IDS, isFredSeriesId, type FredSeriesId } from "./rates/series";

export { INTEGRATION_OFF, isIntegrationOn } from "./integration";

export const NODE_ENVS = ["production", "test", "development"] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** Public (browser-visible) variables that production requires, with what each is for. */
export const REQUIRED_PUBLIC_VARIABLES = {
  NEXT_PUBLIC_GRAPHQL_PROXY_URL: "GraphQL proxy URL for application data (`off`: the site's own /graphql)",
  NEXT_PUBLIC_EMAIL_MARKETING_API_KEY: "Email-marketing (newsletter) API key",
  NEXT_PUBLIC_EMAIL_MARKETING_API_VERSION: "Email-marketing API version",
  NEXT_PUBLIC_EMAIL_MARKETING_FORM_ID: "Email-marketing signup form id",
  NEXT_PUBLIC_GA_MEASUREMENT_ID: "Google Analytics 4 measurement id (G-...)",
  NEXT_PUBLIC_GTM_ID: "Google Tag Manager container id (GTM-...)",
  NEXT_PUBLIC_AD_CLIENT_ID: "Ad-service client id (ca-pub-...)",
  NEXT_PUBLIC_AD_COOKIE_NAME: "Ad-service consent cookie name",
  NEXT_PUBLIC_MAPS_API_KEY: "Maps API key (listings map)",
  NEXT_PUBLIC_LISTINGS_METRICS_ID: "Listings metrics id (listing view reporting)",
  NEXT_PUBLIC_BLOG_API_URL: "Headless blog API URL (`off`: Markdown posts in content/)",
  NEXT_PUBLIC_BLOG_API_KEY: "Headless blog API key",
  NEXT_PUBLIC_IMAGE_URL: "Image CDN base URL (`off`: images served by the site)",
  NEXT_PUBLIC_IS_PRODUCTION: "Production flag: `true` on the public site, `false` on staging or local runs",
} as const;

export type PublicVariable = keyof typeof REQUIRED_PUBLIC_VARIABLES;

/**
 * What the configuration says of a server variable. `secret`: its value must never reach a
 * browser (scripts/check-client-secrets.ts builds with a sentinel value for each and scans the
 * client output for it).
 */
interface ServerVariable {
  readonly meaning: string;
  readonly default: string;
  readonly secret: boolean;
  readonly requiredInProduction: boolean;
}

/** Server variables: required in production unless a default is listed. */
export const SERVER_VARIABLES = {
  SITE_URL: {
    meaning: "Canonical origin of the site (used in canonical links, sitemap, emails, the widget's embed code)",
    default: "http://localhost:PORT (this server's port, 3000 by default)",
    secret: false,
    requiredInProduction: true,
  },
  AUTH_SECRET: {
    meaning: "Secret (32+ characters) that signs access tokens",
    default: "(development/test only: a fixed local secret)",
    secret: true,
    requiredInProduction: true,
  },
  DATABASE_URL: {
    meaning: "PostgreSQL connection string; empty: embedded PGlite in DATA_DIR",
    default: "(empty: PGlite)",
    secret: true,
    requiredInProduction: false,
  },
  DATA_DIR: { meaning: "Directory for the embedded database, uploads and the mail outbox", default: "./.data", secret: false, requiredInProduction: false },
  SMTP_URL: {
    meaning: "SMTP server (smtp://user:pass@host:port); `off`: mail goes to the outbox in DATA_DIR",
    default: "off",
    secret: true,
    requiredInProduction: true,
  },
  MAIL_FROM: { meaning: "Sender address of account emails", default: "How Much Home? <no-reply@localhost>", secret: false, requiredInProduction: false },
  LEADS_EMAIL: {
    meaning: "Address that receives quote requests (leads); required in production when SMTP_URL is set",
    default: "leads@localhost",
    secret: true,
    requiredInProduction: false,
  },
  CONTACT_EMAIL: {
    meaning: "Address that receives /contact/ messages (replies go to the sender); required in production when SMTP_URL is set",
    default: "contact@localhost",
    secret: true,
    requiredInProduction: false,
  },
  EMAIL_MARKETING_API_KEY: {
    meaning:
      "Email-marketing (ConvertKit v3 forms API) key, used by the server only; `off`: newsletter subscribers are kept in the database with double opt-in",
    default: "off",
    secret: true,
    requiredInProduction: false,
  },
  EMAIL_MARKETING_API_URL: {
    meaning: "Email-marketing API origin (tests point it at a local server)",
    default: "https://api.convertkit.com",
    secret: false,
    requiredInProduction: false,
  },
  LISTINGS_FEED_URL: {
    meaning: "RESO Web API (OData) service root that `npm run listings:sync` replicates Property from; `off`: no MLS feed",
    default: "off",
    secret: true,
    requiredInProduction: false,
  },
  LISTINGS_FEED_TOKEN: { meaning: "Bearer token of the RESO Web API feed; `off` with the URL", default: "off", secret: true, requiredInProduction: false },
  LISTINGS_FEED_PAGE_SIZE: {
    meaning: "Records per page the listings sync asks the feed for ($top, 1-1000)",
    default: "200",
    secret: false,
    requiredInProduction: false,
  },
  LISTING_SEARCH_INDEX_MAX_HOMES: {
    meaning:
      "Homes for sale the listing search holds in memory per server process (about 180 bytes each; the search filters, counts and orders them there and reads only a page's rows from the database); more than this and the search runs in SQL alone; 0: never held",
    default: "250000",
    secret: false,
    requiredInProduction: false,
  },
  FRED_API_KEY: {
    meaning: "FRED API key that `npm run rates:sync` fetches the rate series with; `off`: no sync (load FRED CSV downloads with `npm run rates:import`)",
    default: "off",
    secret: true,
    requiredInProduction: false,
  },
  FRED_API_URL: {
    meaning: "FRED API origin (tests point it at a local server)",
    default: "https://api.stlouisfed.org",
    secret: false,
    requiredInProduction: false,
  },
  FRED_SERIES: {
    meaning: "Comma-separated FRED series ids `npm run rates:sync` fetches (lib/rates/series.ts: the mortgage rates and the 30-day Average SOFR, SOFR30DAYAVG)",
    default: "(every series the site uses)",
    secret: false,
    requiredInProduction: false,
  },
  STRIPE_SECRET_KEY: {
    meaning: "Stripe secret API key (sk_live_... / sk_test_... / rk_...) for premium checkout and the customer portal; `off`: no checkout",
    default: "off",
    secret: true,
    requiredInProduction: false,
  },
  STRIPE_WEBHOOK_SECRET: {
    meaning: "Signing secret (whsec_...) of the Stripe webhook endpoint /api/stripe/webhook/; goes with STRIPE_SECRET_KEY",
    default: "off",
    secret: true,
    requiredInProduction: false,
  },
  STRIPE_PRICE_ID: {
    meaning: "Stripe price id (price_...) of the premium subscription; goes with STRIPE_SECRET_KEY",
    default: "off",
    secret: false,
    requiredInProduction: false,
  },
  STRIPE_API_URL: {
    meaning: "Stripe API origin (tests point it at a local server)",
    default: "https://api.stripe.com",
    secret: false,
    requiredInProduction: false,
  },
  PREMIUM_PRICE_MONTHLY: {
    meaning: "Premium price shown on /premium/, US dollars a month (must match the Stripe price)",
    default: "9",
    secret: false,
    requiredInProduction: false,
  },
  TRUSTED_PROXY_COUNT: {
    meaning:
      "Reverse proxies in front of the server that append to X-Forwarded-For; the client IP is the entry this many from the right, the socket's address counted (0: the socket's address, the header ignored; see README)",
    default: "0",
    secret: false,
    requiredInProduction: false,
  },
} as const satisfies Record<string, ServerVariable>;

const nonEmpty = z.string().trim().min(1);
// Plain address check: z.email() refuses local hosts such as the default leads@localhost.
const mailbox = (name: string) => z.string().regex(/^[^\s@<>,]+@[^\s@<>,]+$/, `${name} must be an email address (name@example.com)`);
const urlOrOff = z.union([z.literal(INTEGRATION_OFF), z.url()]);

const publicSchema = z.object({
  NEXT_PUBLIC_GRAPHQL_PROXY_URL: urlOrOff,
  NEXT_PUBLIC_EMAIL_MARKETING_API_KEY: nonEmpty,
  NEXT_PUBLIC_EMAIL_MARKETING_API_VERSION: nonEmpty,
  NEXT_PUBLIC_EMAIL_MARKETING_FORM_ID: nonEmpty,
  NEXT_PUBLIC_GA_MEASUREMENT_ID: nonEmpty,
  NEXT_PUBLIC_GTM_ID: nonEmpty,
  NEXT_PUBLIC_AD_CLIENT_ID: nonEmpty,
  NEXT_PUBLIC_AD_COOKIE_NAME: nonEmpty,
  NEXT_PUBLIC_MAPS_API_KEY: nonEmpty,
  NEXT_PUBLIC_LISTINGS_METRICS_ID: nonEmpty,
  NEXT_PUBLIC_BLOG_API_URL: urlOrOff,
  NEXT_PUBLIC_BLOG_API_KEY: nonEmpty,
  NEXT_PUBLIC_IMAGE_URL: urlOrOff,
  NEXT_PUBLIC_IS_PRODUCTION: z.enum(["true", "false"]),
});

const DEV_AUTH_SECRET = "how-much-home-local-development-secret-not-for-production";

const serverSchema = z.object({
  SITE_URL: z.url(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters"),
  DATABASE_URL: z.union([z.literal(""), z.url().regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")]),
  DATA_DIR: nonEmpty,
  SMTP_URL: z.union([z.literal(INTEGRATION_OFF), z.url().regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL")]),
  MAIL_FROM: nonEmpty,
  LEADS_EMAIL: mailbox("LEADS_EMAIL"),
  CONTACT_EMAIL: mailbox("CONTACT_EMAIL"),
  EMAIL_MARKETING_API_KEY: nonEmpty,
  EMAIL_MARKETING_API_URL: z.url().regex(/^https?:\/\//, "EMAIL_MARKETING_API_URL must be an http(s) URL"),
  LISTINGS_FEED_URL: z.union([z.literal(INTEGRATION_OFF), z.url().regex(/^https?:\/\//, "LISTINGS_FEED_URL must be an http(s) URL")]),
  LISTINGS_FEED_TOKEN: nonEmpty,
  LISTINGS_FEED_PAGE_SIZE: z.coerce
    .number()
    .int("LISTINGS_FEED_PAGE_SIZE must be a whole number")
    .min(1, "LISTINGS_FEED_PAGE_SIZE must be at least 1")
    .max(1000, "LISTINGS_FEED_PAGE_SIZE must be at most 1000"),
  LISTING_SEARCH_INDEX_MAX_HOMES: z.coerce
    .number("LISTING_SEARCH_INDEX_MAX_HOMES must be a number of homes")
    .int("LISTING_SEARCH_INDEX_MAX_HOMES must be a whole number")
    .min(0, "LISTING_SEARCH_INDEX_MAX_HOMES cannot be negative")
    .max(5_000_000, "LISTING_SEARCH_INDEX_MAX_HOMES must be at most 5000000"),
  FRED_API_KEY: nonEmpty,
  FRED_API_URL: z.url().regex(/^https?:\/\//, "FRED_API_URL must be an http(s) URL"),
  FRED_SERIES: z
    .string()
    .transform((list) =>
      list
        .split(",")
        .map((id) => id.trim())
        .filter((id) => id !== ""),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .refine(isFredSeriesId, { error: (issue) => `FRED_SERIES: ${String(issue.input)} is not a series the site uses (${FRED_SERIES_IDS.join(", ")})` }),
        )
        .min(1, "FRED_SERIES must name at least one series")
        .transform((ids) => [...new Set(ids)] as FredSeriesId[]),
    ),
  STRIPE_SECRET_KEY: z.union([
    z.literal(INTEGRATION_OFF),
    z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, "STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_..., sk_live_... or rk_...) or off"),
  ]),
  STRIPE_WEBHOOK_SECRET: z.union([
    z.literal(INTEGRATION_OFF),
    z.string().regex(/^whsec_[A-Za-z0-9_+/=]+$/, "STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...) or off"),
  ]),
  STRIPE_PRICE_ID: z.union([z.literal(INTEGRATION_OFF), z.string().regex(/^price_[A-Za-z0-9_]+$/, "STRIPE_PRICE_ID must be a price id (price_...) or off")]),
  STRIPE_API_URL: z.url().regex(/^https?:\/\//, "STRIPE_API_URL must be an http(s) URL"),
  PREMIUM_PRICE_MONTHLY: z.coerce
    .number("PREMIUM_PRICE_MONTHLY must be a number of dollars (9 or 9.99)")
    .positive("PREMIUM_PRICE_MONTHLY must be more than 0")
    .max(10_000, "PREMIUM_PRICE_MONTHLY must be at most 10000")
    .refine((value) => Math.round(value * 100) === value * 100, "PREMIUM_PRICE_MONTHLY must have at most two decimals"),
  // Read as the custom server reads it (scripts/next-server.mjs), by the one parser they share.
  TRUSTED_PROXY_COUNT: z.string().transform((text, context) => {
    const count = parseTrustedProxyCount(text);
    if (count === null) context.addIssue({ code: "custom", message: TRUSTED_PROXY_COUNT_MESSAGE });
    return count ?? 0;
  }),
});

export type PublicEnv = z.infer<typeof publicSchema>;
export type ServerEnv = z.infer<typeof serverSchema>;
export type Env = ServerEnv & Partial<PublicEnv> & EmailMarketingSettings & { NODE_ENV: NodeEnv };

type RawEnv = Record<string, string | undefined>;

/** Throws `Invalid NODE_ENV: {value}` for anything but production, test or development. */
export function parseNodeEnv(value: string | undefined): NodeEnv {
  const found = NODE_ENVS.find((name) => name === value);
  if (!found) throw new Error(`Invalid NODE_ENV: ${value ?? ""}`);
  return found;
}

function blankToUndefined(raw: RawEnv, keys: readonly string[]): RawEnv {
  const out: RawEnv = {};
  for (const key of keys) {
    const value = raw[key];
    out[key] = value === undefined || value.trim() === "" ? undefined : value.trim();
  }
  return out;
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
}

/**
 * Validates the whole configuration.
 * - NODE_ENV must be production, test or development.
 * - In production every public variable must be present (`off` switches an integration off):
 *   otherwise `Missing required public environment variables: A, B`. Skipped in test mode.
 * - Server variables: SITE_URL, AUTH_SECRET and SMTP_URL are required in production
 *   (`Missing required server environment variables: ...`); elsewhere they default locally.
 */
export function parseEnv(raw: RawEnv): Env {
  const nodeEnv = parseNodeEnv(raw.NODE_ENV);
  const publicKeys = Object.keys(REQUIRED_PUBLIC_VARIABLES) as PublicVariable[];
  const publicRaw = blankToUndefined(raw, publicKeys);

  let publicEnv: Partial<PublicEnv> = {};
  if (nodeEnv === "production") {
    const missing = publicKeys.filter((key) => publicRaw[key] === undefined);
    if (missing.length > 0) {
      throw new Error(`Missing required public environment variables: ${missing.join(", ")}`);
    }
    const parsed = publicSchema.safeParse(publicRaw);
    if (!parsed.success) throw new Error(`Invalid public environment variables: ${describeIssues(parsed.error)}`);
    publicEnv = parsed.data;
  } else if (nodeEnv === "development") {
    const parsed = publicSchema.partial().safeParse(publicRaw);
    if (!parsed.success) throw new Error(`Invalid public environment variables: ${describeIssues(parsed.error)}`);
    publicEnv = parsed.data;
  }

  const serverKeys = Object.keys(SERVER_VARIABLES) as (keyof typeof SERVER_VARIABLES)[];
  const serverRaw = blankToUndefined(raw, serverKeys);
  if (nodeEnv === "production") {
    const missing = serverKeys.filter((key) => SERVER_VARIABLES[key].requiredInProduction && serverRaw[key] === undefined);
    if (missing.length > 0) {
      throw new Error(`Missing required server environment variables: ${missing.join(", ")}`);
    }
  }
  const parsedServer = serverSchema.safeParse({
    SITE_URL: serverRaw.SITE_URL ?? defaultSiteUrl(raw),
    AUTH_SECRET: serverRaw.AUTH_SECRET ?? DEV_AUTH_SECRET,
    DATABASE_URL: serverRaw.DATABASE_URL ?? "",
    DATA_DIR: serverRaw.DATA_DIR ?? "./.data",
    SMTP_URL: serverRaw.SMTP_URL ?? INTEGRATION_OFF,
    MAIL_FROM: serverRaw.MAIL_FROM ?? "How Much Home? <no-reply@localhost>",
    LEADS_EMAIL: serverRaw.LEADS_EMAIL ?? "leads@localhost",
    CONTACT_EMAIL: serverRaw.CONTACT_EMAIL ?? "contact@localhost",
    EMAIL_MARKETING_API_KEY: serverRaw.EMAIL_MARKETING_API_KEY ?? INTEGRATION_OFF,
    EMAIL_MARKETING_API_URL: serverRaw.EMAIL_MARKETING_API_URL ?? "https://api.convertkit.com",
    LISTINGS_FEED_URL: serverRaw.LISTINGS_FEED_URL ?? INTEGRATION_OFF,
    LISTINGS_FEED_TOKEN: serverRaw.LISTINGS_FEED_TOKEN ?? INTEGRATION_OFF,
    LISTINGS_FEED_PAGE_SIZE: serverRaw.LISTINGS_FEED_PAGE_SIZE ?? "200",
    LISTING_SEARCH_INDEX_MAX_HOMES: serverRaw.LISTING_SEARCH_INDEX_MAX_HOMES ?? "250000",
    FRED_API_KEY: serverRaw.FRED_API_KEY ?? INTEGRATION_OFF,
    FRED_API_URL: serverRaw.FRED_API_URL ?? "https://api.stlouisfed.org",
    FRED_SERIES: serverRaw.FRED_SERIES ?? FRED_SERIES_IDS.join(","),
    STRIPE_SECRET_KEY: serverRaw.STRIPE_SECRET_KEY ?? INTEGRATION_OFF,
    STRIPE_WEBHOOK_SECRET: serverRaw.STRIPE_WEBHOOK_SECRET ?? INTEGRATION_OFF,
    STRIPE_PRICE_ID: serverRaw.STRIPE_PRICE_ID ?? INTEGRATION_OFF,
    STRIPE_API_URL: serverRaw.STRIPE_API_URL ?? "https://api.stripe.com",
    PREMIUM_PRICE_MONTHLY: serverRaw.PREMIUM_PRICE_MONTHLY ?? "9",
    TRUSTED_PROXY_COUNT: serverRaw.TRUSTED_PROXY_COUNT ?? "0",
  });
  if (!parsedServer.success) throw new Error(`Invalid server environment variables: ${describeIssues(parsedServer.error)}`);
  // The feed's URL and token go together: one without the other is a forgotten variable, not a
  // choice, so it stops start-up rather than silently leaving the sync off.
  if ((parsedServer.data.LISTINGS_FEED_URL === INTEGRATION_OFF) !== (parsedServer.data.LISTINGS_FEED_TOKEN === INTEGRATION_OFF)) {
    throw new Error("Invalid server environment variables: LISTINGS_FEED_URL and LISTINGS_FEED_TOKEN go together (set both, or both `off`)");
  }
  // Real mail with the local default would send every quote request nowhere: a forgotten
  // variable, so it stops start-up (with mail off, leads land in the outbox and the database).
  if (nodeEnv === "production" && isIntegrationOn(parsedServer.data.SMTP_URL) && serverRaw.LEADS_EMAIL === undefined) {
    throw new Error("Missing required server environment variables: LEADS_EMAIL (quote requests are emailed to it when SMTP_URL is set)");
  }
  if (nodeEnv === "production" && isIntegrationOn(parsedServer.data.SMTP_URL) && serverRaw.CONTACT_EMAIL === undefined) {
    throw new Error("Missing required server environment variables: CONTACT_EMAIL (contact messages are emailed to it when SMTP_URL is set)");
  }
  // Stripe's key, webhook secret and price go together: with one missing, checkout would take money
  // the webhook never turns into a membership (or the reverse), so start-up stops.
  const stripeOn = [parsedServer.data.STRIPE_SECRET_KEY, parsedServer.data.STRIPE_WEBHOOK_SECRET, parsedServer.data.STRIPE_PRICE_ID].map(isIntegrationOn);
  if (stripeOn.some(Boolean) && !stripeOn.every(Boolean)) {
    throw new Error(
      "Invalid server environment variables: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID go together (set all three, or all `off`)",
    );
  }
  if (
    nodeEnv === "production" &&
    parsedServer.data.STRIPE_SECRET_KEY.includes("_test_") &&
    stripeOn.every(Boolean) &&
    serverRaw.STRIPE_API_URL === undefined &&
    raw.NEXT_PUBLIC_IS_PRODUCTION === "true"
  ) {
    throw new Error("Invalid server environment variables: STRIPE_SECRET_KEY is a test key on the production site (NEXT_PUBLIC_IS_PRODUCTION=true)");
  }
  const emailMarketing = parseEmailMarketing(raw, parsedServer.data.EMAIL_MARKETING_API_KEY);
  if (nodeEnv === "production" && parsedServer.data.AUTH_SECRET === DEV_AUTH_SECRET) {
    throw new Error("Invalid server environment variables: AUTH_SECRET must not be the development secret");
  }

  return { NODE_ENV: nodeEnv, ...publicEnv, ...parsedServer.data, ...emailMarketing };
}

/** The email-marketing form the newsletter subscribes through (ConvertKit v3 style). */
export interface EmailMarketingSettings {
  /** API version: the path segment, `v3` (the only one spoken), or `off`. */
  readonly NEXT_PUBLIC_EMAIL_MARKETING_API_VERSION: string;
  /** The form id (digits), or `off`. */
  readonly NEXT_PUBLIC_EMAIL_MARKETING_FORM_ID: string;
}

/**
 * The newsletter's service settings, read in every mode (tests included, unlike the other public
 * variables) because the server decides between the service and the database with them.
 *
 * The key: EMAIL_MARKETING_API_KEY, or else the public NEXT_PUBLIC_EMAIL_MARKETING_API_KEY (the name the product started with). Only
 * the server uses it (no browser code names either variable, so Next inlines neither into a
 * bundle), and the forms API takes the account's public v3 `api_key`, not its `api_secret`.
 * Key, version and form id go together: one without the others is a forgotten variable, not a
 * choice. Returns the key in force as EMAIL_MARKETING_API_KEY.
 */
function parseEmailMarketing(raw: RawEnv, serverKey: string): EmailMarketingSettings & { readonly EMAIL_MARKETING_API_KEY: string } {
  const values = blankToUndefined(raw, [
    "NEXT_PUBLIC_EMAIL_MARKETING_API_KEY",
    "NEXT_PUBLIC_EMAIL_MARKETING_API_VERSION",
    "NEXT_PUBLIC_EMAIL_MARKETING_FORM_ID",
  ]);
  const publicKey = values.NEXT_PUBLIC_EMAIL_MARKETING_API_KEY;
  const apiKey = isIntegrationOn(serverKey) ? serverKey : publicKey !== undefined && isIntegrationOn(publicKey) ? publicKey : INTEGRATION_OFF;
  const settings = z
    .object({
      NEXT_PUBLIC_EMAIL_MARKETING_API_VERSION: z.enum(
        [INTEGRATION_OFF, "v3"],
        "NEXT_PUBLIC_EMAIL_MARKETING_API_VERSION must be v3 (the forms API spoken here) or off",
      ),
      NEXT_PUBLIC_EMAIL_MARKETING_FORM_ID: z.string().regex(/^(off|\d{1,20})$/, "NEXT_PUBLIC_EMAIL_MARKETING_FORM_ID must be the form's number or off"),
    })
    .safeParse({
      NEXT_PUBLIC_EMAIL_MARKETING_API_VERSION: values.NEXT_PUBLIC_EMAIL_MARKETING_API_VERSION ?? INTEGRATION_OFF,
      NEXT_PUBLIC_EMAIL_MARKETING_FORM_ID: values.NEXT_PUBLIC_EMAIL_MARKETING_FORM_ID ?? INTEGRATION_OFF,
    });
  if (!settings.success) throw new Error(`Invalid public environment variables: ${describeIssues(settings.error)}`);
  const on = [apiKey, settings.data.NEXT_PUBLIC_EMAIL_MARKETING_API_VERSION, settings.data.NEXT_PUBLIC_EMAIL_MARKETING_FORM_ID].map(isIntegrationOn);
  if (on.some(Boolean) && !on.every(Boolean)) {
    throw new Error(
      "Invalid environment variables: EMAIL_MARKETING_API_KEY (or NEXT_PUBLIC_EMAIL_MARKETING_API_KEY), NEXT_PUBLIC_EMAIL_MARKETING_API_VERSION and NEXT_PUBLIC_EMAIL_MARKETING_FORM_ID go together (set all three, or all `off`)",
    );
  }
  return { ...settings.data, EMAIL_MARKETING_API_KEY: apiKey };
}
