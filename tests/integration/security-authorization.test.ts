// Authorization of every root field of the schema, listed from the schema itself: a new query or
// mutation fails "every root field is classified" until it is added to ROOT_FIELDS below, with
// the operation the checks run. Private fields refuse a signed-out request and a tampered token
// (UNAUTHENTICATED); fields that take another account's object answer NOT_FOUND exactly as for
// an unknown hashid, and nothing of that account's ever appears in the answer.
import { createSchema } from "graphql-yoga";
import { sql } from "drizzle-orm";

import { typeDefs } from "@/graphql/schema";
import { contactAgent } from "@/lib/server/agents/agent-leads";
import { approveAgent } from "@/lib/server/agents/agent-review";
import { confirmAgentEmail } from "@/lib/server/agents/agent-service";

import { bearer, call, errorCode, signUp, tokenOf, uniqueEmail, waitForMail, type AuthPayload } from "./support/accounts";
import { postRaw, setUpApi, uniqueIp, type ApiResponse } from "./support/api";
import { insertListings, testRecord } from "./support/listing-rows";
import { engineName } from "./support/test-database";

let env: Awaited<ReturnType<typeof setUpApi>>;

/** A's objects, which B must never reach. */
interface Targets {
  widget: string;
  scenario: string;
  otherScenario: string;
  agent: string;
  listing: string;
}

interface Operation {
  readonly document: string;
  readonly variables?: (target: Targets) => Record<string, unknown>;
  /** Sent as a multipart request with one small PNG as `variables.file`. */
  readonly upload?: boolean;
}

type Access =
  /** Needs no account; why it is safe to call signed out. */
  | { readonly access: "public"; readonly why: string }
  /** Reads or changes only the signed-in account's own data. */
  | { readonly access: "viewer"; readonly operation: Operation }
  /** Names one of the signed-in account's objects: another account's is NOT_FOUND. */
  | { readonly access: "owner"; readonly operation: Operation };

const AGENT_FIELDS = "hashid name bio hidden leads { name message }";
// Stays in A's every object; B must never see it.
const MARKER = `alice-private-${process.pid}`;

function agentInput(email: string) {
  return {
    name: `Agent ${MARKER}`,
    email,
    brokerage: "Hill Country Homes",
    licenseNumber: "TX-778899",
    licenseState: "TX",
    counties: ["48453"],
    specialities: ["fha"],
    languages: ["en"],
    bio: `Bio ${MARKER}`,
  };
}

const scenarioInput = (name: string) => ({
  name,
  calcType: "mortgage-calculator",
  inputs: [
    { name: "price", value: "400000" },
    { name: "rate", value: "6.5" },
  ],
});

const ROOT_FIELDS: Record<string, Access> = {
  // Queries
  "Query.compareScenarios": {
    access: "owner",
    operation: {
      document: "query ($h: [ID!]!) { compareScenarios(hashids: $h) { monthlyPayment scenario { hashid name } } }",
      variables: (t) => ({ h: [t.scenario, t.otherScenario] }),
    },
  },
  "Query.latestMortgageRates": { access: "public", why: "published market rates" },
  "Query.listing": { access: "public", why: "listings are public pages; isFavorite is per viewer (checked below)" },
  "Query.listings": { access: "public", why: "the public listing search" },
  "Query.listingsByHashid": { access: "public", why: "listings are public pages; isFavorite is per viewer (checked below)" },
  "Query.marketRates": { access: "public", why: "published market rates" },
  "Query.me": { access: "viewer", operation: { document: "{ me { hashid email name } }" } },
  "Query.mortgageRates": { access: "public", why: "published market rates" },
  "Query.myAgentProfile": { access: "viewer", operation: { document: `{ myAgentProfile { ${AGENT_FIELDS} } }` } },
  "Query.myFavoriteListings": { access: "viewer", operation: { document: "{ myFavoriteListings { total items { hashid } } }" } },
  "Query.myWidgetAllowance": { access: "viewer", operation: { document: "{ myWidgetAllowance { used maxWidgets } }" } },
  "Query.myWidgets": { access: "viewer", operation: { document: "{ myWidgets { hashid key name } }" } },
  "Query.rateHistory": { access: "public", why: "published market rates" },
  "Query.savedScenarios": { access: "viewer", operation: { document: "{ savedScenarios { hashid name } }" } },
  "Query.watchedListings": { access: "viewer", operation: { document: "{ watchedListings }" } },
  // Mutations
  "Mutation.changeEmail": {
    access: "viewer",
    operation: { document: 'mutation { changeEmail(input: { newEmail: "x@example.com", password: "whatever it is" }) }' },
  },
  "Mutation.changePassword": {
    access: "viewer",
    operation: { document: 'mutation { changePassword(input: { currentPassword: "a", newPassword: "b" }) { accessToken } }' },
  },
  "Mutation.createAgentProfile": {
    access: "viewer",
    operation: {
      document: "mutation ($i: AgentProfileInput!) { createAgentProfile(input: $i) { hashid } }",
      variables: () => ({ i: agentInput(uniqueEmail("agent")) }),
    },
  },
  "Mutation.createWidget": {
    access: "viewer",
    operation: { document: 'mutation { createWidget(input: { name: "W", allowedDomains: ["example.com"], calcType: FHA }) { hashid } }' },
  },
  "Mutation.deleteAccount": { access: "viewer", operation: { document: 'mutation { deleteAccount(input: { password: "whatever it is" }) }' } },
  "Mutation.deleteAgentProfile": {
    access: "owner",
    operation: { document: "mutation ($h: ID!) { deleteAgentProfile(hashid: $h) }", variables: (t) => ({ h: t.agent }) },
  },
  "Mutation.deleteScenario": {
    access: "owner",
    operation: { document: "mutation ($h: ID!) { deleteScenario(hashid: $h) }", variables: (t) => ({ h: t.scenario }) },
  },
  "Mutation.deleteWidget": { access: "owner", operation: { document: "mutation ($h: ID!) { deleteWidget(hashid: $h) }", variables: (t) => ({ h: t.widget }) } },
  "Mutation.favoriteListing": {
    access: "viewer",
    operation: { document: "mutation ($h: ID!) { favoriteListing(hashid: $h) { hashid isFavorite } }", variables: (t) => ({ h: t.listing }) },
  },
  "Mutation.openBillingPortal": { access: "viewer", operation: { document: "mutation { openBillingPortal { url } }" } },
  "Mutation.recordWidgetCalculation": { access: "public", why: "counted for the widget whose key the embedding page carries, never returns data" },
  "Mutation.widgetFrameToken": {
    access: "public",
    why: "a calculation token for the widget whose key the frame carries, given only to this site's frame for an allowed embedding page; no stored data",
  },
  "Mutation.refreshAccessToken": { access: "public", why: "the refresh token is the credential (tests/integration/security-tokens.test.ts)" },
  "Mutation.renameScenario": {
    access: "owner",
    operation: { document: 'mutation ($h: ID!) { renameScenario(hashid: $h, name: "Stolen") { hashid name } }', variables: (t) => ({ h: t.scenario }) },
  },
  "Mutation.requestPasswordReset": { access: "public", why: "signed-out flow; always true, so it tells nothing about accounts" },
  "Mutation.resendAgentConfirmation": {
    access: "owner",
    operation: { document: "mutation ($h: ID!) { resendAgentConfirmation(hashid: $h) }", variables: (t) => ({ h: t.agent }) },
  },
  "Mutation.resendConfirmationEmail": { access: "public", why: "signed-out flow; always true" },
  "Mutation.resetPassword": { access: "public", why: "the emailed token is the credential" },
  "Mutation.rotateWidgetKey": {
    access: "owner",
    operation: { document: "mutation ($h: ID!) { rotateWidgetKey(hashid: $h) { hashid key } }", variables: (t) => ({ h: t.widget }) },
  },
  "Mutation.saveScenario": {
    access: "viewer",
    operation: { document: "mutation ($i: SaveScenarioInput!) { saveScenario(input: $i) { hashid } }", variables: () => ({ i: scenarioInput("Mine") }) },
  },
  "Mutation.setAgentProfileHidden": {
    access: "owner",
    operation: { document: "mutation ($h: ID!) { setAgentProfileHidden(hashid: $h, hidden: true) { hashid hidden } }", variables: (t) => ({ h: t.agent }) },
  },
  "Mutation.signIn": { access: "public", why: "signs in" },
  "Mutation.signOut": { access: "public", why: "the refresh token is the credential; always true" },
  "Mutation.signUp": { access: "public", why: "creates an account" },
  "Mutation.startPremiumCheckout": { access: "viewer", operation: { document: "mutation { startPremiumCheckout { url } }" } },
  "Mutation.unfavoriteListing": {
    access: "viewer",
    operation: { document: "mutation ($h: ID!) { unfavoriteListing(hashid: $h) { hashid isFavorite } }", variables: (t) => ({ h: t.listing }) },
  },
  "Mutation.unwatchListing": {
    access: "viewer",
    operation: { document: "mutation ($h: ID!) { unwatchListing(hashid: $h) }", variables: (t) => ({ h: t.listing }) },
  },
  "Mutation.updateAgentProfile": {
    access: "owner",
    operation: {
      document: "mutation ($h: ID!, $i: AgentProfileInput!) { updateAgentProfile(hashid: $h, input: $i) { hashid name } }",
      variables: (t) => ({ h: t.agent, i: { ...agentInput(uniqueEmail("thief")), name: "Stolen" } }),
    },
  },
  "Mutation.updateProfile": { access: "viewer", operation: { document: 'mutation { updateProfile(input: { name: "Renamed" }) { hashid name } }' } },
  "Mutation.updateWidget": {
    access: "owner",
    operation: {
      document: 'mutation ($h: ID!) { updateWidget(hashid: $h, input: { name: "Stolen", allowedDomains: ["evil.example"] }) { hashid key name } }',
      variables: (t) => ({ h: t.widget }),
    },
  },
  "Mutation.uploadImage": { access: "viewer", operation: { document: "mutation ($file: Upload!) { uploadImage(file: $file) { id } }", upload: true } },
  "Mutation.userConfirmEmail": { access: "public", why: "the emailed token is the credential" },
  "Mutation.watchListing": {
    access: "viewer",
    operation: { document: "mutation ($h: ID!) { watchListing(hashid: $h) }", variables: (t) => ({ h: t.listing }) },
  },
};

// 1x1 transparent PNG.
const PNG = Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64"));

type Body = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

async function send(operation: Operation, targets: Targets, headers: Record<string, string>): Promise<ApiResponse & { body: Body }> {
  const variables = operation.variables?.(targets) ?? {};
  if (!operation.upload) return call(operation.document, variables, headers);
  const form = new FormData();
  form.set("operations", JSON.stringify({ query: operation.document, variables: { ...variables, file: null } }));
  form.set("map", JSON.stringify({ 0: ["variables.file"] }));
  form.set("0", new File([PNG], "a.png", { type: "image/png" }));
  const encoded = new Response(form);
  const response = await postRaw("/api/graphql", new Uint8Array(await encoded.arrayBuffer()), {
    "x-request-source": "web",
    "content-type": encoded.headers.get("content-type") ?? "",
    ...headers,
  });
  return { ...response, body: response.json as Body };
}

function privateFields(): [string, Operation][] {
  return Object.entries(ROOT_FIELDS).flatMap(([name, entry]) => (entry.access === "public" ? [] : [[name, entry.operation] as [string, Operation]]));
}

function fieldOf(name: string): string {
  return name.slice(name.indexOf(".") + 1);
}

/** Nothing of the field in the answer: no data for it, and no trace of A's marker anywhere. */
function expectNothingOf(name: string, response: { text: string; body: Body }): void {
  expect(response.body.data?.[fieldOf(name)] ?? null).toBeNull();
  expect(response.text).not.toContain(MARKER);
}

let alice: AuthPayload;
let bob: AuthPayload;
let targets: Targets;
let aliceWidgetKey: string;

async function makeMember(user: AuthPayload): Promise<void> {
  await env.database.handle.db.execute(sql`
    insert into memberships (stripe_subscription_id, stripe_customer_id, user_id, status, current_period_end)
    select 'sub_' || hashid, 'cus_' || hashid, id, 'active', now() + interval '30 days' from users where email = ${user.user.email}
    on conflict (stripe_subscription_id) do update set status = excluded.status, current_period_end = excluded.current_period_end`);
}

async function data<T>(document: string, variables: Record<string, unknown>, user: AuthPayload, field: string): Promise<T> {
  const response = await call(document, variables, bearer(user.accessToken));
  if (response.body.errors) throw new Error(`${field}: ${response.text}`);
  return response.body.data?.[field] as T;
}

beforeAll(async () => {
  env = await setUpApi();
  [alice, bob] = [await signUp({ name: `Alice ${MARKER}` }), await signUp({ name: "Bob" })];
  await makeMember(alice);
  await makeMember(bob);
  const [home] = await insertListings(env.database.handle.db, [testRecord({ ListPrice: 410_000, City: "Authville", Latitude: 31.5, Longitude: -136 })]);
  const listing = home!.hashid;
  const widget = await data<{ hashid: string; key: string }>(
    'mutation ($n: String!) { createWidget(input: { name: $n, allowedDomains: ["alice.example"], calcType: FHA }) { hashid key } }',
    { n: `Widget ${MARKER}` },
    alice,
    "createWidget",
  );
  aliceWidgetKey = widget.key;
  const save = "mutation ($i: SaveScenarioInput!) { saveScenario(input: $i) { hashid } }";
  const scenario = await data<{ hashid: string }>(save, { i: scenarioInput(`Scenario ${MARKER}`) }, alice, "saveScenario");
  const otherScenario = await data<{ hashid: string }>(save, { i: scenarioInput(`Second ${MARKER}`) }, alice, "saveScenario");
  const agentEmail = uniqueEmail("alice-agent");
  const agent = await data<{ hashid: string }>(
    "mutation ($i: AgentProfileInput!) { createAgentProfile(input: $i) { hashid } }",
    { i: agentInput(agentEmail) },
    alice,
    "createAgentProfile",
  );
  await confirmAgentEmail(env.database.handle.db, tokenOf(await waitForMail(env.dataDir, agentEmail, "agent-confirm")));
  await approveAgent(env.database.handle.db, agent.hashid);
  await contactAgent(
    env.database.handle.db,
    {
      agent: agent.hashid,
      name: `Lead ${MARKER}`,
      email: uniqueEmail("visitor"),
      phone: "",
      preferredContact: "email",
      message: `Message ${MARKER}`,
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
    },
    { ip: uniqueIp() },
  );
  await data("mutation ($h: ID!) { favoriteListing(hashid: $h) { hashid } }", { h: listing }, alice, "favoriteListing");
  await data("mutation ($h: ID!) { watchListing(hashid: $h) }", { h: listing }, alice, "watchListing");
  targets = { widget: widget.hashid, scenario: scenario.hashid, otherScenario: otherScenario.hashid, agent: agent.hashid, listing };
});
afterAll(async () => {
  await env.tearDown();
});

describe(`authorization of every root field (${engineName})`, () => {
  test("every root field of the schema is classified, and nothing else", () => {
    const schema = createSchema({ typeDefs });
    const rootFields = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) =>
      type ? Object.keys(type.getFields()).map((field) => `${type.name}.${field}`) : [],
    );
    expect(Object.keys(ROOT_FIELDS).sort()).toEqual(rootFields.sort());
  });

  test("A's objects are set up, with the lead and the marker A can see", async () => {
    const profile = await data<{ leads: { message: string }[] }>(`{ myAgentProfile { ${AGENT_FIELDS} } }`, {}, alice, "myAgentProfile");
    expect(profile.leads).toEqual([{ name: `Lead ${MARKER}`, message: `Message ${MARKER}` }]);
  });

  test.each(privateFields())("%s refuses a signed-out request (UNAUTHENTICATED, no data)", async (name, operation) => {
    const response = await send(operation, targets, { "x-forwarded-for": uniqueIp() });
    expect(errorCode(response.body)).toBe("UNAUTHENTICATED");
    expectNothingOf(name, response);
  });

  test.each(privateFields())("%s refuses a tampered access token", async (name, operation) => {
    // The payload re-signed by nobody: A's token with B's claims spliced in keeps A's signature.
    const [header, , signature] = alice.accessToken.split(".");
    const bobPayload = bob.accessToken.split(".")[1];
    const response = await send(operation, targets, bearer(`${header}.${bobPayload}.${signature}`));
    expect(errorCode(response.body)).toBe("UNAUTHENTICATED");
    expectNothingOf(name, response);
  });

  const ownerFields = Object.entries(ROOT_FIELDS).flatMap(([name, entry]) =>
    entry.access === "owner" ? [[name, entry.operation] as [string, Operation]] : [],
  );
  test.each(ownerFields)("%s: B naming A's object gets NOT_FOUND, as for an unknown one", async (name, operation) => {
    const response = await send(operation, targets, bearer(bob.accessToken));
    expect(errorCode(response.body)).toBe("NOT_FOUND");
    expectNothingOf(name, response);
    const unknown: Targets = { widget: "zzzzzzzzzz", scenario: "zzzzzzzzzz", otherScenario: "zzzzzzzzzy", agent: "zzzzzzzzzz", listing: "zzzzzzzzzz" };
    const forUnknown = await send(operation, unknown, bearer(bob.accessToken));
    expect(forUnknown.body.errors?.map((error) => [error.message, error.extensions?.code])).toEqual(
      response.body.errors?.map((error) => [error.message, error.extensions?.code]),
    );
  });

  const viewerQueries = privateFields().filter(([name]) => name.startsWith("Query.") && ROOT_FIELDS[name]?.access === "viewer");
  test.each(viewerQueries)("%s signed in as B shows nothing of A's", async (name, operation) => {
    const response = await send(operation, targets, bearer(bob.accessToken));
    expect(response.body.errors).toBeUndefined();
    expect(response.text).not.toContain(MARKER);
    expect(response.text).not.toContain(targets.widget);
    expect(response.text).not.toContain(targets.scenario);
  });

  test("listing.isFavorite is the viewer's own, alone and in a list", async () => {
    const document = "query ($h: ID!) { listing(hashid: $h) { isFavorite } }";
    expect((await call(document, { h: targets.listing }, bearer(alice.accessToken))).body.data).toEqual({ listing: { isFavorite: true } });
    expect((await call(document, { h: targets.listing }, bearer(bob.accessToken))).body.data).toEqual({ listing: { isFavorite: false } });
    const many = "query ($h: [ID!]!) { listingsByHashid(hashids: $h) { isFavorite } }";
    expect((await call(many, { h: [targets.listing] }, bearer(alice.accessToken))).body.data).toEqual({ listingsByHashid: [{ isFavorite: true }] });
    expect((await call(many, { h: [targets.listing] }, bearer(bob.accessToken))).body.data).toEqual({ listingsByHashid: [{ isFavorite: false }] });
  });

  test("after all of B's attempts, A's objects are as A left them", async () => {
    // B's own favourite and unfavourite of the same home change only B's list.
    await call("mutation ($h: ID!) { unfavoriteListing(hashid: $h) { hashid } }", { h: targets.listing }, bearer(bob.accessToken));
    await call("mutation ($h: ID!) { unwatchListing(hashid: $h) }", { h: targets.listing }, bearer(bob.accessToken));
    expect(await data("{ myWidgets { hashid key name allowedDomains } }", {}, alice, "myWidgets")).toEqual([
      { hashid: targets.widget, key: aliceWidgetKey, name: `Widget ${MARKER}`, allowedDomains: ["alice.example"] },
    ]);
    expect(await data("{ savedScenarios { hashid name } }", {}, alice, "savedScenarios")).toEqual([
      { hashid: targets.scenario, name: `Scenario ${MARKER}` },
      { hashid: targets.otherScenario, name: `Second ${MARKER}` },
    ]);
    expect(await data("{ myAgentProfile { hashid name hidden published } }", {}, alice, "myAgentProfile")).toEqual({
      hashid: targets.agent,
      name: `Agent ${MARKER}`,
      hidden: false,
      published: true,
    });
    expect(await data("{ myFavoriteListings { items { hashid } } }", {}, alice, "myFavoriteListings")).toEqual({ items: [{ hashid: targets.listing }] });
    expect(await data("{ watchedListings }", {}, alice, "watchedListings")).toEqual([targets.listing]);
  });
});
