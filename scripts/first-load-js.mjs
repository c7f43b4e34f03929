/**
 * First-load JavaScript of a served page, and the Next.js servers it is measured on: shared by
 * `npm run perf` (scripts/perf.mjs) and the CI budget check (scripts/js-budget.ts).
 *
 * Plain JavaScript because perf.mjs must stay untranspiled (see there); first-load-js.d.mts
 * gives the TypeScript scripts its types.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

import { signedSubscriptionCreated } from "../tests/support/stripe-test-events.cjs";

/** Polls `url` until it answers 2xx; throws after `timeoutMs`. */
export async function waitForServer(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Server did not answer at ${url} within ${timeoutMs} ms`);
}

/** The site's production server (`npm run serve` runs it), which measurements start too. */
const SITE_SERVER = fileURLToPath(new URL("./next-server.mjs", import.meta.url));

/**
 * The build in `cwd` served on `port`, in its own process group; resolves once `/` answers.
 * The site's own server (scripts/next-server.mjs, what `npm run serve` runs), or with `bareNext`
 * `next start` (the floor app: what a bare Next.js app gets). `stop()` ends the group (the
 * wrapper and the server under it), also on process exit.
 */
export async function startNextServer({ cwd = process.cwd(), port, env, timeoutMs = 120_000, bareNext = false }) {
  // A server left on the port (another build's) would answer instead, and be measured.
  const answering = await fetch(`http://localhost:${port}/`).then(
    () => true,
    () => false,
  );
  if (answering) throw new Error(`Something already answers on port ${port}: stop it first (its pages may be another build's).`);
  const [command, ...args] = bareNext ? ["npx", "next", "start"] : [process.execPath, SITE_SERVER];
  const server = spawn(command, [...args, "--port", String(port)], { cwd, env: { ...env, PORT: String(port) }, stdio: "ignore", detached: true });
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    } catch {
      // already stopped
    }
  };
  process.on("exit", stop);
  const origin = `http://localhost:${port}`;
  try {
    await waitForServer(`${origin}/`, timeoutMs);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}

/** KB with one decimal (1 KB = 1024 bytes). */
export function toKb(bytes) {
  return Math.round((bytes / 1024) * 10) / 10;
}

/** The scripts a browser with ES modules loads from a page's HTML: every `<script src>` but `nomodule` ones. */
export function scriptSources(html) {
  // `nomodule` scripts (Next's legacy polyfills) are skipped: browsers with ES modules never load them.
  const sources = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)]
    .filter((match) => !/nomodule/i.test(match[1] + match[3]))
    .map((match) => match[2].replaceAll("&amp;", "&"));
  return [...new Set(sources)];
}

/**
 * Measures first-load JS on one server: every `<script src>` of the served HTML, fetched and
 * gzipped. Script sizes are remembered per URL (chunks are content-hashed), so measuring many
 * pages fetches each shared chunk once.
 */
export function firstLoadJsMeter(origin) {
  const gzipBytes = new Map();
  const scriptBytes = async (src) => {
    const url = new URL(src, origin).href;
    let bytes = gzipBytes.get(url);
    if (bytes === undefined) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      bytes = gzipSync(Buffer.from(await response.arrayBuffer())).length;
      gzipBytes.set(url, bytes);
    }
    return bytes;
  };
  return {
    /** `{ status, kb, scripts }` of the page at `path` (its HTML's status, KB gzip, the script URLs). */
    async measure(path) {
      const response = await fetch(origin + path);
      const scripts = scriptSources(await response.text());
      let bytes = 0;
      for (const src of scripts) bytes += await scriptBytes(src);
      return { status: response.status, kb: toKb(bytes), scripts };
    },
  };
}

/**
 * The page paths the sitemap index at `origin` lists, from each of its files that `takeFile`
 * accepts (by path, e.g. "/sitemaps/pages-1.xml"; all by default).
 */
export async function sitemapPaths(origin, takeFile = () => true) {
  const locs = async (url) => [...(await (await fetch(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const paths = [];
  for (const path of await locs(`${origin}/sitemap.xml`)) {
    if (!path.endsWith(".xml")) paths.push(path);
    else if (takeFile(path)) paths.push(...(await locs(origin + path)));
  }
  return paths;
}

/** A GraphQL call to the server at `origin` for a measuring script (throws on any GraphQL error). */
function graphqlAt(origin, what) {
  return async (query, variables, token) => {
    const response = await fetch(`${origin}/api/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-source": "web", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = await response.json();
    if (body.errors) throw new Error(`${what}: ${body.errors[0].message}`);
    return body.data;
  };
}

/** Signs up a throwaway account through `gql` (graphqlAt); returns its session (AuthPayload's tokens). */
async function signUpForMeasuring(gql) {
  const { signUp } = await gql(
    "mutation ($input: SignUpInput!) { signUp(input: $input) { accessToken refreshToken mustConfirmEmailDaysLeft mustConfirmEmailExpiration user { hashid } } }",
    {
      input: { email: `measure.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`, password: "correct horse battery staple 42", name: "Measure" },
    },
  );
  return signUp;
}

/** Signs up a throwaway account on the server at `origin` and creates a widget; returns its key. */
export async function createWidgetKey(origin) {
  const gql = graphqlAt(origin, "widget for measuring");
  const { accessToken } = await signUpForMeasuring(gql);
  const { createWidget } = await gql(
    "mutation ($input: CreateWidgetInput!) { createWidget(input: $input) { key } }",
    { input: { name: "Measure", allowedDomains: ["example.com"], calcType: "CONVENTIONAL" } },
    accessToken,
  );
  return createWidget.key;
}

/**
 * The account a signed-in user's pages are measured with: 50 saved homes, 10 saved scenarios on
 * the premium plan, an agent profile and 3 widgets. Premium needs the server to run with
 * TEST_STRIPE_ENV (tests/support/stripe-test-events.cjs).
 */
export const MEASURE_ACCOUNT = { homes: 50, scenarios: 10, premium: true, agentProfile: true, widgets: 3 };

/**
 * Signs up a throwaway account with what a user's pages show (saved homes: the first `homes`
 * listings for sale; saved scenarios: `scenarios` mortgage calculator scenarios; with `premium`
 * a membership, `agentProfile` an agent profile and `widgets` that many widgets) and returns the
 * localStorage entries of its signed-in session as sign-up leaves them (lib/session/storage.ts:
 * the tokens and the unconfirmed address's deadline, which the banner reads), for pages measured
 * signed in.
 */
export async function signedInStorage(origin, { homes = 12, scenarios = 3, premium = false, agentProfile = false, widgets = 0 } = {}) {
  const gql = graphqlAt(origin, "account for measuring");
  const { accessToken, refreshToken, mustConfirmEmailDaysLeft, mustConfirmEmailExpiration, user } = await signUpForMeasuring(gql);
  // Before the scenarios: the free plan keeps fewer than a member may.
  if (premium) await makePremium(origin, user.hashid);
  const hashids = [];
  for (let page = 1; hashids.length < homes; page++) {
    const { listings } = await gql("query ($page: Int) { listings(page: $page) { items { hashid } } }", { page });
    if (listings.items.length === 0) break;
    hashids.push(...listings.items.map((item) => item.hashid));
  }
  for (const hashid of hashids.slice(0, homes)) {
    await gql("mutation ($hashid: ID!) { favoriteListing(hashid: $hashid) { hashid } }", { hashid }, accessToken);
  }
  for (let n = 1; n <= scenarios; n++) {
    const inputs = [
      { name: "price", value: String(300_000 + n * 50_000) },
      { name: "downPayment", value: String(30_000 + n * 5_000) },
      { name: "rate", value: "6.5" },
      { name: "term", value: "360" },
      { name: "state", value: "TX" },
    ];
    const input = { name: `Measure ${n}`, calcType: "mortgage-calculator", inputs };
    await gql("mutation ($input: SaveScenarioInput!) { saveScenario(input: $input) { hashid } }", { input }, accessToken);
  }
  if (agentProfile) {
    const input = {
      name: "Morgan Measure",
      email: `measure.agent.${Date.now()}@example.com`,
      phone: "(512) 555-0142",
      brokerage: "Measure Realty",
      licenseNumber: "TX-445566",
      licenseState: "TX",
      counties: ["48453"],
      specialities: ["fha"],
      languages: ["en"],
      bio: "I help buyers in Austin.",
    };
    await gql("mutation ($input: AgentProfileInput!) { createAgentProfile(input: $input) { hashid } }", { input }, accessToken);
  }
  for (let n = 1; n <= widgets; n++) {
    const input = { name: `Measure ${n}`, allowedDomains: ["example.com"], calcType: "CONVENTIONAL" };
    await gql("mutation ($input: CreateWidgetInput!) { createWidget(input: $input) { key } }", { input }, accessToken);
  }
  const deadline = { daysLeft: mustConfirmEmailDaysLeft ?? 0, expiration: mustConfirmEmailExpiration ?? null };
  return { token: accessToken, refreshToken, mustConfirmEmail: JSON.stringify(deadline) };
}

/** Makes the account a member: the webhook event Stripe would send, signed as Stripe signs it. */
async function makePremium(origin, userHashid) {
  const { payload, signature } = signedSubscriptionCreated(userHashid, "measure");
  const response = await fetch(`${origin}/api/stripe/webhook/`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
  if (!response.ok) throw new Error(`account for measuring: the membership webhook answered ${response.status} (is the server running with TEST_STRIPE_ENV?)`);
}
