import { createGraphQLServer } from "@/lib/server/api/graphql-server";
import { requestInfoFrom, withRequest } from "@/lib/server/request-context";

import { getGraphQL, ORIGIN, postGraphQL, postRaw, setUpApi, uniqueIp } from "./support/api";
import { engineName } from "./support/test-database";
import { startInsideOneWindow } from "@/tests/support/rate-window";

type Json = Record<string, unknown>;

const LATEST = /* GraphQL */ `
  query Latest {
    latestMortgageRates {
      rate30YearFixed {
        weekDate
        rate
      }
      rate15YearFixed {
        weekDate
        rate
      }
      source
    }
  }
`;
const RATES = /* GraphQL */ `
  query Rates($weeks: Int!) {
    mortgageRates(weeks: $weeks) {
      weekDate
      rate30YearFixed
      rate15YearFixed
    }
  }
`;

let env: Awaited<ReturnType<typeof setUpApi>>;
beforeAll(async () => {
  env = await setUpApi();
});
afterAll(async () => {
  await env.tearDown();
});

describe(`GraphQL transports (${engineName})`, () => {
  test("POST JSON {operationName, variables, query}", async () => {
    const response = await postGraphQL({ operationName: "Rates", variables: { weeks: 3 }, query: RATES }, { "x-forwarded-for": uniqueIp() });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/(graphql-response\+)?json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const weeks = (response.json as { data: { mortgageRates: Json[] } }).data.mortgageRates;
    expect(weeks).toEqual([
      { weekDate: "2026-09-24", rate30YearFixed: 7.03, rate15YearFixed: null },
      { weekDate: "2026-09-17", rate30YearFixed: 6.95, rate15YearFixed: null },
      { weekDate: "2026-09-10", rate30YearFixed: 6.76, rate15YearFixed: null },
    ]);
  });

  test("the latest figure of each series, with its week and source", async () => {
    const response = await postGraphQL({ query: LATEST }, { "x-forwarded-for": uniqueIp() });
    expect(response.json).toEqual({
      data: {
        latestMortgageRates: {
          rate30YearFixed: { weekDate: "2026-09-24", rate: 7.03 },
          rate15YearFixed: { weekDate: "2026-08-20", rate: 5.95 },
          source: expect.stringContaining("Freddie Mac"),
        },
      },
    });
  });

  test("GET with query, operationName, variables and extensions in the query string", async () => {
    const response = await getGraphQL(
      { query: RATES, operationName: "Rates", variables: JSON.stringify({ weeks: 2 }), extensions: "{}" },
      { "x-request-source": "web", "x-forwarded-for": uniqueIp() },
    );
    expect(response.status).toBe(200);
    expect((response.json as { data: { mortgageRates: Json[] } }).data.mortgageRates).toHaveLength(2);
  });

  test("/graphql (the rewrite's path) reaches the same schema", async () => {
    const response = await getGraphQL(
      { query: "{ latestMortgageRates { source } }" },
      { "x-request-source": "web", "x-forwarded-for": uniqueIp() },
      "/graphql",
    );
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ data: { latestMortgageRates: { source: expect.any(String) } } });
  });

  test("GET cannot run a mutation", async () => {
    const response = await getGraphQL({ query: "mutation { uploadImage(file: null) { id } }" }, { "x-request-source": "web", "x-forwarded-for": uniqueIp() });
    expect(response.status).toBe(405);
  });

  test("a batch (array body) answers each operation in order", async () => {
    const response = await postGraphQL([{ query: RATES, variables: { weeks: 1 } }, { query: LATEST }, { query: RATES, variables: { weeks: 0 } }], {
      "x-forwarded-for": uniqueIp(),
    });
    expect(response.status).toBe(200);
    const results = response.json as Json[];
    expect(results).toHaveLength(3);
    expect(results[0]).toEqual({ data: { mortgageRates: [expect.objectContaining({ weekDate: "2026-09-24" })] } });
    expect(results[1]).toHaveProperty("data.latestMortgageRates.source");
    expect(results[2]).toHaveProperty(["errors", 0, "extensions", "code"], "BAD_USER_INPUT");
  });

  test("a batch of 10 is accepted and a batch of 11 refused", async () => {
    const ten = Array.from({ length: 10 }, () => ({ query: LATEST }));
    const ok = await postGraphQL(ten, { "x-forwarded-for": uniqueIp() });
    expect(ok.status).toBe(200);
    expect(ok.json).toHaveLength(10);

    const eleven = await postGraphQL([...ten, { query: LATEST }], { "x-forwarded-for": uniqueIp() });
    expect(eleven.status).toBeGreaterThanOrEqual(400);
    expect(eleven.status).toBeLessThan(500);
    expect(JSON.stringify(eleven.json)).toMatch(/Batching is limited to 10 operations/);
  });

  test("@defer answers with a multipart/mixed response", async () => {
    const response = await postGraphQL(
      {
        query: `query Deferred {
          latestMortgageRates { source }
          ... @defer(label: "history") { mortgageRates(weeks: 2) { weekDate } }
        }`,
      },
      { accept: "multipart/mixed", "x-forwarded-for": uniqueIp() },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^multipart\/mixed/);
    expect(response.text).toContain('"latestMortgageRates"');
    expect(response.text).toContain('"label":"history"');
    expect(response.text).toContain('"2026-09-17"');
    expect(response.text).toContain('"hasNext":false');
  });
});

describe("CSRF guard: requests must carry x-request-source", () => {
  test.each([
    ["POST JSON", () => postGraphQL({ query: LATEST }, { "x-request-source": "" })],
    ["GET", () => getGraphQL({ query: LATEST }, {})],
    [
      "urlencoded form post",
      () =>
        postRaw("/api/graphql", `query=${encodeURIComponent(LATEST)}`, {
          "content-type": "application/x-www-form-urlencoded",
        }),
    ],
    [
      "multipart form post",
      () => {
        const form = new FormData();
        form.set("operations", JSON.stringify({ query: LATEST }));
        form.set("map", "{}");
        return postRaw("/api/graphql", form, {});
      },
    ],
  ])("%s without the header is refused with 403", async (_name, send) => {
    const response = await send();
    expect(response.status).toBe(403);
    expect(response.json).toEqual({
      errors: [{ message: expect.stringContaining("x-request-source"), extensions: { code: "CSRF_FORBIDDEN" } }],
    });
  });

  test("a CORS preflight from another origin is not granted", async () => {
    const yoga = createGraphQLServer();
    const response = await yoga.handleRequest(
      new Request(`${ORIGIN}/api/graphql`, {
        method: "OPTIONS",
        headers: {
          origin: "https://evil.example",
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type,x-request-source",
        },
      }),
      {},
    );
    expect(response.headers.get("access-control-allow-origin")).not.toBe("https://evil.example");
    expect(response.headers.get("access-control-allow-origin")).not.toBe("*");
  });
});

describe("operation limits", () => {
  const ip = () => ({ "x-forwarded-for": uniqueIp() });

  test("more than 20 aliases", async () => {
    const fields = Array.from({ length: 21 }, (_, index) => `a${index}: latestMortgageRates { source }`).join("\n");
    const response = await postGraphQL({ query: `{ ${fields} }` }, ip());
    expect(response.json).toHaveProperty(["errors", 0, "extensions", "code"], "TOO_MANY_ALIASES");
    expect(response.json).not.toHaveProperty("data.a0");
  });

  test("nesting deeper than 10 levels", async () => {
    let selection = "source";
    for (let level = 0; level < 11; level += 1) selection = `rate30YearFixed { ${selection} }`;
    const response = await postGraphQL({ query: `{ latestMortgageRates { ${selection} } }` }, ip());
    const codes = (response.json as { errors: { extensions?: { code?: string } }[] }).errors.map((error) => error.extensions?.code);
    expect(codes).toContain("QUERY_TOO_DEEP");
  });

  test("more than 2000 tokens is stopped by the parser", async () => {
    const fields = Array.from({ length: 2100 }, () => "__typename").join(" ");
    const response = await postGraphQL({ query: `{ ${fields} }` }, ip());
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.json)).toMatch(/Document contains more tha[nt] 2000 tokens/);
  });

  test("a query whose estimated cost is over 5000", async () => {
    const query = `query Costly($weeks: Int!) {
      a: mortgageRates(weeks: $weeks) { weekDate rate30YearFixed rate15YearFixed }
      b: mortgageRates(weeks: $weeks) { weekDate rate30YearFixed rate15YearFixed }
      c: mortgageRates(weeks: $weeks) { weekDate rate30YearFixed rate15YearFixed }
      d: mortgageRates(weeks: $weeks) { weekDate rate30YearFixed rate15YearFixed }
    }`;
    const cheap = await postGraphQL({ query, variables: { weeks: 10 } }, ip());
    expect(cheap.json).toHaveProperty("data.d");
    const costly = await postGraphQL({ query, variables: { weeks: 520 } }, ip());
    expect(costly.json).toEqual({
      errors: [{ message: "The query is too expensive: cost 6244, limit 5000.", extensions: { code: "QUERY_TOO_COMPLEX" } }],
    });
  });

  test("introspection works outside production and is refused when turned off", async () => {
    const query = "{ __schema { queryType { name } } }";
    const open = await postGraphQL({ query }, ip());
    expect(open.json).toEqual({ data: { __schema: { queryType: { name: "Query" } } } });

    const closed = createGraphQLServer({ introspection: false, getDatabase: async () => env.database.handle });
    const response = await closed.fetch(`${ORIGIN}/api/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-source": "web", ...ip() },
      body: JSON.stringify({ query }),
    });
    const body = (await response.json()) as { data?: unknown; errors: { message: string }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors[0]?.message).toMatch(/introspection/i);
  });
});

describe("error shapes", () => {
  test("field validation: BAD_USER_INPUT with validationErrors per field", async () => {
    const response = await postGraphQL({ query: RATES, variables: { weeks: 600 } }, { "x-forwarded-for": uniqueIp() });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      data: null,
      errors: [
        {
          message: "Ask for at most 520 weeks.",
          locations: [{ line: 3, column: 5 }],
          path: ["mortgageRates"],
          extensions: { code: "BAD_USER_INPUT", validationErrors: { weeks: ["Ask for at most 520 weeks."] } },
        },
      ],
    });
  });

  test("an unexpected failure is masked, logged with the request id, and never leaks details", async () => {
    const logged: string[] = [];
    const spy = jest.spyOn(console, "error").mockImplementation((line: unknown) => {
      logged.push(String(line));
    });
    try {
      const real = env.database.handle;
      // A database whose reads fail with an internal message the client must never see.
      const brokenDb = new Proxy(real.db, {
        get(target, property, receiver) {
          if (property === "select") {
            return () => {
              throw new Error('relation "secret_table" does not exist at 10.0.0.7');
            };
          }
          return Reflect.get(target, property, receiver) as unknown;
        },
      });
      const yoga = createGraphQLServer({ getDatabase: async () => ({ ...real, db: brokenDb }) });
      const request = new Request(`${ORIGIN}/api/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-request-source": "web", "x-request-id": "test-request-0001" },
        body: JSON.stringify({ query: LATEST }),
      });
      const response = await withRequest(requestInfoFrom(request), () => yoga.handleRequest(request, {}));
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        data: null,
        errors: [
          {
            message: "Unexpected error.",
            locations: [{ line: 3, column: 5 }],
            path: ["latestMortgageRates"],
            extensions: { code: "INTERNAL_SERVER_ERROR", requestId: "test-request-0001" },
          },
        ],
      });
      expect(text).not.toMatch(/secret_table|10\.0\.0\.7|\bat\s+\S+\s+\(/);
      const entry = logged.find((line) => line.includes("secret_table"));
      expect(entry).toBeDefined();
      expect(JSON.parse(entry!)).toMatchObject({ level: "error", requestId: "test-request-0001" });
    } finally {
      spy.mockRestore();
    }
  });

  test("a syntax error is a 4xx-free GraphQL error, not a crash", async () => {
    const response = await postGraphQL({ query: "{ latestMortgageRates { " }, { "x-forwarded-for": uniqueIp() });
    expect(response.status).toBeLessThan(500);
    expect(JSON.stringify(response.json)).toMatch(/Syntax Error/);
  });
});

describe("per-IP rate limit kept in the database", () => {
  test("over the limit: HTTP 429, Retry-After and RATE_LIMITED; batches count each operation", async () => {
    const yoga = createGraphQLServer({
      getDatabase: async () => env.database.handle,
      apiRatePerIp: { limit: 4, windowSeconds: 60 },
    });
    // X-Forwarded-For as the HTTP server (scripts/next-server.mjs) leaves it: the resolved address last.
    const send = (body: unknown, forwardedFor: string) =>
      yoga.fetch(`${ORIGIN}/api/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-request-source": "web", "x-forwarded-for": forwardedFor },
        body: JSON.stringify(body),
      });
    const ipAddress = "203.0.113.77";
    // Its window is a minute: the requests below must not straddle one's turn.
    await startInsideOneWindow(60, 15);
    expect((await send([{ query: LATEST }, { query: LATEST }, { query: LATEST }], ipAddress)).status).toBe(200);
    expect((await send({ query: LATEST }, ipAddress)).status).toBe(200);
    const refused = await send({ query: LATEST }, ipAddress);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      errors: [
        {
          message: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds\.$/),
          extensions: { code: "RATE_LIMITED", retryAfterSeconds: expect.any(Number) },
        },
      ],
    });
    // Entries the client put before the proxy's own do not make it another client.
    expect((await send({ query: LATEST }, `198.51.100.1, ${ipAddress}`)).status).toBe(429);
    expect((await send({ query: LATEST }, `203.0.113.78, ${ipAddress}`)).status).toBe(429);
    // Another client is not affected: the key is the entry the trusted proxy appended.
    expect((await send({ query: LATEST }, "203.0.113.78")).status).toBe(200);
  });
});
