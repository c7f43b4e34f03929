// The premium tier against a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL):
// Stripe checkout/portal against a fake Stripe API, the webhook with events signed the way Stripe
// signs them (signature, replay, out-of-order), entitlements on every premium operation for a free
// user through the API, scenario limits and ownership, the report PDF, price-alert batching.
import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";

import { GET as reportGet } from "@/app/api/scenario-report/[hashid]/route";
import { POST as webhookPost } from "@/app/api/stripe/webhook/route";
import { resoListingSchema } from "@/lib/listings/reso";
import { schema } from "@/lib/server/db/client";
import { upsertListings } from "@/lib/server/listings/upsert";
import { planOf, widgetLimit, mayHideWidgetBranding } from "@/lib/server/entitlements";
import { sendPriceAlerts } from "@/lib/server/premium/price-alerts";
import { scenarioFigures } from "@/lib/server/premium/scenario-figures";

import { pdfText } from "../support/pdf-text";
import { startStripeServer, type StripeServer } from "../support/stripe-server";

import { ORIGIN, setUpApi } from "./support/api";
import { bearer, call, errorCode, readOutbox, signUp, type AuthPayload } from "./support/accounts";
import { insertListings, testRecord, type InsertedListing } from "./support/listing-rows";

// As in support/api.ts: connection() only marks a route dynamic for Next's renderer.
jest.mock("next/server", () => ({
  ...jest.requireActual<typeof import("next/server")>("next/server"),
  connection: async () => undefined,
}));

const WEBHOOK_SECRET = "whsec_test_premium_0123456789";
let stripe: StripeServer;
let env: Awaited<ReturnType<typeof setUpApi>>;
let homes: InsertedListing[];

beforeAll(async () => {
  stripe = await startStripeServer();
  process.env.STRIPE_SECRET_KEY = stripe.secretKey;
  process.env.STRIPE_PRICE_ID = stripe.priceId;
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  process.env.STRIPE_API_URL = stripe.url;
  env = await setUpApi();
  homes = await insertListings(
    env.database.handle.db,
    [1, 2, 3].map((n) => testRecord({ ListPrice: 400_000 + n * 10_000, City: "Alertville", Latitude: 31 + n / 10, Longitude: -136 })),
  );
});
afterAll(async () => {
  await env.tearDown();
  await stripe.close();
});

const ME =
  "{ me { hashid membership { plan status currentPeriodEnd cancelAtPeriodEnd canManageBilling checkoutAvailable savedScenarioLimit comparisonLimit reports priceAlerts noAds } } }";
const SAVE = "mutation ($input: SaveScenarioInput!) { saveScenario(input: $input) { hashid name calcType url reportable inputs { name value } } }";
const LIST = "{ savedScenarios { hashid name url } }";
const RENAME = "mutation ($hashid: ID!, $name: String!) { renameScenario(hashid: $hashid, name: $name) { hashid name } }";
const DELETE = "mutation ($hashid: ID!) { deleteScenario(hashid: $hashid) }";
const COMPARE =
  "query ($hashids: [ID!]!) { compareScenarios(hashids: $hashids) { program monthlyPayment principalAndInterest mortgageInsuranceEnds scenario { hashid } } }";
const CHECKOUT = "mutation { startPremiumCheckout { url } }";
const PORTAL = "mutation { openBillingPortal { url } }";
const WATCH = "mutation ($hashid: ID!) { watchListing(hashid: $hashid) }";
const FAVORITE = "mutation ($hashid: ID!) { favoriteListing(hashid: $hashid) { hashid } }";

const scenarioInput = (name: string, price = "400000") => ({
  name,
  calcType: "mortgage-calculator",
  inputs: [
    { name: "price", value: price },
    { name: "downPayment", value: "40000" },
    { name: "rate", value: "6.5" },
    { name: "term", value: "360" },
    { name: "state", value: "TX" },
  ],
});

let eventCounter = 0;
function signedEvent(type: string, object: Record<string, unknown>, created: number, id = `evt_test_${++eventCounter}`): { payload: string; header: string } {
  const payload = JSON.stringify({
    id,
    object: "event",
    type,
    created,
    api_version: "2026-10-28.endive",
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}

async function deliver(event: { payload: string; header: string | null }): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (event.header !== null) headers["stripe-signature"] = event.header;
  const response = await webhookPost(new Request(`${ORIGIN}/api/stripe/webhook/`, { method: "POST", headers, body: event.payload }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function subscription(userHashid: string, status: string, periodEnd: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: `sub_${userHashid}`,
    object: "subscription",
    customer: `cus_${userHashid}`,
    status,
    cancel_at_period_end: false,
    ended_at: null,
    metadata: { userHashid },
    items: { object: "list", data: [{ id: "si_1", object: "subscription_item", current_period_end: periodEnd }] },
    ...extra,
  };
}

const now = () => Math.floor(Date.now() / 1000);
const inDays = (days: number) => now() + days * 86_400;

async function makeMember(user: AuthPayload): Promise<string> {
  const me = await call(ME, {}, bearer(user.accessToken));
  const hashid = (me.body.data!.me as { hashid: string }).hashid;
  const result = await deliver(signedEvent("customer.subscription.created", subscription(hashid, "active", inDays(30)), now()));
  expect(result.status).toBe(200);
  return hashid;
}

async function userIdOf(user: AuthPayload): Promise<string> {
  const me = await call(ME, {}, bearer(user.accessToken));
  const hashid = (me.body.data!.me as { hashid: string }).hashid;
  const [row] = await env.database.handle.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.hashid, hashid));
  return row!.id;
}

async function report(token: string | null, hashid: string): Promise<Response> {
  return reportGet(new Request(`${ORIGIN}/api/scenario-report/${hashid}`, { headers: token ? bearer(token) : {} }), { params: Promise.resolve({ hashid }) });
}

describe("membership and entitlements", () => {
  it("a new account is free, with the free allowances, and checkout is available", async () => {
    const user = await signUp();
    const me = await call(ME, {}, bearer(user.accessToken));
    expect((me.body.data!.me as { membership: unknown }).membership).toEqual({
      plan: "FREE",
      status: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      canManageBilling: false,
      checkoutAvailable: true,
      savedScenarioLimit: 3,
      comparisonLimit: 0,
      reports: false,
      priceAlerts: false,
      noAds: false,
    });
    expect(widgetLimit("free")).toBe(3);
    expect(widgetLimit("premium")).toBe(25);
    expect(mayHideWidgetBranding("free")).toBe(false);
    expect(mayHideWidgetBranding("premium")).toBe(true);
  });

  it("refuses every premium operation to a free user through the API (PLAN_LIMIT)", async () => {
    const user = await signUp();
    const auth = bearer(user.accessToken);
    const a = await call(SAVE, { input: scenarioInput("A") }, auth);
    const b = await call(SAVE, { input: scenarioInput("B") }, bearer(user.accessToken));
    const hashids = [a, b].map((res) => (res.body.data!.saveScenario as { hashid: string }).hashid);
    expect(errorCode((await call(COMPARE, { hashids }, bearer(user.accessToken))).body)).toBe("PLAN_LIMIT");
    await call(FAVORITE, { hashid: homes[0]!.hashid }, bearer(user.accessToken));
    expect(errorCode((await call(WATCH, { hashid: homes[0]!.hashid }, bearer(user.accessToken))).body)).toBe("PLAN_LIMIT");
    const pdf = await report(user.accessToken, hashids[0]!);
    expect(pdf.status).toBe(403);
    expect(((await pdf.json()) as { error: { code: string } }).error.code).toBe("PLAN_LIMIT");
    // Signed out: nothing at all.
    expect(errorCode((await call(LIST)).body)).toBe("UNAUTHENTICATED");
    expect((await report(null, hashids[0]!)).status).toBe(401);
  });
});

describe("saved scenarios", () => {
  it("free keeps 3 (the 4th is PLAN_LIMIT naming the limit and /premium/), and reopens exactly", async () => {
    const user = await signUp();
    for (const name of ["One", "Two", "Three"]) {
      const res = await call(SAVE, { input: scenarioInput(name) }, bearer(user.accessToken));
      expect(res.body.errors).toBeUndefined();
    }
    const fourth = await call(SAVE, { input: scenarioInput("Four") }, bearer(user.accessToken));
    expect(errorCode(fourth.body)).toBe("PLAN_LIMIT");
    expect(fourth.body.errors![0]!.message).toMatch(/3 saved scenarios/);
    expect(fourth.body.errors![0]!.message).toContain("/premium/");
    const list = (await call(LIST, {}, bearer(user.accessToken))).body.data!.savedScenarios as { name: string; url: string }[];
    expect(list.map((s) => s.name)).toEqual(["One", "Two", "Three"]);
    expect(list[0]!.url).toBe("/mortgage-calculator/?price=400000&downPayment=40000&rate=6.5&term=360&state=TX");
  });

  it("lists each scenario as a person reads it, with its monthly payment from the saved inputs", async () => {
    const user = await signUp();
    const input = {
      name: "Austin",
      calcType: "mortgage-calculator",
      inputs: Object.entries({
        price: "425000",
        downPayment: "42500",
        rate: "6.5",
        term: "360",
        state: "TX",
        county: "TRAVIS",
        hoa: "0",
        includePMI: "true",
      }).map(([name, value]) => ({ name, value })),
    };
    expect((await call(SAVE, { input }, bearer(user.accessToken))).body.errors).toBeUndefined();
    const listed = await call("{ savedScenarios { summary monthlyPayment url } }", {}, bearer(user.accessToken));
    expect(listed.body.errors).toBeUndefined();
    const [saved] = listed.body.data!.savedScenarios as { summary: string | null; monthlyPayment: number | null; url: string }[];
    expect(saved!.summary).toBe("$425,000 home, 10% down, 6.50% 30-year fixed, Travis County, TX");
    const figures = scenarioFigures("mortgage-calculator", Object.fromEntries(input.inputs.map((p) => [p.name, p.value])));
    expect(saved!.monthlyPayment).toBe(figures!.view.result.monthlyPayment);
    expect(saved!.monthlyPayment).toBeGreaterThan(2500);
  });

  it("validates input with clear messages and changes nothing", async () => {
    const user = await signUp();
    const blank = await call(SAVE, { input: { ...scenarioInput(""), name: "  " } }, bearer(user.accessToken));
    expect(errorCode(blank.body)).toBe("BAD_USER_INPUT");
    const calc = await call(SAVE, { input: { ...scenarioInput("X"), calcType: "../etc" } }, bearer(user.accessToken));
    expect(errorCode(calc.body)).toBe("BAD_USER_INPUT");
    const param = await call(SAVE, { input: { ...scenarioInput("X"), inputs: [{ name: "bad name!", value: "1" }] } }, bearer(user.accessToken));
    expect(errorCode(param.body)).toBe("BAD_USER_INPUT");
    expect((await call(LIST, {}, bearer(user.accessToken))).body.data!.savedScenarios).toEqual([]);
  });

  it("is private: another user gets NOT_FOUND for rename, delete, compare and report", async () => {
    const owner = await signUp();
    const other = await signUp();
    await makeMember(other);
    const saved = (await call(SAVE, { input: scenarioInput("Mine") }, bearer(owner.accessToken))).body.data!.saveScenario as { hashid: string };
    expect(errorCode((await call(RENAME, { hashid: saved.hashid, name: "Stolen" }, bearer(other.accessToken))).body)).toBe("NOT_FOUND");
    expect(errorCode((await call(DELETE, { hashid: saved.hashid }, bearer(other.accessToken))).body)).toBe("NOT_FOUND");
    const own = (await call(SAVE, { input: scenarioInput("Theirs") }, bearer(other.accessToken))).body.data!.saveScenario as { hashid: string };
    expect(errorCode((await call(COMPARE, { hashids: [own.hashid, saved.hashid] }, bearer(other.accessToken))).body)).toBe("NOT_FOUND");
    expect((await report(other.accessToken, saved.hashid)).status).toBe(404);
    expect((await call(LIST, {}, bearer(other.accessToken))).body.data!.savedScenarios).toHaveLength(1);
    // The owner renames and deletes.
    expect((await call(RENAME, { hashid: saved.hashid, name: "Renamed" }, bearer(owner.accessToken))).body.data!.renameScenario).toEqual({
      hashid: saved.hashid,
      name: "Renamed",
    });
    expect((await call(DELETE, { hashid: saved.hashid }, bearer(owner.accessToken))).body.data!.deleteScenario).toBe(saved.hashid);
    expect((await call(LIST, {}, bearer(owner.accessToken))).body.data!.savedScenarios).toEqual([]);
  });

  it("premium saves without limit, compares up to 4, and downloads a tagged PDF report under 200 KB", async () => {
    const user = await signUp();
    await makeMember(user);
    const hashids: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      const res = await call(SAVE, { input: scenarioInput(`Home ${n}`, String(300_000 + n * 50_000)) }, bearer(user.accessToken));
      expect(res.body.errors).toBeUndefined();
      hashids.push((res.body.data!.saveScenario as { hashid: string }).hashid);
    }
    const compared = await call(COMPARE, { hashids: hashids.slice(0, 4) }, bearer(user.accessToken));
    expect(compared.body.errors).toBeUndefined();
    const rows = compared.body.data!.compareScenarios as { monthlyPayment: number; scenario: { hashid: string } }[];
    expect(rows.map((row) => row.scenario.hashid)).toEqual(hashids.slice(0, 4));
    expect(rows[1]!.monthlyPayment).toBeGreaterThan(rows[0]!.monthlyPayment);
    expect(errorCode((await call(COMPARE, { hashids }, bearer(user.accessToken))).body)).toBe("BAD_USER_INPUT");

    const pdf = await report(user.accessToken, hashids[0]!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.length).toBeLessThan(200 * 1024);
    const text = bytes.toString("latin1");
    for (const marker of ["/StructTreeRoot", "/MarkInfo", "/Lang (en-US)", "/ToUnicode", "/FontFile2", "/Table", "/TH", "/H1"]) expect(text).toContain(marker);
    // Its text, read back through the fonts' ToUnicode maps: the same figures as the calculator's.
    const words = pdfText(bytes);
    const monthly = rows[0]!.monthlyPayment.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(words).toContain("Scenario report: Home 0");
    expect(words).toContain(`Total monthly payment $${monthly}`);
    expect(words).toContain("Home price $300,000");
    expect(words).toContain("Amortization by year");
    expect(words).toMatch(/ 30 \$[\d,]+ \$[\d,]+ \$0 \$[\d,]+ \$0/); // year 30 ends at a zero balance
    expect(words).toMatch(/PMI is paid for the first \d+ payments/);
    expect(words).toContain("Sources of the official figures");
    expect(words).toContain("U.S. Census Bureau");
  });
});

describe("Stripe", () => {
  it("creates a subscription Checkout session against the Stripe API and a portal session for members", async () => {
    const user = await signUp();
    const res = await call(CHECKOUT, {}, bearer(user.accessToken));
    expect(res.body.errors).toBeUndefined();
    expect((res.body.data!.startPremiumCheckout as { url: string }).url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const sent = stripe.requests.at(-1)!;
    expect(sent.path).toBe("/v1/checkout/sessions");
    expect(sent.form.get("mode")).toBe("subscription");
    expect(sent.form.get("line_items[0][price]")).toBe(stripe.priceId);
    const hashid = sent.form.get("client_reference_id")!;
    expect(sent.form.get("subscription_data[metadata][userHashid]")).toBe(hashid);

    // No customer yet: no portal.
    expect(errorCode((await call(PORTAL, {}, bearer(user.accessToken))).body)).toBe("NOT_FOUND");
    const completed = signedEvent(
      "checkout.session.completed",
      { id: "cs_x", object: "checkout.session", client_reference_id: hashid, customer: "cus_existing", metadata: { userHashid: hashid } },
      now(),
    );
    expect((await deliver(completed)).status).toBe(200);
    const portal = await call(PORTAL, {}, bearer(user.accessToken));
    expect((portal.body.data!.openBillingPortal as { url: string }).url).toMatch(/^https:\/\/billing\.stripe\.com\//);
  });

  it.each([500, "drop"] as const)("answers a Stripe outage (%s) with a clear message, never a 500", async (failure) => {
    const user = await signUp();
    stripe.failWith = failure;
    try {
      const res = await call(CHECKOUT, {}, bearer(user.accessToken));
      expect(res.status).toBe(200);
      expect(errorCode(res.body)).toBe("SERVICE_UNAVAILABLE");
      expect(res.body.errors![0]!.message).toMatch(/Nothing was charged/);
    } finally {
      stripe.failWith = null;
    }
  });

  it("rejects a missing or wrong signature and changes nothing", async () => {
    const user = await signUp();
    const hashid = ((await call(ME, {}, bearer(user.accessToken))).body.data!.me as { hashid: string }).hashid;
    const event = signedEvent("customer.subscription.created", subscription(hashid, "active", inDays(30)), now());
    expect((await deliver({ payload: event.payload, header: null })).status).toBe(400);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: "whsec_someone_else" });
    expect((await deliver({ payload: event.payload, header: forged })).status).toBe(400);
    const tampered = event.payload.replace('"active"', '"trialing"');
    expect((await deliver({ payload: tampered, header: event.header })).status).toBe(400);
    expect(await planOf(env.database.handle.db, await userIdOf(user))).toBe("free");
  });

  it("grants, then revokes on cancel; replays and out-of-order events are harmless", async () => {
    const user = await signUp();
    const userId = await userIdOf(user);
    const hashid = ((await call(ME, {}, bearer(user.accessToken))).body.data!.me as { hashid: string }).hashid;
    const t0 = now() - 100;
    const created = signedEvent("customer.subscription.created", subscription(hashid, "active", inDays(30)), t0);
    const deleted = signedEvent("customer.subscription.deleted", subscription(hashid, "canceled", inDays(30), { ended_at: t0 + 50 }), t0 + 50);
    const lateUpdate = signedEvent("customer.subscription.updated", subscription(hashid, "active", inDays(30)), t0 + 10);

    expect((await deliver(created)).body.outcome).toBe("membership active");
    expect(await planOf(env.database.handle.db, userId)).toBe("premium");
    // Replay: the same event id again changes nothing.
    expect((await deliver(created)).body.outcome).toBe("duplicate");
    expect((await deliver(deleted)).body.outcome).toBe("membership canceled");
    expect(await planOf(env.database.handle.db, userId)).toBe("free");
    // An older "active" update arriving after the cancellation does not revive it.
    expect((await deliver(lateUpdate)).body.outcome).toBe("ignored: older than the stored state");
    expect(await planOf(env.database.handle.db, userId)).toBe("free");
    const me = (await call(ME, {}, bearer(user.accessToken))).body.data!.me as { membership: { plan: string; status: string } };
    expect(me.membership).toMatchObject({ plan: "FREE", status: "canceled" });
  });

  it("a lapsed member keeps their scenarios but loses premium features", async () => {
    const user = await signUp();
    const hashid = await makeMember(user);
    const ids: string[] = [];
    for (let n = 0; n < 4; n += 1)
      ids.push(((await call(SAVE, { input: scenarioInput(`S${n}`) }, bearer(user.accessToken))).body.data!.saveScenario as { hashid: string }).hashid);
    // The period ends without renewal (past_due past its period end).
    await deliver(signedEvent("customer.subscription.updated", subscription(hashid, "past_due", now() - 60), now() + 5));
    expect((await call(LIST, {}, bearer(user.accessToken))).body.data!.savedScenarios).toHaveLength(4);
    expect(errorCode((await call(SAVE, { input: scenarioInput("S5") }, bearer(user.accessToken))).body)).toBe("PLAN_LIMIT");
    expect((await report(user.accessToken, ids[0]!)).status).toBe(403);
  });
});

describe("two subscriptions at once (two checkouts opened together)", () => {
  const SUBSCRIPTIONS = "{ me { membership { plan status subscriptions { status currentPeriodEnd cancelAtPeriodEnd premium } } } }";
  type Shown = {
    plan: string;
    status: string | null;
    subscriptions: { status: string; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean; premium: boolean }[];
  };
  const shown = async (user: AuthPayload) => ((await call(SUBSCRIPTIONS, {}, bearer(user.accessToken))).body.data!.me as { membership: Shown }).membership;

  it("keeps each, shows both, is premium while either is active, and cancels both with the account", async () => {
    const user = await signUp();
    const hashid = ((await call(ME, {}, bearer(user.accessToken))).body.data!.me as { hashid: string }).hashid;
    const first = subscription(hashid, "active", inDays(30), { id: `sub_${hashid}_a`, customer: `cus_${hashid}_a` });
    const second = subscription(hashid, "active", inDays(31), { id: `sub_${hashid}_b`, customer: `cus_${hashid}_b` });
    const t0 = now() - 100;
    expect((await deliver(signedEvent("customer.subscription.created", first, t0))).body.outcome).toBe("membership active");
    expect((await deliver(signedEvent("customer.subscription.created", second, t0 + 1))).body.outcome).toBe("membership active");

    const both = await shown(user);
    expect(both.plan).toBe("PREMIUM");
    expect(both.subscriptions).toHaveLength(2);
    expect(both.subscriptions.every((entry) => entry.status === "active" && entry.premium)).toBe(true);

    // One canceled (the customer noticed the double charge): the other still makes them premium.
    await deliver(signedEvent("customer.subscription.deleted", { ...first, status: "canceled", ended_at: t0 + 50 }, t0 + 50));
    const one = await shown(user);
    expect(one.plan).toBe("PREMIUM");
    expect(one.subscriptions.map((entry) => entry.status).sort()).toEqual(["active", "canceled"]);
    expect(await planOf(env.database.handle.db, await userIdOf(user))).toBe("premium");

    // Both live at Stripe again (a re-subscribe): deleting the account cancels every one.
    await deliver(signedEvent("customer.subscription.updated", { ...first, id: `sub_${hashid}_c` }, t0 + 60));
    stripe.subscriptions.add(`sub_${hashid}_b`);
    stripe.subscriptions.add(`sub_${hashid}_c`);
    const deleted = await call(
      "mutation ($input: DeleteAccountInput!) { deleteAccount(input: $input) }",
      { input: { password: "correct horse battery staple 42" } },
      bearer(user.accessToken),
    );
    expect(deleted.body.errors).toBeUndefined();
    expect(stripe.subscriptions.has(`sub_${hashid}_b`)).toBe(false);
    expect(stripe.subscriptions.has(`sub_${hashid}_c`)).toBe(false);
    // The one already canceled is not canceled again.
    expect(stripe.requests.some((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/sub_${hashid}_a`)).toBe(false);
  });
});

describe("account deletion", () => {
  const DELETE_ACCOUNT = "mutation ($input: DeleteAccountInput!) { deleteAccount(input: $input) }";
  it("cancels the member's Stripe subscription first; when Stripe fails, the account stays", async () => {
    const user = await signUp();
    const hashid = await makeMember(user);
    stripe.subscriptions.add(`sub_${hashid}`);
    stripe.failWith = 500;
    try {
      const refused = await call(DELETE_ACCOUNT, { input: { password: "correct horse battery staple 42" } }, bearer(user.accessToken));
      expect(errorCode(refused.body)).toBe("SERVICE_UNAVAILABLE");
      expect(refused.body.errors![0]!.message).toMatch(/not deleted/);
    } finally {
      stripe.failWith = null;
    }
    expect(await planOf(env.database.handle.db, await userIdOf(user))).toBe("premium");
    const deleted = await call(DELETE_ACCOUNT, { input: { password: "correct horse battery staple 42" } }, bearer(user.accessToken));
    expect(deleted.body.errors).toBeUndefined();
    expect(stripe.subscriptions.has(`sub_${hashid}`)).toBe(false);
    expect(stripe.requests.some((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/sub_${hashid}`)).toBe(true);
  });
});

describe("price alerts", () => {
  it("records changes of watched homes and sends one email per user per day listing them all", async () => {
    const db = env.database.handle.db;
    const user = await signUp();
    await makeMember(user);
    const userId = await userIdOf(user);
    for (const home of homes.slice(0, 2)) {
      await call(FAVORITE, { hashid: home.hashid }, bearer(user.accessToken));
      const watched = await call(WATCH, { hashid: home.hashid }, bearer(user.accessToken));
      expect(watched.body.data!.watchListing).toBe(home.hashid);
    }
    // Not a saved home: NOT_FOUND.
    expect(errorCode((await call(WATCH, { hashid: homes[2]!.hashid }, bearer(user.accessToken))).body)).toBe("NOT_FOUND");

    // The import's upsert (a newer record with a new price), as `listings:import` and the sync run it.
    const [stored] = await db.select({ key: schema.listings.listingKey }).from(schema.listings).where(eq(schema.listings.id, homes[0]!.id));
    const newer = resoListingSchema.parse(
      testRecord({
        ListingKey: stored!.key,
        ListPrice: 399_000,
        City: "Alertville",
        Latitude: 31.1,
        Longitude: -136,
        ModificationTimestamp: new Date(Date.now() + 60_000).toISOString(),
      }),
    );
    expect((await upsertListings(db, [newer], "import")).updated).toBe(1);
    await db.execute(sql`update listings set standard_status = 'Pending' where id = ${homes[1]!.id}`);
    await db.execute(sql`update listings set list_price = 1 where id = ${homes[2]!.id}`); // not watched
    await db.execute(sql`update listings set city = 'Renamed' where id = ${homes[0]!.id}`); // neither price nor status

    const day = new Date("2026-11-26T12:00:00Z");
    const first = await sendPriceAlerts(db, "https://example.test", day);
    expect(first).toMatchObject({ emails: 1, changes: 2 });
    const mails = readOutbox(env.dataDir).filter((mail) => mail.template === "price-alerts" && mail.to.includes(user.user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("$410,000 to $399,000");
    expect(mails[0]!.text).toContain("status Active to Pending");

    // Another change the same day waits for tomorrow's email.
    await db.execute(sql`update listings set list_price = 389000 where id = ${homes[0]!.id}`);
    const again = await sendPriceAlerts(db, "https://example.test", new Date("2026-11-26T20:00:00Z"));
    expect(again.emails).toBe(0);
    expect(again.deferred).toBeGreaterThanOrEqual(1);
    const next = await sendPriceAlerts(db, "https://example.test", new Date("2026-11-27T08:00:00Z"));
    expect(next).toMatchObject({ emails: 1, changes: 1 });
    expect(readOutbox(env.dataDir).filter((mail) => mail.template === "price-alerts" && mail.to.includes(user.user.email))).toHaveLength(2);
    void userId;
  });
});
