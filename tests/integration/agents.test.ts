// The agents directory (lib/server/agents) against a real database: the seeded sample, search
// filters and distance order, publication rules, ownership through the GraphQL API (another
// account gets NOT_FOUND), the confirmation email, leads to an agent (stored, listed for the
// owner, mailed, honeypot, limits) and the profile's listings.
import { eq } from "drizzle-orm";

import { submitAgentLead } from "@/components/agents/agent-lead-action";
import { INITIAL_LEAD_FORM_STATE } from "@/lib/leads/form-values";
import { HONEYPOT_FIELD } from "@/lib/leads/lead-schema";
import { readAgentPlace } from "@/lib/server/agents/agent-place";
import { contactAgent } from "@/lib/server/agents/agent-leads";
import { agentListings } from "@/lib/server/agents/agent-listings";
import { agentSearchDocs } from "@/lib/server/agents/agent-search-source";
import { approveAgent } from "@/lib/server/agents/agent-review";
import { confirmAgentEmail, getPublishedAgent, searchAgents, type AgentSearch } from "@/lib/server/agents/agent-service";
import { generateSampleAgents } from "@/lib/server/agents/sample-agents";
import { schema } from "@/lib/server/db/client";
import { InputError, RateLimitedError } from "@/lib/server/errors";
import { RATE_LIMITS } from "@/lib/server/rate-limit/policies";
import { saveImageUpload } from "@/lib/server/uploads/upload-service";

import { bearer, call, errorCode, readOutbox, signUp, tokenOf, uniqueEmail, waitForMail } from "./support/accounts";
import { setUpApi, uniqueIp } from "./support/api";
import { setRequestHeaders } from "./support/next-request";
import { engineName } from "./support/test-database";
import { startInsideOneWindow, timeoutWithWindowWait } from "@/tests/support/rate-window";

let env: Awaited<ReturnType<typeof setUpApi>>;
beforeAll(async () => {
  env = await setUpApi();
});
afterAll(async () => {
  await env.tearDown();
});

const db = () => env.database.handle.db;

function search(params: Record<string, string>, filters: Partial<Omit<AgentSearch, "place">> = {}): AgentSearch {
  return { place: readAgentPlace(params), name: "", speciality: "", language: "", page: 1, ...filters };
}

const PROFILE = `hashid name email brokerage licenseNumber licenseState counties { fips name state } specialities languages bio mlsAgentId photoUrl completeness emailConfirmed hidden published`;

function profileInput(email: string, changes: Record<string, unknown> = {}) {
  return {
    name: "Robin Q. Testagent",
    email,
    phone: "(512) 555-0142",
    brokerage: "Hill Country Homes",
    licenseNumber: "TX-778899",
    licenseState: "TX",
    counties: ["48453", "48491"],
    specialities: ["fha", "first-time-buyers"],
    languages: ["en", "es"],
    bio: "I help first-time buyers in Austin and Round Rock find homes they can afford, with FHA and down payment assistance.",
    mlsAgentId: "TESTAGENT-1",
    ...changes,
  };
}

function leadInput(email: string, agent: string, changes: Record<string, unknown> = {}) {
  return {
    agent,
    name: "Pat Buyer",
    email,
    phone: "",
    preferredContact: "email",
    message: "We would like to tour homes in May.",
    consent: "on",
    sourcePage: "/agents/",
    scenario: {
      calcType: "va",
      price: "400000",
      downPayment: "0",
      rate: "6.25",
      term: "360",
      creditScore: "720",
      state: "TX",
      county: "Travis",
      isVeteran: "on",
    },
    ...changes,
  };
}

// Tests here spend hourly limits and expect the next attempt refused, so each runs inside one window.
beforeEach(() => startInsideOneWindow(3600, 90), timeoutWithWindowWait(5_000, 90));

describe(`agents directory (${engineName})`, () => {
  it("seeds the deterministic sample: every state, several agents in big metros, all published and labelled", async () => {
    const rows = await db().select({ n: schema.agents.id, isSample: schema.agents.isSample, states: schema.agents.states }).from(schema.agents);
    expect(rows.length).toBe(generateSampleAgents().length);
    expect(rows.every((r) => r.isSample)).toBe(true);
    expect(new Set(rows.flatMap((r) => r.states)).size).toBeGreaterThanOrEqual(51);
    // Houston (Harris County), Chicago (Cook) and Phoenix (Maricopa) each have several agents.
    for (const county of ["48201", "17031", "04013"]) {
      expect((await searchAgents(db(), search({ county }))).total).toBeGreaterThanOrEqual(5);
    }
    // The same rows every time.
    expect(generateSampleAgents().slice(0, 3)).toEqual(generateSampleAgents().slice(0, 3));
  });

  it("orders by distance to a ZIP code, then by completeness, and pages", async () => {
    const first = await searchAgents(db(), search({ zip: "78701" }));
    expect(first.total).toBeGreaterThan(12);
    expect(first.items).toHaveLength(12);
    const distances = first.items.map((a) => a.distanceMiles!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d <= 100)).toBe(true);
    const second = await searchAgents(db(), { ...search({ zip: "78701" }), page: 2 });
    expect(second.page).toBe(2);
    expect(second.items[0]!.distanceMiles!).toBeGreaterThanOrEqual(distances[distances.length - 1]!);
    expect(second.items.map((a) => a.hashid)).not.toContain(first.items[0]!.hashid);
    // A page past the end shows the last page.
    expect((await searchAgents(db(), { ...search({ zip: "78701" }), page: 9999 })).page).toBe(Math.ceil(first.total / 12));
  });

  it("opens the directory without the same name twice on its first page", async () => {
    const first = await searchAgents(db(), search({}));
    const names = first.items.map((a) => a.name);
    expect(new Set(names).size).toBe(names.length);
    // The order is stable from one request to the next.
    expect((await searchAgents(db(), search({}))).items.map((a) => a.hashid)).toEqual(first.items.map((a) => a.hashid));
  });

  it("shows sample phone numbers as (XXX) 555-01XX", async () => {
    const phones = generateSampleAgents().flatMap((a) => (a.phone ? [a.phone] : []));
    expect(phones.length).toBeGreaterThan(100);
    expect(phones.filter((p) => !/^\([2-9][0-8]\d\) 555-01\d\d$/.test(p))).toEqual([]);
  });

  it("filters by state, county, city, name, speciality and language", async () => {
    const texas = await searchAgents(db(), search({ state: "TX" }));
    expect(texas.total).toBeGreaterThan(24);
    expect(texas.items[0]!.distanceMiles).toBeNull();
    // Without a point, completeness orders the results.
    const completeness = texas.items.map((a) => a.completeness);
    expect(completeness).toEqual([...completeness].sort((a, b) => b - a));

    const austin = await searchAgents(db(), search({ state: "TX", city: "Austin" }));
    expect(austin.total).toBeGreaterThan(0);
    expect(austin.items[0]!.distanceMiles).not.toBeNull();

    const fha = await searchAgents(db(), search({ state: "TX" }, { speciality: "fha" }));
    expect(fha.total).toBeGreaterThan(0);
    expect(fha.total).toBeLessThan(texas.total);
    expect(fha.items.every((a) => a.specialities.includes("fha"))).toBe(true);

    const spanish = await searchAgents(db(), search({}, { language: "es" }));
    expect(spanish.items.every((a) => a.languages.includes("es"))).toBe(true);

    const named = await searchAgents(db(), search({ state: "TX" }, { name: "mockingham" }));
    expect(named.total).toBeGreaterThan(0);
    expect(named.items.every((a) => a.name.includes("Mockingham"))).toBe(true);
    // LIKE wildcards typed by a visitor match themselves only.
    expect((await searchAgents(db(), search({}, { name: "%_%" }))).total).toBe(0);
  });

  it("reads places (state, county FIPS, zip) and explains what it could not find", () => {
    expect(readAgentPlace({ zip: "78701" })).toMatchObject({ state: "TX", county: "48453", zip: "78701" });
    expect(readAgentPlace({ county: "17031" })).toMatchObject({ state: "IL", county: "17031" });
    expect(readAgentPlace({ zip: "00000" }).message).toMatch(/could not find ZIP code 00000/);
    expect(readAgentPlace({ zip: "abc" }).message).toMatch(/5-digit ZIP/);
    expect(readAgentPlace({ state: "TX", city: "Nowhereville" })).toMatchObject({ state: "TX", point: null });
    expect(readAgentPlace({ state: "ZZ" }).message).toMatch(/state/);
  });

  it("shows a sample agent's listings, matched by the listings' list agent key", async () => {
    const [agent] = await db().select().from(schema.agents).where(eq(schema.agents.listAgentKey, "SAMPLE-AGENT-CA-01"));
    expect(agent).toBeDefined();
    const listings = await agentListings(db(), agent!);
    expect(listings.total).toBeGreaterThan(0);
    const [row] = await db().select().from(schema.listings).where(eq(schema.listings.listingKey, listings.items[0]!.listingKey));
    expect(row!.listAgentKey).toBe("SAMPLE-AGENT-CA-01");
  });

  it("creates a profile that is published only once its email is confirmed and its identity approved; the owner hides, edits and deletes it; others get NOT_FOUND", async () => {
    const owner = await signUp();
    const other = await signUp();
    const agentEmail = uniqueEmail("agent");

    // Bad input: a message per field, nothing stored.
    const bad = await call(
      `mutation($input: AgentProfileInput!) { createAgentProfile(input: $input) { hashid } }`,
      { input: profileInput("not-an-email", { counties: ["99999"], languages: [] }) },
      bearer(owner.accessToken),
    );
    expect(errorCode(bad.body)).toBe("BAD_USER_INPUT");
    expect(Object.keys(bad.body.errors![0]!.extensions!.validationErrors!)).toEqual(expect.arrayContaining(["email", "counties.0", "languages"]));

    const created = await call(
      `mutation($input: AgentProfileInput!) { createAgentProfile(input: $input) { ${PROFILE} } }`,
      { input: profileInput(agentEmail.toUpperCase()) },
      bearer(owner.accessToken),
    );
    const profile = created.body.data?.createAgentProfile as {
      hashid: string;
      email: string;
      published: boolean;
      emailConfirmed: boolean;
      completeness: number;
      counties: { name: string }[];
    };
    expect(profile).toMatchObject({ email: agentEmail, published: false, emailConfirmed: false });
    expect(profile.counties.map((c) => c.name)).toEqual(["Travis County", "Williamson County"]);
    expect(profile.completeness).toBe(80);
    expect(await getPublishedAgent(db(), profile.hashid)).toBeNull();

    // One profile per account.
    const again = await call(
      `mutation($input: AgentProfileInput!) { createAgentProfile(input: $input) { hashid } }`,
      { input: profileInput(agentEmail) },
      bearer(owner.accessToken),
    );
    expect(errorCode(again.body)).toBe("BAD_USER_INPUT");

    // Another account can neither read, change, hide nor delete it.
    for (const [op, vars] of [
      [
        `mutation($h: ID!, $input: AgentProfileInput!) { updateAgentProfile(hashid: $h, input: $input) { hashid } }`,
        { h: profile.hashid, input: profileInput(uniqueEmail()) },
      ],
      [`mutation($h: ID!) { setAgentProfileHidden(hashid: $h, hidden: true) { hashid } }`, { h: profile.hashid }],
      [`mutation($h: ID!) { deleteAgentProfile(hashid: $h) }`, { h: profile.hashid }],
      [`mutation($h: ID!) { resendAgentConfirmation(hashid: $h) }`, { h: profile.hashid }],
    ] as const) {
      const response = await call(op, vars, bearer(other.accessToken));
      expect(errorCode(response.body)).toBe("NOT_FOUND");
    }
    const othersView = await call(`{ myAgentProfile { hashid } }`, {}, bearer(other.accessToken));
    expect(othersView.body.data?.myAgentProfile).toBeNull();
    const anonymous = await call(`{ myAgentProfile { hashid } }`);
    expect(errorCode(anonymous.body)).toBe("UNAUTHENTICATED");

    // The confirmation email's link publishes it, once.
    const mail = await waitForMail(env.dataDir, agentEmail, "agent-confirm");
    expect(mail.links[0]).toMatch(/\/agents\/confirm\/\?token=/);
    const token = tokenOf(mail);
    expect((await confirmAgentEmail(db(), token))?.hashid).toBe(profile.hashid);
    expect(await confirmAgentEmail(db(), token)).toBeNull();
    expect(await confirmAgentEmail(db(), "x".repeat(43))).toBeNull();
    // Confirmed, but its identity waits for the operator (agents-review.test.ts): approved, it is published.
    expect(await getPublishedAgent(db(), profile.hashid)).toBeNull();
    await approveAgent(db(), profile.hashid);
    expect(await getPublishedAgent(db(), profile.hashid)).not.toBeNull();
    const near = await searchAgents(db(), search({ zip: "78701" }, { name: "Testagent" }));
    expect(near.items.map((a) => a.hashid)).toEqual([profile.hashid]);
    expect((await agentSearchDocs(db())).map((d) => d.url)).toContain(`/agents/${profile.hashid}/`);

    // Hidden: out of the directory; shown again: back.
    await call(`mutation($h: ID!) { setAgentProfileHidden(hashid: $h, hidden: true) { hidden } }`, { h: profile.hashid }, bearer(owner.accessToken));
    expect(await getPublishedAgent(db(), profile.hashid)).toBeNull();
    expect((await searchAgents(db(), search({ zip: "78701" }, { name: "Testagent" }))).total).toBe(0);
    const shown = await call(
      `mutation($h: ID!) { setAgentProfileHidden(hashid: $h, hidden: false) { published } }`,
      { h: profile.hashid },
      bearer(owner.accessToken),
    );
    expect(shown.body.data?.setAgentProfileHidden).toEqual({ published: true });

    // A new email address unpublishes it until that address is confirmed.
    const newEmail = uniqueEmail("agent-new");
    const changed = await call(
      `mutation($h: ID!, $input: AgentProfileInput!) { updateAgentProfile(hashid: $h, input: $input) { published emailConfirmed email } }`,
      { h: profile.hashid, input: profileInput(newEmail) },
      bearer(owner.accessToken),
    );
    expect(changed.body.data?.updateAgentProfile).toEqual({ published: false, emailConfirmed: false, email: newEmail });
    await confirmAgentEmail(db(), tokenOf(await waitForMail(env.dataDir, newEmail, "agent-confirm")));
    expect(await getPublishedAgent(db(), profile.hashid)).not.toBeNull();

    // Deleted: gone.
    const deleted = await call(`mutation($h: ID!) { deleteAgentProfile(hashid: $h) }`, { h: profile.hashid }, bearer(owner.accessToken));
    expect(deleted.body.data?.deleteAgentProfile).toBe(true);
    expect(await getPublishedAgent(db(), profile.hashid)).toBeNull();
  });

  it("takes a photo from the upload pipeline, only the owner's own upload", async () => {
    const owner = await signUp();
    const other = await signUp();
    const png = Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64"));
    const whose = async (userHashid: string) => {
      const [user] = await db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.hashid, userHashid));
      return saveImageUpload(env.database.handle, new File([png], "me.png", { type: "image/png" }), { uploaderIp: uniqueIp(), ownerUserId: user!.id });
    };
    const othersUpload = await whose(other.user.hashid);
    const mine = await whose(owner.user.hashid);
    const op = `mutation($input: AgentProfileInput!) { createAgentProfile(input: $input) { photoUrl completeness } }`;
    const refused = await call(op, { input: profileInput(uniqueEmail("agent-photo"), { photoUploadId: othersUpload.id }) }, bearer(owner.accessToken));
    expect(errorCode(refused.body)).toBe("BAD_USER_INPUT");
    expect(refused.body.errors![0]!.extensions!.validationErrors).toHaveProperty("photoUploadId");
    const created = await call(op, { input: profileInput(uniqueEmail("agent-photo"), { photoUploadId: mine.id }) }, bearer(owner.accessToken));
    expect(created.body.data?.createAgentProfile).toEqual({ photoUrl: `/api/uploads/${mine.id}`, completeness: 100 });
  });

  it("sends a lead to the agent: stored, mailed to the agent with the scenario, listed for the owner only", async () => {
    const owner = await signUp();
    const agentEmail = uniqueEmail("agent-leads");
    const created = await call(
      `mutation($input: AgentProfileInput!) { createAgentProfile(input: $input) { hashid } }`,
      { input: profileInput(agentEmail, { mlsAgentId: null }) },
      bearer(owner.accessToken),
    );
    const hashid = (created.body.data?.createAgentProfile as { hashid: string }).hashid;

    // Not published yet: no lead.
    await expect(contactAgent(db(), leadInput(uniqueEmail(), hashid), { ip: uniqueIp() })).rejects.toBeInstanceOf(InputError);
    await confirmAgentEmail(db(), tokenOf(await waitForMail(env.dataDir, agentEmail, "agent-confirm")));
    await approveAgent(db(), hashid);

    const visitor = uniqueEmail("visitor");
    const receipt = await contactAgent(db(), leadInput(visitor, hashid), { ip: uniqueIp() });
    expect(receipt.status).toBe("received");
    const mail = await waitForMail(env.dataDir, agentEmail, "lead-agent");
    expect(mail.replyTo).toBe(visitor);
    expect(mail.text).toContain("Pat Buyer");
    expect(mail.text).toContain("$400,000");
    expect(mail.text).toContain("agent-2026-01");
    await waitForMail(env.dataDir, visitor, "lead-agent-received");

    const leads = await call(`{ myAgentProfile { leads { name email message scenario { label value } } } }`, {}, bearer(owner.accessToken));
    const list = (leads.body.data?.myAgentProfile as { leads: { email: string; scenario: { label: string; value: string }[] }[] }).leads;
    expect(list).toHaveLength(1);
    expect(list[0]!.email).toBe(visitor);
    expect(list[0]!.scenario).toEqual(expect.arrayContaining([{ label: "Home price", value: "$400,000" }]));

    // Bad input: a message per field, nothing stored or sent.
    const before = readOutbox(env.dataDir).length;
    await expect(contactAgent(db(), leadInput(uniqueEmail(), hashid, { consent: "", email: "nope" }), { ip: uniqueIp() })).rejects.toMatchObject({
      fieldErrors: expect.objectContaining({ consent: expect.any(Array), email: expect.any(Array) }),
    });
    // The honeypot: looks sent, nothing stored or sent.
    expect(await contactAgent(db(), { ...leadInput(uniqueEmail(), hashid), [HONEYPOT_FIELD]: "http://spam.example" }, { ip: uniqueIp() })).toEqual({
      status: "ignored",
    });
    expect(readOutbox(env.dataDir).length).toBe(before);
    const rows = await db().select().from(schema.agentLeads);
    expect(rows.filter((r) => r.leadId).length).toBeGreaterThanOrEqual(1);
  });

  it(`limits leads per visitor address (${RATE_LIMITS.leadPerEmail.limit} an hour) and per IP (${RATE_LIMITS.leadPerIp.limit}), through the Server Action too`, async () => {
    const [agent] = await db().select({ hashid: schema.agents.hashid }).from(schema.agents).where(eq(schema.agents.listAgentKey, "SAMPLE-AGENT-TX-02"));
    const visitor = uniqueEmail("spammer");
    for (let i = 0; i < RATE_LIMITS.leadPerEmail.limit; i += 1) {
      await contactAgent(db(), leadInput(visitor, agent!.hashid), { ip: uniqueIp() });
    }
    await expect(contactAgent(db(), leadInput(visitor, agent!.hashid), { ip: uniqueIp() })).rejects.toBeInstanceOf(RateLimitedError);
    const ip = uniqueIp();
    for (let i = 0; i < RATE_LIMITS.leadPerIp.limit; i += 1) {
      await contactAgent(db(), leadInput(uniqueEmail("one-ip"), agent!.hashid), { ip });
    }
    await expect(contactAgent(db(), leadInput(uniqueEmail("one-ip"), agent!.hashid), { ip })).rejects.toBeInstanceOf(RateLimitedError);

    // The form: the limit is a form-level message, the values come back; a good request redirects to the profile.
    setRequestHeaders({ "x-forwarded-for": uniqueIp() });
    const form = new FormData();
    for (const [name, value] of Object.entries(leadInput(visitor, agent!.hashid))) {
      if (typeof value === "string") form.set(name, value);
      else for (const [key, v] of Object.entries(value)) form.set(`scenario.${key}`, v);
    }
    const limited = await submitAgentLead(INITIAL_LEAD_FORM_STATE, form);
    expect(limited.formError).toMatch(/several requests/);
    expect(limited.values?.name).toBe("Pat Buyer");
    // An agent that is not (or no longer) published: a message for the whole form.
    form.set("agent", "nosuchagent1");
    form.set("email", uniqueEmail("fresh"));
    setRequestHeaders({ "x-forwarded-for": uniqueIp() });
    const gone = await submitAgentLead(INITIAL_LEAD_FORM_STATE, form);
    expect(gone.formError).toMatch(/no longer published/);
    expect(gone.errors).toEqual({});
    form.set("agent", agent!.hashid);
    form.set("email", uniqueEmail("fresh"));
    await expect(submitAgentLead(INITIAL_LEAD_FORM_STATE, form)).rejects.toMatchObject({ digest: expect.stringContaining(`/agents/${agent!.hashid}/?sent=1`) });
  });
});
