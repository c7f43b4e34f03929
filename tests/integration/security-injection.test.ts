// Hostile text in every text input of the API: each String or ID argument and input field of the
// schema (listed from the schema, so a new one fails "every text input is fuzzed" until an
// operation below reaches it) gets SQL metacharacters, markup, NUL bytes, lone surrogates,
// template syntax and 100,000 characters. The answer is data or a field error, never a 5xx and
// never the masked unexpected error. Text that is valid is stored and returned verbatim.
import { createSchema } from "graphql-yoga";
import {
  getNamedType,
  isInputObjectType,
  isListType,
  getNullableType,
  Kind,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";

import { typeDefs } from "@/graphql/schema";
import { UNEXPECTED_ERROR_MESSAGE } from "@/lib/server/api/errors";
import { sendContactMessage } from "@/lib/server/contact/contact-service";
import { schema as tables } from "@/lib/server/db/client";

import { bearer, call, errorCode, GOOD_PASSWORD, signUp, uniqueEmail, type AuthPayload } from "./support/accounts";
import { setUpApi, uniqueIp } from "./support/api";
import { insertListings, testRecord } from "./support/listing-rows";
import { engineName } from "./support/test-database";

const PAYLOADS: readonly string[] = [
  "Robert'); DROP TABLE users; --",
  '" OR "1"="1" -- \' OR 1=1; --',
  "<script>alert(1)</script><img src=x onerror=alert(1)>",
  "nul\u0000byte",
  "lone \uD800 surrogate",
  "{{7*7}} ${7*7} %s%n \\' \\\" `id`",
  "A".repeat(100_000),
];

/** Text a person might type that looks hostile but is valid: kept exactly. */
const VERBATIM = '<b>Zoë</b> & "O\'Brien"; DROP TABLE x; -- <script>alert(1)</script> 🏠';

interface Case {
  readonly document: string;
  readonly variables: () => Record<string, unknown>;
  /** Signed in as the fuzzing account (its own objects as targets). */
  readonly signedIn?: boolean;
}

let env: Awaited<ReturnType<typeof setUpApi>>;
let user: AuthPayload;
const own = { widget: "", scenario: "", agent: "", listing: "" };

const agentInput = (photoUploadId: string | null = null) => ({
  name: "Robin Agent",
  email: uniqueEmail("agent"),
  phone: "(512) 555-0142",
  brokerage: "Hill Country Homes",
  licenseNumber: "TX-778899",
  licenseState: "TX",
  counties: ["48453"],
  specialities: ["fha"],
  languages: ["en"],
  bio: "Bio",
  mlsAgentId: "MLS-1",
  photoUploadId,
});
const scenarioInput = () => ({ name: "S", calcType: "mortgage-calculator", inputs: [{ name: "price", value: "400000" }] });
const widgetInput = () => ({ name: "W", allowedDomains: ["example.com"], calcType: "FHA", themeColor: "#112233" });

const CASES: Record<string, Case> = {
  listing: { document: "query ($h: ID!) { listing(hashid: $h) { hashid } }", variables: () => ({ h: own.listing }) },
  listingsByHashid: {
    document: "query ($h: [ID!]!) { listingsByHashid(hashids: $h) { hashid isFavorite } }",
    variables: () => ({ h: [own.listing, "unknown0"] }),
  },
  listings: {
    document: "query ($d: ListingSearchInput) { listings(dto: $d) { total } }",
    variables: () => ({ d: { state: "TX", county: "48453", zip: "78701", propertyTypes: ["SingleFamilyResidence"] } }),
  },
  rateHistory: {
    document: "query ($r: String!, $s: [String!]) { rateHistory(range: $r, series: $s) { range } }",
    variables: () => ({ r: "1y", s: ["MORTGAGE30US"] }),
  },
  compareScenarios: {
    document: "query ($h: [ID!]!) { compareScenarios(hashids: $h) { monthlyPayment } }",
    variables: () => ({ h: [own.scenario, own.scenario] }),
    signedIn: true,
  },
  signUp: {
    document: "mutation ($i: SignUpInput!) { signUp(input: $i) { user { name } } }",
    variables: () => ({ i: { email: uniqueEmail("fuzz"), password: GOOD_PASSWORD, name: "Pat" } }),
  },
  signIn: {
    document: "mutation ($i: SignInInput!) { signIn(input: $i) { user { name } } }",
    variables: () => ({ i: { email: uniqueEmail("nobody"), password: GOOD_PASSWORD, deviceToken: "not.a.proof" } }),
  },
  requestPasswordReset: { document: "mutation ($e: String!) { requestPasswordReset(email: $e) }", variables: () => ({ e: uniqueEmail("reset") }) },
  resendConfirmationEmail: { document: "mutation ($e: String) { resendConfirmationEmail(email: $e) }", variables: () => ({ e: uniqueEmail("resend") }) },
  resetPassword: {
    document: "mutation ($i: ResetPasswordInput!) { resetPassword(input: $i) }",
    variables: () => ({ i: { token: "t".repeat(43), password: GOOD_PASSWORD } }),
  },
  userConfirmEmail: { document: "mutation ($t: String!) { userConfirmEmail(token: $t) }", variables: () => ({ t: "t".repeat(43) }) },
  refreshAccessToken: { document: "mutation ($t: String!) { refreshAccessToken(refreshToken: $t) { accessToken } }", variables: () => ({ t: "t".repeat(43) }) },
  signOut: { document: "mutation ($t: String!) { signOut(refreshToken: $t) }", variables: () => ({ t: "t".repeat(43) }) },
  updateProfile: {
    document: "mutation ($i: UpdateProfileInput!) { updateProfile(input: $i) { name } }",
    variables: () => ({ i: { name: "Pat" } }),
    signedIn: true,
  },
  // A wrong current password throughout: the account stays as it is whatever the new values are.
  changeEmail: {
    document: "mutation ($i: ChangeEmailInput!) { changeEmail(input: $i) }",
    variables: () => ({ i: { newEmail: uniqueEmail("new"), password: "not the password at all" } }),
    signedIn: true,
  },
  changePassword: {
    document: "mutation ($i: ChangePasswordInput!) { changePassword(input: $i) { accessToken } }",
    variables: () => ({ i: { currentPassword: "not the password at all", newPassword: "another good passphrase 77" } }),
    signedIn: true,
  },
  deleteAccount: {
    document: "mutation ($i: DeleteAccountInput!) { deleteAccount(input: $i) }",
    variables: () => ({ i: { password: "not the password at all" } }),
    signedIn: true,
  },
  createWidget: { document: "mutation ($i: CreateWidgetInput!) { createWidget(input: $i) { name } }", variables: () => ({ i: widgetInput() }), signedIn: true },
  updateWidget: {
    document: "mutation ($h: ID!, $i: UpdateWidgetInput!) { updateWidget(hashid: $h, input: $i) { name } }",
    variables: () => ({ h: own.widget, i: { name: "W", allowedDomains: ["example.com"], themeColor: "#112233" } }),
    signedIn: true,
  },
  widgetByHashid: { document: "mutation ($h: ID!) { rotateWidgetKey(hashid: $h) { hashid } }", variables: () => ({ h: own.widget }), signedIn: true },
  deleteWidget: { document: "mutation ($h: ID!) { deleteWidget(hashid: $h) }", variables: () => ({ h: "zzzzzzzz" }), signedIn: true },
  // Without the widget's api-key header: the token is read as text all the same.
  recordWidgetCalculation: { document: "mutation ($t: String) { recordWidgetCalculation(token: $t) }", variables: () => ({ t: "not.a.token" }) },
  // Without the frame's key header: the embedding page is read as text all the same.
  widgetFrameToken: { document: "mutation ($e: String) { widgetFrameToken(embedder: $e) }", variables: () => ({ e: "https://example.com/page" }) },
  saveScenario: {
    document: "mutation ($i: SaveScenarioInput!) { saveScenario(input: $i) { name } }",
    variables: () => ({ i: scenarioInput() }),
    signedIn: true,
  },
  renameScenario: {
    document: "mutation ($h: ID!, $n: String!) { renameScenario(hashid: $h, name: $n) { name } }",
    variables: () => ({ h: own.scenario, n: "Renamed" }),
    signedIn: true,
  },
  deleteScenario: { document: "mutation ($h: ID!) { deleteScenario(hashid: $h) }", variables: () => ({ h: "zzzzzzzz" }), signedIn: true },
  createAgentProfile: {
    document: "mutation ($i: AgentProfileInput!) { createAgentProfile(input: $i) { name } }",
    variables: () => ({ i: agentInput() }),
    signedIn: true,
  },
  updateAgentProfile: {
    document: "mutation ($h: ID!, $i: AgentProfileInput!) { updateAgentProfile(hashid: $h, input: $i) { name } }",
    variables: () => ({ h: own.agent, i: agentInput() }),
    signedIn: true,
  },
  agentPhoto: {
    document: "mutation ($h: ID!, $i: AgentProfileInput!) { updateAgentProfile(hashid: $h, input: $i) { photoUrl } }",
    variables: () => ({ h: own.agent, i: agentInput("AAAAAAAAAAAAAAAAAAAAAA") }),
    signedIn: true,
  },
  setAgentProfileHidden: {
    document: "mutation ($h: ID!) { setAgentProfileHidden(hashid: $h, hidden: false) { hidden } }",
    variables: () => ({ h: own.agent }),
    signedIn: true,
  },
  resendAgentConfirmation: { document: "mutation ($h: ID!) { resendAgentConfirmation(hashid: $h) }", variables: () => ({ h: own.agent }), signedIn: true },
  deleteAgentProfile: { document: "mutation ($h: ID!) { deleteAgentProfile(hashid: $h) }", variables: () => ({ h: "zzzzzzzz" }), signedIn: true },
  favoriteListing: { document: "mutation ($h: ID!) { favoriteListing(hashid: $h) { hashid } }", variables: () => ({ h: own.listing }), signedIn: true },
  unfavoriteListing: { document: "mutation ($h: ID!) { unfavoriteListing(hashid: $h) { hashid } }", variables: () => ({ h: own.listing }), signedIn: true },
  watchListing: { document: "mutation ($h: ID!) { watchListing(hashid: $h) }", variables: () => ({ h: own.listing }), signedIn: true },
  unwatchListing: { document: "mutation ($h: ID!) { unwatchListing(hashid: $h) }", variables: () => ({ h: own.listing }), signedIn: true },
};

/** A string leaf of an operation's variables, named as the schema names it, with a setter. */
interface TextInput {
  readonly path: string;
  readonly set: (variables: Record<string, unknown>, value: string) => Record<string, unknown>;
}

function textInputsOf(schema: GraphQLSchema, document: string, variables: Record<string, unknown>): TextInput[] {
  const operation = parse(document).definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  if (!operation) throw new Error("no operation");
  const root = operation.operation === "query" ? "Query" : "Mutation";
  const field = operation.selectionSet.selections[0];
  if (field?.kind !== Kind.FIELD) throw new Error("no root field");
  const argumentOf = new Map(
    field.arguments?.flatMap((argument) => (argument.value.kind === Kind.VARIABLE ? [[argument.value.name.value, argument.name.value] as const] : [])) ?? [],
  );
  const found: TextInput[] = [];
  const walk = (name: string, type: GraphQLInputType, value: unknown, route: (string | number)[]) => {
    const nullable = getNullableType(type);
    if (isListType(nullable) && Array.isArray(value)) {
      value.forEach((item, index) => walk(name, nullable.ofType as GraphQLInputType, item, [...route, index]));
      return;
    }
    const named = getNamedType(type);
    if (isInputObjectType(named) && value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        const child = named.getFields()[key];
        if (child) walk(`${named.name}.${key}`, child.type, inner, [...route, key]);
      }
      return;
    }
    if ((named.name === "String" || named.name === "ID") && typeof value === "string") {
      found.push({ path: name, set: (base, text) => setAt(structuredClone(base), route, text) });
    }
  };
  for (const definition of operation.variableDefinitions ?? []) {
    const variable = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (type) walk(`${root}.${field.name.value}(${argumentOf.get(variable) ?? variable})`, type, variables[variable], [variable]);
  }
  return found;
}

function setAt(target: Record<string, unknown>, route: (string | number)[], value: string): Record<string, unknown> {
  let node: Record<string | number, unknown> = target;
  for (const key of route.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[route[route.length - 1]!] = value;
  return target;
}

/** Every String or ID argument and input field a client can send (recursing into input types). */
function schemaTextInputs(schema: GraphQLSchema): string[] {
  const paths = new Set<string>();
  const visit = (path: string, type: GraphQLInputType, seen: Set<string>) => {
    const named = getNamedType(type);
    if (named.name === "String" || named.name === "ID") paths.add(path);
    if (isInputObjectType(named) && !seen.has(named.name)) {
      seen.add(named.name);
      for (const child of Object.values(named.getFields())) visit(`${named.name}.${child.name}`, child.type, seen);
    }
  };
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {}))
      for (const argument of field.args) visit(`${root!.name}.${field.name}(${argument.name})`, argument.type, new Set());
  }
  return [...paths].sort();
}

const schema = createSchema({ typeDefs });

beforeAll(async () => {
  env = await setUpApi();
  user = await signUp();
  const headers = bearer(user.accessToken);
  const [home] = await insertListings(env.database.handle.db, [testRecord({ ListPrice: 420_000, City: "Fuzzville", Latitude: 31.7, Longitude: -136 })]);
  own.listing = home!.hashid;
  own.widget =
    ((await call(CASES.createWidget!.document, CASES.createWidget!.variables(), headers)).body.data?.createWidget as { hashid?: string } | undefined)?.hashid ??
    "";
  own.scenario = (
    (await call("mutation ($i: SaveScenarioInput!) { saveScenario(input: $i) { hashid } }", { i: scenarioInput() }, headers)).body.data?.saveScenario as {
      hashid: string;
    }
  ).hashid;
  own.agent = (
    (await call("mutation ($i: AgentProfileInput!) { createAgentProfile(input: $i) { hashid } }", { i: agentInput() }, headers)).body.data
      ?.createAgentProfile as { hashid: string }
  ).hashid;
  own.widget = ((await call("{ myWidgets { hashid } }", {}, headers)).body.data?.myWidgets as { hashid: string }[])[0]!.hashid;
});
afterAll(async () => {
  await env.tearDown();
});

describe(`hostile text in every text input (${engineName})`, () => {
  test("every text input of the schema is fuzzed by an operation below", () => {
    const reached = new Set(Object.values(CASES).flatMap((entry) => textInputsOf(schema, entry.document, entry.variables()).map((input) => input.path)));
    expect(schemaTextInputs(schema).filter((path) => !reached.has(path))).toEqual([]);
  });

  test.each(Object.entries(CASES))("%s: data or a field error, never a 5xx or the unexpected error", async (_name, entry) => {
    const base = entry.variables();
    const failures: string[] = [];
    for (const input of textInputsOf(schema, entry.document, base)) {
      for (const payload of PAYLOADS) {
        const headers = entry.signedIn ? bearer(user.accessToken) : { "x-forwarded-for": uniqueIp() };
        const response = await call(entry.document, input.set(base, payload), headers);
        const unexpected = response.body.errors?.some((error) => error.message === UNEXPECTED_ERROR_MESSAGE) ?? false;
        if (response.status >= 500 || unexpected)
          failures.push(`${input.path} = ${JSON.stringify(payload.slice(0, 40))}: ${response.status} ${response.text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  test("valid text that looks hostile is stored and returned exactly as sent, or refused as input, never altered", async () => {
    const headers = bearer(user.accessToken);
    const answers = {
      profileName: await call("mutation ($i: UpdateProfileInput!) { updateProfile(input: $i) { name } }", { i: { name: VERBATIM } }, headers),
      scenarioName: await call("mutation ($h: ID!, $n: String!) { renameScenario(hashid: $h, name: $n) { name } }", { h: own.scenario, n: VERBATIM }, headers),
      widgetName: await call(
        "mutation ($h: ID!, $i: UpdateWidgetInput!) { updateWidget(hashid: $h, input: $i) { name } }",
        { h: own.widget, i: { name: VERBATIM } },
        headers,
      ),
      agentBio: await call(
        "mutation ($h: ID!, $i: AgentProfileInput!) { updateAgentProfile(hashid: $h, input: $i) { name: bio } }",
        { h: own.agent, i: { ...agentInput(), bio: VERBATIM } },
        headers,
      ),
      agentName: await call(
        "mutation ($h: ID!, $i: AgentProfileInput!) { updateAgentProfile(hashid: $h, input: $i) { name } }",
        { h: own.agent, i: { ...agentInput(), name: VERBATIM } },
        headers,
      ),
      agentBrokerage: await call(
        "mutation ($h: ID!, $i: AgentProfileInput!) { updateAgentProfile(hashid: $h, input: $i) { name: brokerage } }",
        { h: own.agent, i: { ...agentInput(), brokerage: VERBATIM } },
        headers,
      ),
    };
    const outcome = Object.fromEntries(
      Object.entries(answers).map(([field, response]) => {
        const data = Object.values(response.body.data ?? {})[0] as { name?: string } | null | undefined;
        return [field, data?.name === VERBATIM ? "verbatim" : (errorCode(response.body) ?? `altered: ${JSON.stringify(data)}`)];
      }),
    );
    // A person's name keeps to letters and punctuation (lib/validation/accounts.ts); the rest is free text.
    expect(outcome).toEqual({
      profileName: "BAD_USER_INPUT",
      scenarioName: "verbatim",
      widgetName: "verbatim",
      agentBio: "verbatim",
      agentName: "verbatim",
      agentBrokerage: "verbatim",
    });
  });

  test("a NUL in a string literal of the query is a field error too", async () => {
    const response = await call(`mutation { renameScenario(hashid: "${own.scenario}", name: "a\\u0000b") { name } }`, {}, bearer(user.accessToken));
    expect(response.body.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: "BAD_USER_INPUT", validationErrors: { name: [expect.any(String)] } }) }),
    ]);
  });

  test("contact messages: hostile text is stored exactly as sent, a NUL is a field error", async () => {
    const email = uniqueEmail("contact");
    const message = `${VERBATIM}\nSecond line`;
    await sendContactMessage(env.database.handle.db, { name: "Zoë O'Brien-Smith", email, topic: "calculator", message }, { ip: uniqueIp() });
    const rows = await env.database.handle.db.select().from(tables.contactMessages);
    expect(rows.find((row) => row.email === email)).toMatchObject({ name: "Zoë O'Brien-Smith", message });
    await expect(
      sendContactMessage(
        env.database.handle.db,
        { name: "Zoë", email, topic: "calculator", message: "nul\u0000byte in a long enough message" },
        { ip: uniqueIp() },
      ),
    ).rejects.toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: { message: [expect.any(String)] },
    });
  });
});
