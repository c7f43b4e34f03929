// Fuzz: malformed bodies, variables and queries never produce a 500, never show a stack trace,
// never hit the "unexpected error" path, and write nothing.
import fs from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";
import fc from "fast-check";

import { getGraphQL, postRaw, setUpApi, type ApiResponse } from "./support/api";
import { engineName } from "./support/test-database";

let env: Awaited<ReturnType<typeof setUpApi>>;
const errorLines: string[] = [];
let consoleSpy: jest.SpyInstance;

beforeAll(async () => {
  env = await setUpApi();
  consoleSpy = jest.spyOn(console, "error").mockImplementation((line: unknown) => {
    errorLines.push(String(line));
  });
});
afterAll(async () => {
  consoleSpy.mockRestore();
  await env.tearDown();
});

const VALID_QUERIES = [
  "{ latestMortgageRates { rate30YearFixed { weekDate rate } source } }",
  "query Rates($weeks: Int!) { mortgageRates(weeks: $weeks) { weekDate rate30YearFixed } }",
  "mutation Upload($file: Upload!) { uploadImage(file: $file) { id url } }",
  "query Deferred { latestMortgageRates { source } ... @defer { mortgageRates(weeks: 2) { weekDate } } }",
];

/** A valid query with characters cut, repeated or swapped in: near-misses reach deeper code. */
const mutatedQuery = fc.tuple(fc.constantFrom(...VALID_QUERIES), fc.nat(), fc.nat({ max: 8 }), fc.string({ maxLength: 6 })).map(([query, at, cut, insert]) => {
  const position = at % (query.length + 1);
  return query.slice(0, position) + insert + query.slice(position + cut);
});

const argumentValue = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
  fc.string({ maxLength: 8 }).map((text) => JSON.stringify(text)),
  fc.constantFrom("null", "true", "[1,2]", "{a:1}", "$weeks", "1e309", "99999999999999999999"),
);
const templatedQuery = fc.oneof(
  argumentValue.map((value) => `{ mortgageRates(weeks: ${value}) { weekDate rate15YearFixed } }`),
  fc
    .tuple(argumentValue, argumentValue, argumentValue)
    .map(([email, password, name]) => `mutation { signUp(input: { email: ${email}, password: ${password}, name: ${name} }) { accessToken } }`),
  fc.tuple(argumentValue, argumentValue).map(([email, password]) => `mutation { signIn(input: { email: ${email}, password: ${password} }) { refreshToken } }`),
  argumentValue.map((value) => `mutation { userConfirmEmail(token: ${value}) }`),
  argumentValue.map((value) => `mutation { refreshAccessToken(refreshToken: ${value}) { accessToken } }`),
  argumentValue.map((value) => `mutation { resetPassword(input: { token: ${value}, password: ${value} }) }`),
  argumentValue.map((value) => `mutation { updateProfile(input: { name: ${value} }) { name } }`),
  fc.constant("{ me { hashid email } }"),
  argumentValue.map((value) => `mutation { uploadImage(file: ${value}) { id } }`),
  fc.integer({ min: 0, max: 30 }).map((depth) => `{ ${"latestMortgageRates { ".repeat(depth)}source${" }".repeat(depth)} }`),
);

const query = fc.oneof(fc.string({ maxLength: 200 }), mutatedQuery, templatedQuery, fc.constantFrom(...VALID_QUERIES));
const variables = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({ weeks: fc.jsonValue({ maxDepth: 2 }) }, { requiredKeys: [] }),
  fc.record({ file: fc.jsonValue({ maxDepth: 2 }) }, { requiredKeys: [] }),
);
const operation = fc.record(
  {
    query: fc.oneof(query, fc.jsonValue({ maxDepth: 2 })),
    variables: fc.oneof(variables, fc.string({ maxLength: 40 })),
    operationName: fc.oneof(fc.constant(undefined), fc.string({ maxLength: 12 }), fc.constantFrom("Rates", "Upload", "Deferred")),
    extensions: fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 })),
  },
  { requiredKeys: [] },
);

const jsonBody = fc.oneof(
  operation.map((value) => JSON.stringify(value)),
  fc.array(operation, { maxLength: 12 }).map((value) => JSON.stringify(value)),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 300 }),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString("latin1")),
);
const contentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "application/graphql",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=xyz",
  "",
);
/** Authorization headers: none, malformed, or bearer tokens that were never issued. */
const authorization = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom("Bearer", "Basic dXNlcjpwYXNz", "Bearer a.b.c", "bearer  "),
  fc.base64String({ maxLength: 120 }).map((token) => `Bearer ${token}`),
);
const accept = fc.constantFrom("application/json", "application/graphql-response+json", "multipart/mixed", "text/event-stream", "*/*", "");

/** Random bytes that can never be a real image (their first byte starts no image signature). */
const notAnImage = fc.uint8Array({ minLength: 1, maxLength: 300 }).map((bytes) => {
  const copy = new Uint8Array(bytes);
  copy[0] = 0x00;
  return copy;
});

function expectSafe(response: ApiResponse): void {
  expect(response.status).toBeLessThan(500);
  expect(response.text).not.toMatch(/\n\s+at\s|node_modules|\.ts:\d+|stack/i);
}

async function totals() {
  const rows = await env.database.handle.db.execute(
    sql`select (select count(*) from uploads)::int as uploads, (select count(*) from mortgage_rates)::int as rates,
               (select count(*) from users)::int as users, (select count(*) from sessions)::int as sessions,
               (select count(*) from email_tokens)::int as tokens`,
  );
  return (rows as unknown as { rows: Record<string, number>[] }).rows[0];
}

describe(`fuzzing the GraphQL endpoint (${engineName})`, () => {
  let before: Awaited<ReturnType<typeof totals>>;
  beforeAll(async () => {
    before = await totals();
  });

  test("malformed POST bodies", async () => {
    await fc.assert(
      fc.asyncProperty(jsonBody, contentType, accept, fc.ipV4(), authorization, async (body, type, acceptHeader, ip, auth) => {
        const headers: Record<string, string> = { "x-request-source": "web", "x-forwarded-for": ip };
        if (auth) headers.authorization = auth;
        if (type) headers["content-type"] = type;
        if (acceptHeader) headers.accept = acceptHeader;
        expectSafe(await postRaw("/api/graphql", body, headers));
      }),
      { numRuns: 250 },
    );
  });

  test("malformed GET query strings", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            query: query,
            variables: fc.oneof(
              fc.string({ maxLength: 40 }),
              fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
            ),
            operationName: fc.string({ maxLength: 12 }),
            extensions: fc.string({ maxLength: 40 }),
          },
          { requiredKeys: [] },
        ),
        fc.ipV4(),
        async (params, ip) => {
          expectSafe(await getGraphQL(params as Record<string, string>, { "x-request-source": "web", "x-forwarded-for": ip }));
        },
      ),
      { numRuns: 150 },
    );
  });

  test("malformed multipart requests", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 80 }),
          operation.map((value) => JSON.stringify(value)),
        ),
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
          fc.constant('{"0":["variables.file"]}'),
        ),
        fc.array(fc.tuple(fc.constantFrom("0", "1", "file", "operations"), notAnImage), { maxLength: 3 }),
        fc.ipV4(),
        async (operations, map, files, ip) => {
          const form = new FormData();
          form.set("operations", operations);
          form.set("map", map);
          for (const [name, bytes] of files) form.append(name, new File([bytes as Uint8Array<ArrayBuffer>], "f.png", { type: "image/png" }));
          expectSafe(await postRaw("/api/graphql", form, { "x-request-source": "web", "x-forwarded-for": ip }));
        },
      ),
      { numRuns: 120 },
    );
  });

  test("bodies that once reached a plugin as null params (a batch entry that is not an object)", async () => {
    for (const body of ["[null]", '[null,{"query":"{ __typename }"}]', "null", "[[]]", '["x"]', '{"query":"{ __typename }","variables":null}']) {
      expectSafe(await postRaw("/api/graphql", body, { "x-request-source": "web", "content-type": "application/json", "x-forwarded-for": "10.77.0.1" }));
    }
  });

  test("nothing was written and no request took the unexpected-error path", async () => {
    expect(await totals()).toEqual(before);
    const uploadsDirectory = path.join(env.dataDir, "uploads");
    expect(fs.existsSync(uploadsDirectory) ? fs.readdirSync(uploadsDirectory) : []).toEqual([]);
    expect(errorLines.filter((line) => line.includes("unexpected error"))).toEqual([]);
  });
});
