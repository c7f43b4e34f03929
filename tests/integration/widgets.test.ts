// Widgets through GraphQL and the services against a real database (PGlite, and
// PostgreSQL with TEST_DATABASE_URL): owner-only operations, the free plan's limit, key
// resolution and rotation, framing rules per key, and usage counts under concurrent hits.
import { sql } from "drizzle-orm";

import { COMMIT_MARGIN_MS } from "@/lib/server/cache/cache-store";
import { issueCalculationToken } from "@/lib/server/widgets/calculation-token";
import { countWidgetHit, recordWidgetUsage, utcDay, widgetUsageSeries } from "@/lib/server/widgets/usage";
import { widgetFramePolicy } from "@/lib/server/widgets/frame-policy";
import { cachedWidgetFrame, countFrameLoad, issueFrameToken, loadWidgetFrame } from "@/lib/server/widgets/widget-frame";
import { resolveWidgetKey } from "@/lib/server/widgets/widget-service";

import { ORIGIN, postGraphQL, setUpApi, uniqueIp } from "./support/api";
import { bearer, call, errorCode, signUp, type AuthPayload } from "./support/accounts";
import { startInsideOneWindow, timeoutWithWindowWait } from "@/tests/support/rate-window";

let env: Awaited<ReturnType<typeof setUpApi>>;
beforeAll(async () => {
  env = await setUpApi();
});
afterAll(async () => {
  await env.tearDown();
});

const FIELDS =
  "hashid key name allowedDomains calcType defaults { price downPaymentPercent ratePercent term } themeColor showBranding brandingShown enabled usage(days: 3) { date loads calculations } usageSeries(days: 3) { dates loads calculations }";
const CREATE = `mutation ($input: CreateWidgetInput!) { createWidget(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($hashid: ID!, $input: UpdateWidgetInput!) { updateWidget(hashid: $hashid, input: $input) { ${FIELDS} } }`;
const DELETE = "mutation ($hashid: ID!) { deleteWidget(hashid: $hashid) }";
const ROTATE = `mutation ($hashid: ID!) { rotateWidgetKey(hashid: $hashid) { ${FIELDS} } }`;
const MINE = `query { myWidgets { ${FIELDS} } myWidgetAllowance { plan maxWidgets used canRemoveBranding } }`;
const RECORD = "mutation RecordWidgetCalculation($token: String) { recordWidgetCalculation(token: $token) }";

interface WidgetShape {
  hashid: string;
  key: string;
  name: string;
  allowedDomains: string[];
  calcType: string;
  defaults: { price: number | null; downPaymentPercent: number | null; ratePercent: number | null; term: number | null };
  themeColor: string;
  showBranding: boolean;
  brandingShown: boolean;
  enabled: boolean;
  usage: { date: string; loads: number; calculations: number }[];
  usageSeries: { dates: string[]; loads: number[]; calculations: number[] };
}

const BASE_INPUT = { name: "Blog sidebar", allowedDomains: ["example.com", "*.example.org"], calcType: "FHA" };

async function createFor(user: AuthPayload, input: Record<string, unknown> = BASE_INPUT): Promise<WidgetShape> {
  const res = await call(CREATE, { input }, bearer(user.accessToken));
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.createWidget as WidgetShape;
}

/**
 * The calculation token of a frame of `key` served to a page at `referer` (null when none was
 * issued): the one in a frame rendered per request, which the frame served from the cache asks
 * for itself and must get alike.
 */
async function frameToken(key: string, referer: string | null = "https://example.com/mortgage/"): Promise<string | null> {
  const frame = await loadWidgetFrame({ key }, { clientIp: uniqueIp(), referer });
  const token = frame.status === "active" ? frame.calculationToken : null;
  const asked = await issueFrameToken(env.database.handle.db, key, referer, new Headers({ origin: ORIGIN }));
  expect(asked === null).toBe(token === null);
  return token;
}

/** The headers of the frame's own fetch: the key, and this site's origin (the frame is this site's page). */
function fromFrame(key: string, ip = uniqueIp(), extra: Record<string, string> = {}): Record<string, string> {
  return { "api-key": key, origin: ORIGIN, "x-forwarded-for": ip, ...extra };
}

/** Whether one recordWidgetCalculation request counted. */
async function record(key: string, token: string | null, headers: Record<string, string> = fromFrame(key)): Promise<unknown> {
  const res = await call(RECORD, { token }, headers);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.recordWidgetCalculation;
}

async function calculationsToday(hashid: string): Promise<number> {
  return (await widgetUsageSeries(env.database.handle.db, await widgetId(hashid), 1))[0]!.calculations;
}

async function widgetId(hashid: string): Promise<string> {
  const result = (await env.database.handle.db.execute(sql`select id from widgets where hashid = ${hashid}`)) as unknown as { rows: { id: string }[] };
  return result.rows[0]!.id;
}

describe("widget manager operations", () => {
  it("need a signed-in user", async () => {
    expect(errorCode((await call(MINE)).body)).toBe("UNAUTHENTICATED");
    expect(errorCode((await call(CREATE, { input: BASE_INPUT })).body)).toBe("UNAUTHENTICATED");
  });

  it("create with normalized settings, list the owner's own, and update any subset", async () => {
    const alice = await signUp({ name: "Alice" });
    const created = await createFor(alice, {
      name: "  Listing pages ",
      allowedDomains: ["HTTPS://Agent.Example.com/", "localhost:3116", "agent.example.com", "https://agent.example.com"],
      calcType: "VA",
      defaults: { price: 425000, downPaymentPercent: 5, ratePercent: 6.25, term: 180 },
      themeColor: "#AA3300",
    });
    expect(created).toMatchObject({
      name: "Listing pages",
      allowedDomains: ["https://agent.example.com", "localhost:3116", "agent.example.com"],
      calcType: "VA",
      defaults: { price: 425000, downPaymentPercent: 5, ratePercent: 6.25, term: 180 },
      themeColor: "#aa3300",
      showBranding: true,
      brandingShown: true,
      enabled: true,
    });
    expect(created.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(created.usage).toHaveLength(3);

    const updated = (await call(UPDATE, { hashid: created.hashid, input: { enabled: false, name: "Off for now" } }, bearer(alice.accessToken))).body.data!
      .updateWidget as WidgetShape;
    expect(updated).toMatchObject({ enabled: false, name: "Off for now", calcType: "VA", key: created.key });

    const mine = (await call(MINE, {}, bearer(alice.accessToken))).body.data!;
    expect((mine.myWidgets as WidgetShape[]).map((w) => w.hashid)).toEqual([created.hashid]);
    expect(mine.myWidgetAllowance).toEqual({ plan: "FREE", maxWidgets: 3, used: 1, canRemoveBranding: false });
  });

  it("keep branding on the free plan even when the owner switches it off", async () => {
    const user = await signUp();
    const widget = await createFor(user, { ...BASE_INPUT, showBranding: false });
    expect(widget.showBranding).toBe(false);
    expect(widget.brandingShown).toBe(true);
    const frame = await loadWidgetFrame({ key: widget.key, preview: "1" });
    expect(frame.status === "active" && frame.branding).toBe(true);
  });

  it("give another user NOT_FOUND for every operation, and change nothing", async () => {
    const owner = await signUp();
    const other = await signUp();
    const widget = await createFor(owner);
    const asOther = bearer(other.accessToken);
    for (const [query, variables] of [
      [UPDATE, { hashid: widget.hashid, input: { name: "Mine now" } }],
      [DELETE, { hashid: widget.hashid }],
      [ROTATE, { hashid: widget.hashid }],
    ] as const) {
      const res = await call(query, variables, asOther);
      expect(errorCode(res.body)).toBe("NOT_FOUND");
      expect(JSON.stringify(res.body)).not.toContain(widget.key);
    }
    expect((await call(MINE, {}, asOther)).body.data!.myWidgets).toEqual([]);
    const still = ((await call(MINE, {}, bearer(owner.accessToken))).body.data!.myWidgets as WidgetShape[])[0]!;
    expect(still).toMatchObject({ hashid: widget.hashid, key: widget.key, name: widget.name });
    // Unknown hashids too.
    expect(errorCode((await call(DELETE, { hashid: "nope" }, asOther)).body)).toBe("NOT_FOUND");
  });

  it("refuse bad input with a message per field and store nothing", async () => {
    const user = await signUp();
    const res = await call(
      CREATE,
      {
        input: {
          name: "   ",
          allowedDomains: ["example.com/path", "*.com", "ftp://example.com"],
          calcType: "CONVENTIONAL",
          defaults: { price: -5, downPaymentPercent: 120, ratePercent: 0, term: 7 },
          themeColor: "red",
        },
      },
      bearer(user.accessToken),
    );
    expect(errorCode(res.body)).toBe("BAD_USER_INPUT");
    const errors = res.body.errors![0]!.extensions!.validationErrors!;
    expect(Object.keys(errors).sort()).toEqual([
      "allowedDomains",
      "defaults.downPaymentPercent",
      "defaults.price",
      "defaults.ratePercent",
      "defaults.term",
      "name",
      "themeColor",
    ]);
    expect(errors.allowedDomains).toHaveLength(3);
    expect(errors.allowedDomains![0]).toContain("without a path");
    expect(errorCode((await call(CREATE, { input: { ...BASE_INPUT, allowedDomains: [] } }, bearer(user.accessToken))).body)).toBe("BAD_USER_INPUT");
    expect((await call(MINE, {}, bearer(user.accessToken))).body.data!.myWidgets).toEqual([]);
    // A bad update changes nothing either.
    const widget = await createFor(user);
    expect(errorCode((await call(UPDATE, { hashid: widget.hashid, input: { allowedDomains: ["a b"] } }, bearer(user.accessToken))).body)).toBe(
      "BAD_USER_INPUT",
    );
    expect(((await call(MINE, {}, bearer(user.accessToken))).body.data!.myWidgets as WidgetShape[])[0]!.allowedDomains).toEqual(BASE_INPUT.allowedDomains);
  });

  it("follow the owner's membership: a member hides the branding and has 25; a lapsed member is back to the free rules", async () => {
    const user = await signUp();
    const db = env.database.handle.db;
    const setMembership = (status: string, periodEnd: Date) =>
      db.execute(sql`
        insert into memberships (stripe_subscription_id, stripe_customer_id, user_id, status, current_period_end)
        select 'sub_' || hashid, 'cus_' || hashid, id, ${status}, ${periodEnd.toISOString()}::timestamptz from users where email = ${user.user.email}
        on conflict (stripe_subscription_id) do update set status = excluded.status, current_period_end = excluded.current_period_end`);
    await setMembership("active", new Date(Date.now() + 30 * 86_400_000));
    const widget = await createFor(user, { ...BASE_INPUT, showBranding: false });
    expect(widget.brandingShown).toBe(false);
    const frame = await loadWidgetFrame({ key: widget.key, preview: "1" });
    expect(frame.status === "active" && frame.branding).toBe(false);
    for (let n = 2; n <= 4; n++) await createFor(user, { ...BASE_INPUT, name: `M${n}` });
    expect((await call(MINE, {}, bearer(user.accessToken))).body.data!.myWidgetAllowance).toMatchObject({
      plan: "PREMIUM",
      maxWidgets: 25,
      used: 4,
      canRemoveBranding: true,
    });
    // Lapsed: the widgets stay, the branding comes back and no fifth widget may be made.
    await setMembership("canceled", new Date(Date.now() - 86_400_000));
    const mine = (await call(MINE, {}, bearer(user.accessToken))).body.data!;
    expect(mine.myWidgets).toHaveLength(4);
    expect((mine.myWidgets as WidgetShape[]).find((w) => w.hashid === widget.hashid)!.brandingShown).toBe(true);
    const refused = await call(CREATE, { input: { ...BASE_INPUT, name: "M5" } }, bearer(user.accessToken));
    expect(errorCode(refused.body)).toBe("PLAN_LIMIT");
  });

  it("enforce the free plan's limit of 3 on the server, even for creates sent at once", async () => {
    const user = await signUp();
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => call(CREATE, { input: { ...BASE_INPUT, name: `W${n}` } }, bearer(user.accessToken))));
    const created = results.filter((r) => r.body.data?.createWidget);
    const refused = results.filter((r) => errorCode(r.body) === "PLAN_LIMIT");
    expect(created).toHaveLength(3);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body.errors![0]!.message).toContain("up to 3 widgets");
    const mine = (await call(MINE, {}, bearer(user.accessToken))).body.data!;
    expect(mine.myWidgets).toHaveLength(3);
    // Deleting one makes room again.
    const first = (mine.myWidgets as WidgetShape[])[0]!;
    expect((await call(DELETE, { hashid: first.hashid }, bearer(user.accessToken))).body.data!.deleteWidget).toBe(first.hashid);
    await createFor(user, { ...BASE_INPUT, name: "W6" });
  });
});

describe("keys", () => {
  it("resolve to the widget; disabled, rotated-away, deleted and malformed keys do not", async () => {
    const user = await signUp();
    const widget = await createFor(user);
    const db = env.database.handle.db;
    const oldToken = await frameToken(widget.key);
    const active = await resolveWidgetKey(db, widget.key);
    expect(active.status).toBe("active");
    expect(active.status === "active" && active.widget.hashid).toBe(widget.hashid);
    expect((await resolveWidgetKey(db, "x".repeat(32))).status).toBe("unknown");
    expect((await resolveWidgetKey(db, "' or 1=1 --")).status).toBe("unknown");
    expect((await resolveWidgetKey(db, null)).status).toBe("unknown");

    await call(UPDATE, { hashid: widget.hashid, input: { enabled: false } }, bearer(user.accessToken));
    expect((await resolveWidgetKey(db, widget.key)).status).toBe("disabled");
    expect((await loadWidgetFrame({ key: widget.key })).status).toBe("disabled");
    await call(UPDATE, { hashid: widget.hashid, input: { enabled: true } }, bearer(user.accessToken));

    const rotated = (await call(ROTATE, { hashid: widget.hashid }, bearer(user.accessToken))).body.data!.rotateWidgetKey as WidgetShape;
    expect(rotated.key).not.toBe(widget.key);
    expect((await resolveWidgetKey(db, widget.key)).status).toBe("unknown");
    expect((await resolveWidgetKey(db, rotated.key)).status).toBe("active");
    // The old key no longer counts calculations, nor does a token of its frames; the new one does.
    expect(await record(widget.key, oldToken)).toBe(false);
    expect(await record(rotated.key, oldToken)).toBe(false);
    expect(await record(rotated.key, await frameToken(rotated.key))).toBe(true);

    await call(DELETE, { hashid: widget.hashid }, bearer(user.accessToken));
    expect((await resolveWidgetKey(db, rotated.key)).status).toBe("unknown");
    expect((await loadWidgetFrame({ key: rotated.key })).status).toBe("unknown");
  });

  it("give the frame the widget's defaults, type and theme", async () => {
    const user = await signUp();
    const widget = await createFor(user, { ...BASE_INPUT, calcType: "USDA", defaults: { price: 300000, ratePercent: 6.5, term: 360 }, themeColor: "#123456" });
    const frame = await loadWidgetFrame({ key: widget.key, preview: "1" });
    expect(frame).toMatchObject({
      status: "active",
      calcType: "usda",
      themeColor: "#123456",
      branding: true,
      path: `/mortgage-calculator-widget/?key=${widget.key}`,
    });
    expect(frame.status === "active" && frame.scenario).toMatchObject({ price: 300000, rate: 0.065, term: 360 });
    // The no-JavaScript form's own values win over the defaults.
    const edited = await loadWidgetFrame({ key: widget.key, preview: "1", price: "350000" });
    expect(edited.status === "active" && edited.scenario.price).toBe(350000);
  });
});

describe("layout and quote link", () => {
  const LAYOUT_FIELDS = "hashid layout showQuoteLink";
  const create = `mutation ($input: CreateWidgetInput!) { createWidget(input: $input) { ${LAYOUT_FIELDS} } }`;
  const update = `mutation ($hashid: ID!, $input: UpdateWidgetInput!) { updateWidget(hashid: $hashid, input: $input) { ${LAYOUT_FIELDS} } }`;

  it("default to compact with no quote link, change through updateWidget, and reach the frame", async () => {
    const user = await signUp();
    const created = (await call(create, { input: BASE_INPUT }, bearer(user.accessToken))).body.data!.createWidget as { hashid: string };
    expect(created).toMatchObject({ layout: "COMPACT", showQuoteLink: false });
    const widget = (await call(MINE, {}, bearer(user.accessToken))).body.data!.myWidgets as WidgetShape[];
    const key = widget[0]!.key;
    expect(await loadWidgetFrame({ key, preview: "1" })).toMatchObject({ status: "active", layout: "compact", showQuoteLink: false, demo: false });

    const res = await call(update, { hashid: created.hashid, input: { layout: "SUMMARY", showQuoteLink: true } }, bearer(user.accessToken));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.updateWidget).toMatchObject({ layout: "SUMMARY", showQuoteLink: true });
    expect(await loadWidgetFrame({ key, preview: "1" })).toMatchObject({ status: "active", layout: "summary", showQuoteLink: true });
    // Absent fields stay as they are.
    const renamed = await call(update, { hashid: created.hashid, input: { name: "Renamed" } }, bearer(user.accessToken));
    expect(renamed.body.data!.updateWidget).toMatchObject({ layout: "SUMMARY", showQuoteLink: true });

    const withBoth = (await call(create, { input: { ...BASE_INPUT, layout: "SUMMARY", showQuoteLink: true } }, bearer(user.accessToken))).body.data!
      .createWidget;
    expect(withBoth).toMatchObject({ layout: "SUMMARY", showQuoteLink: true });
  });

  it("refuse a layout or switch that is not one, with a message, and change nothing", async () => {
    const user = await signUp();
    const created = (await call(create, { input: BASE_INPUT }, bearer(user.accessToken))).body.data!.createWidget as { hashid: string };
    for (const input of [{ layout: "TALL" }, { showQuoteLink: "yes" }, { layout: 3 }]) {
      const res = await call(update, { hashid: created.hashid, input }, bearer(user.accessToken));
      expect(res.status).toBeLessThan(500);
      expect(res.body.data ?? null).toBeNull();
      expect(res.body.errors![0]!.message).toMatch(/layout|showQuoteLink/);
    }
    const mine = (await call(`query { myWidgets { ${LAYOUT_FIELDS} } }`, {}, bearer(user.accessToken))).body.data!.myWidgets as unknown[];
    expect(mine).toEqual([{ hashid: created.hashid, layout: "COMPACT", showQuoteLink: false }]);
  });

  it("are checked by the shared schema with a message per field", async () => {
    const { widgetUpdateSchema } = await import("@/lib/widgets/settings");
    const parsed = widgetUpdateSchema.safeParse({ layout: "tall", showQuoteLink: "yes" });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries(parsed.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({
      layout: "Choose the compact layout or the one with the loan summary.",
      showQuoteLink: "Say whether the widget links to the quote form (true or false).",
    });
  });

  it("the site's demo frame: default settings, never counted, no token", async () => {
    const frame = await loadWidgetFrame({ key: "demo" }, { clientIp: uniqueIp(), referer: "https://example.com/" });
    expect(await issueFrameToken(env.database.handle.db, "demo", "https://example.com/", new Headers({ origin: ORIGIN }))).toBeNull();
    expect(frame).toMatchObject({ status: "active", demo: true, calcType: "conventional", layout: "compact", showQuoteLink: false, calculationToken: null });
  });
});

describe("framing", () => {
  it("lets only the key's allowed domains frame it; other pages keep 'none'", async () => {
    const user = await signUp();
    const widget = await createFor(user, {
      ...BASE_INPUT,
      allowedDomains: ["example.com", "*.example.org", "https://secure.example.net:8443", "localhost:3116"],
    });
    const policy = await widgetFramePolicy(new URLSearchParams({ key: widget.key }));
    expect(policy.noindex).toBe(true);
    expect(policy.frameAncestors.split(" ")).toEqual([
      "'self'",
      "https://example.com",
      "http://example.com",
      "https://*.example.org",
      "http://*.example.org",
      "https://secure.example.net:8443",
      "https://localhost:3116",
      "http://localhost:3116",
    ]);
    // The public page is framed by no one, and frames the site's demo.
    expect(await widgetFramePolicy(new URLSearchParams())).toEqual({ frameAncestors: "'none'", noindex: false, frameSources: ["'self'"] });
    // An unknown key may be framed anywhere, to show its message instead of a blank frame.
    expect(await widgetFramePolicy(new URLSearchParams({ key: "unknown" }))).toEqual({ frameAncestors: "*", noindex: true, frameSources: [] });
    // The demo: this site only.
    expect(await widgetFramePolicy(new URLSearchParams({ key: "demo" }))).toEqual({ frameAncestors: "'self'", noindex: true, frameSources: [] });
  });
});

describe("usage", () => {
  // Counts per hour and per UTC day: each test here runs inside one hour.
  beforeEach(() => startInsideOneWindow(3600, 90), timeoutWithWindowWait(5_000, 90));

  it("counts every load and calculation under concurrent hits, per UTC day", async () => {
    const user = await signUp();
    const widget = await createFor(user);
    const id = await widgetId(widget.hashid);
    const db = env.database.handle.db;
    const today = new Date();
    const yesterday = new Date(today.getTime() - 86_400_000);
    await Promise.all([
      ...Array.from({ length: 60 }, () => recordWidgetUsage(db, id, "load", today)),
      ...Array.from({ length: 25 }, () => recordWidgetUsage(db, id, "calculation", today)),
      ...Array.from({ length: 7 }, () => recordWidgetUsage(db, id, "load", yesterday)),
    ]);
    // A frame's token, issued directly (loading a frame would add a load to the figures checked below).
    const token = issueCalculationToken(widget.key, "https://example.com");
    const calls = await Promise.all(Array.from({ length: 15 }, () => record(widget.key, token)));
    expect(calls.every((counted) => counted === true)).toBe(true);

    const series = await widgetUsageSeries(db, id, 30, today);
    expect(series).toHaveLength(30);
    expect(series[29]).toEqual({ date: utcDay(today), loads: 60, calculations: 40 });
    expect(series[28]).toEqual({ date: utcDay(yesterday), loads: 7, calculations: 0 });
    expect(series.slice(0, 28).every((d) => d.loads === 0 && d.calculations === 0)).toBe(true);

    const mine = ((await call(MINE, {}, bearer(user.accessToken))).body.data!.myWidgets as WidgetShape[])[0]!;
    expect(mine.usage[2]).toEqual({ date: utcDay(today), loads: 60, calculations: 40 });
    // The same days as parallel lists, as the manager reads them.
    expect(mine.usageSeries).toEqual({
      dates: mine.usage.map((d) => d.date),
      loads: [0, 7, 60],
      calculations: [0, 0, 40],
    });
  });

  it("counts at most 120 calculations an hour per widget from one client, so a script cannot inflate them", async () => {
    const user = await signUp();
    const widget = await createFor(user);
    const id = await widgetId(widget.hashid);
    const token = await frameToken(widget.key);
    const first = await Promise.all(Array.from({ length: 125 }, () => record(widget.key, token, fromFrame(widget.key, "10.9.9.1"))));
    expect(first.filter((counted) => counted === true)).toHaveLength(120);
    expect(first.filter((counted) => counted === false)).toHaveLength(5);
    // Another visitor is counted as before.
    expect(await record(widget.key, token, fromFrame(widget.key, "10.9.9.2"))).toBe(true);
    const series = await widgetUsageSeries(env.database.handle.db, id, 1);
    expect(series[0]!.calculations).toBe(121);
  });

  it("counts at most 120 frame loads an hour per widget from one client; other clients still count", async () => {
    const user = await signUp();
    const widget = await createFor(user);
    const id = await widgetId(widget.hashid);
    const db = env.database.handle.db;
    const hits = await Promise.all(Array.from({ length: 123 }, () => countWidgetHit(db, id, "load", "10.9.8.1")));
    expect(hits.filter(Boolean)).toHaveLength(120);
    expect(await countWidgetHit(db, id, "load", "10.9.8.2")).toBe(true);
    // Loads and calculations have separate allowances.
    expect(await countWidgetHit(db, id, "calculation", "10.9.8.1")).toBe(true);
    const series = await widgetUsageSeries(db, id, 1);
    expect(series[0]).toMatchObject({ loads: 121, calculations: 1 });
  });

  it("counts nothing for an unknown, disabled or missing key", async () => {
    expect(await record("k".repeat(32), null)).toBe(false);
    expect(await record("", null, { origin: ORIGIN, "x-forwarded-for": uniqueIp() })).toBe(false);
    const user = await signUp();
    const widget = await createFor(user, { ...BASE_INPUT, enabled: false });
    expect(await frameToken(widget.key)).toBeNull();
    expect(await record(widget.key, issueCalculationToken(widget.key, "https://example.com"))).toBe(false);
    const rows = (await env.database.handle.db.execute(
      sql`select count(*)::int as n from widget_usage where widget_id = ${await widgetId(widget.hashid)}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(0);
  });
});

describe("calculation counts", () => {
  it("count once per request, however many aliases or batch entries ask", async () => {
    const user = await signUp();
    const widget = await createFor(user);
    const token = await frameToken(widget.key);
    const aliased = `mutation Inflate($token: String) { ${Array.from({ length: 20 }, (_, i) => `a${i}: recordWidgetCalculation(token: $token)`).join(" ")} }`;
    const one = await call(aliased, { token }, fromFrame(widget.key));
    expect(one.body.errors).toBeUndefined();
    expect(Object.values(one.body.data!).filter((counted) => counted === true)).toHaveLength(1);
    expect(await calculationsToday(widget.hashid)).toBe(1);

    const batch = await postGraphQL(
      Array.from({ length: 10 }, () => ({ query: aliased, variables: { token } })),
      fromFrame(widget.key),
    );
    expect(batch.status).toBe(200);
    const answers = batch.json as { data: Record<string, boolean> }[];
    expect(answers).toHaveLength(10);
    expect(answers.flatMap((answer) => Object.values(answer.data)).filter((counted) => counted === true)).toHaveLength(1);
    expect(await calculationsToday(widget.hashid)).toBe(2);
  });

  it("need a token from a frame of this key that has not expired; without one nothing counts, quietly", async () => {
    const user = await signUp();
    const widget = await createFor(user);
    const other = await createFor(user, { ...BASE_INPUT, name: "Other" });
    const token = await frameToken(widget.key);
    expect(token).toEqual(expect.any(String));
    expect(await record(widget.key, null)).toBe(false);
    expect(await record(widget.key, "")).toBe(false);
    expect(await record(widget.key, "not a token")).toBe(false);
    expect(await record(widget.key, await frameToken(other.key))).toBe(false);
    expect(await record(widget.key, issueCalculationToken(widget.key, "https://example.com", Date.now() - 2 * 3600_000))).toBe(false);
    // Tampered with: the embedding origin swapped for another allowed one, or the expiry pushed back.
    const [expiry, , mac] = token!.split(".");
    expect(await record(widget.key, `${expiry}.${Buffer.from("https://a.example.org").toString("base64url")}.${mac}`)).toBe(false);
    expect(await record(widget.key, `${Number(expiry) + 3600}.${token!.split(".")[1]}.${mac}`)).toBe(false);
    expect(await record(widget.key, "x".repeat(5000))).toBe(false);
    expect(await calculationsToday(widget.hashid)).toBe(0);
    // The frame's own token counts.
    expect(await record(widget.key, token)).toBe(true);
    expect(await calculationsToday(widget.hashid)).toBe(1);
  });

  it("count nothing from an origin the widget does not allow", async () => {
    const user = await signUp();
    const widget = await createFor(user);
    const token = await frameToken(widget.key, "https://www.example.org/blog/post");
    expect(token).toEqual(expect.any(String));
    // The calculation request itself must come from this site (the frame), not from a script elsewhere.
    expect(await record(widget.key, token, fromFrame(widget.key, uniqueIp(), { origin: "https://evil.example" }))).toBe(false);
    expect(await record(widget.key, token, { "api-key": widget.key, "x-forwarded-for": uniqueIp() })).toBe(false);
    // A frame served to a page the widget does not allow (or with no Referer) gets no token, and a
    // token naming such a page is refused.
    expect(await frameToken(widget.key, "https://evil.example/")).toBeNull();
    expect(await frameToken(widget.key, "https://example.org/")).toBeNull();
    expect(await frameToken(widget.key, null)).toBeNull();
    expect(await record(widget.key, issueCalculationToken(widget.key, "https://evil.example"))).toBe(false);
    // The manager's preview is never counted, so it gets no token either.
    const preview = await loadWidgetFrame({ key: widget.key, preview: "1" }, { clientIp: uniqueIp(), referer: `${ORIGIN}/manage-widget/` });
    expect(preview.status === "active" && preview.calculationToken).toBeNull();
    expect(await calculationsToday(widget.hashid)).toBe(0);
    // From the frame, with the Referer alone (no Origin), it counts.
    expect(
      await record(widget.key, token, {
        "api-key": widget.key,
        referer: `${ORIGIN}/mortgage-calculator-widget/?key=${widget.key}`,
        "x-forwarded-for": uniqueIp(),
      }),
    ).toBe(true);
    // Once the owner drops the embedding page's domain, its frames' tokens stop counting at once.
    await call(UPDATE, { hashid: widget.hashid, input: { allowedDomains: ["example.com"] } }, bearer(user.accessToken));
    expect(await record(widget.key, token)).toBe(false);
    expect(await calculationsToday(widget.hashid)).toBe(1);
  });

  it("count each frame request once (served from the cache or not), never the preview nor the demo", async () => {
    const user = await signUp();
    const widget = await createFor(user);
    const ip = uniqueIp();
    // proxy.ts counts every frame request; rendering a frame, cached or not, counts nothing more.
    for (let i = 0; i < 3; i += 1) {
      await countFrameLoad(new URLSearchParams({ key: widget.key }), ip);
      await cachedWidgetFrame(widget.key);
    }
    await loadWidgetFrame({ key: widget.key, price: "300000" }, { clientIp: ip, referer: "https://example.com/" });
    await countFrameLoad(new URLSearchParams({ key: widget.key, preview: "1" }), ip);
    await countFrameLoad(new URLSearchParams({ key: "demo" }), ip);
    const series = await widgetUsageSeries(env.database.handle.db, await widgetId(widget.hashid), 1);
    expect(series[0]!.loads).toBe(3);
  });
});

describe("the frame served from the cache", () => {
  const db = () => env.database.handle.db;

  it("is served from the cache, and changes with its widget at the next request: edited, switched off, rotated, deleted", async () => {
    const user = await signUp();
    const widget = await createFor(user, { ...BASE_INPUT, themeColor: "#112233" });
    // Past the commit margin, what is read now stays cached until the next change.
    await new Promise((resolve) => setTimeout(resolve, COMMIT_MARGIN_MS + 50));
    expect(await cachedWidgetFrame(widget.key)).toMatchObject({ status: "active", themeColor: "#112233", calculationToken: null, tokenFromClient: true });

    // A write that bypasses the triggers is not seen: the frame really comes from the cache.
    await db().execute(sql`alter table widgets disable trigger user`);
    try {
      await db().execute(sql`update widgets set theme_color = '#999999' where key = ${widget.key}`);
      expect(await cachedWidgetFrame(widget.key)).toMatchObject({ themeColor: "#112233" });
    } finally {
      await db().execute(sql`alter table widgets enable trigger user`);
    }

    await call(UPDATE, { hashid: widget.hashid, input: { themeColor: "#445566", layout: "SUMMARY" } }, bearer(user.accessToken));
    expect(await cachedWidgetFrame(widget.key)).toMatchObject({ status: "active", themeColor: "#445566", layout: "summary" });

    await call(UPDATE, { hashid: widget.hashid, input: { allowedDomains: ["news.example.net"] } }, bearer(user.accessToken));
    const framing = await widgetFramePolicy(new URLSearchParams({ key: widget.key }));
    expect(framing.frameAncestors).toContain("news.example.net");
    expect(framing.frameAncestors).not.toContain("example.com");

    await call(UPDATE, { hashid: widget.hashid, input: { enabled: false } }, bearer(user.accessToken));
    expect(await cachedWidgetFrame(widget.key)).toEqual({ status: "disabled" });
    await call(UPDATE, { hashid: widget.hashid, input: { enabled: true } }, bearer(user.accessToken));
    expect((await cachedWidgetFrame(widget.key)).status).toBe("active");

    const rotated = (await call(ROTATE, { hashid: widget.hashid }, bearer(user.accessToken))).body.data!.rotateWidgetKey as WidgetShape;
    expect(await cachedWidgetFrame(widget.key)).toEqual({ status: "unknown" });
    expect((await cachedWidgetFrame(rotated.key)).status).toBe("active");

    await call(DELETE, { hashid: widget.hashid }, bearer(user.accessToken));
    // A deleted key never frames the calculator again, and is no longer framed by its domains only.
    expect(await cachedWidgetFrame(rotated.key)).toEqual({ status: "unknown" });
    expect((await widgetFramePolicy(new URLSearchParams({ key: rotated.key }))).frameAncestors).toBe("*");
  });

  it("shows the branding line again at the next request once the owner's plan changes", async () => {
    const user = await signUp();
    const widget = await createFor(user);
    const [owner] = await db()
      .execute(sql`select user_id from widgets where key = ${widget.key}`)
      .then((r) => (r as unknown as { rows: { user_id: string }[] }).rows);
    await db().execute(
      sql`insert into memberships (stripe_subscription_id, user_id, stripe_customer_id, status, current_period_end) values (${`sub_${widget.hashid}`}, ${owner!.user_id}, 'cus_test', 'active', now() + interval '30 days')`,
    );
    await call(UPDATE, { hashid: widget.hashid, input: { showBranding: false } }, bearer(user.accessToken));
    expect(await cachedWidgetFrame(widget.key)).toMatchObject({ branding: false });
    await db().execute(sql`update memberships set status = 'canceled' where stripe_subscription_id = ${`sub_${widget.hashid}`}`);
    expect(await cachedWidgetFrame(widget.key)).toMatchObject({ branding: true });
  });
});

describe("the cached frame's token", () => {
  const TOKEN = "mutation WidgetFrameToken($embedder: String) { widgetFrameToken(embedder: $embedder) }";

  it("is given to the frame for an allowed embedding page, and counts its calculations; not for others", async () => {
    const user = await signUp();
    const widget = await createFor(user);
    const ask = async (embedder: string | null, headers = fromFrame(widget.key)) =>
      ((await call(TOKEN, { embedder }, headers)).body.data as { widgetFrameToken: string | null } | undefined)?.widgetFrameToken ?? null;
    const token = await ask("https://example.com/rates/");
    expect(token).toEqual(expect.any(String));
    expect(await record(widget.key, token)).toBe(true);
    expect(await ask("https://evil.example/")).toBeNull();
    expect(await ask(null)).toBeNull();
    // Asked from another site's page rather than the frame: nothing.
    expect(await ask("https://example.com/", fromFrame(widget.key, uniqueIp(), { origin: "https://evil.example" }))).toBeNull();
    expect(await ask("https://example.com/", fromFrame("demo"))).toBeNull();
  });
});
