// Query bombs beyond tests/integration/graphql-transport.test.ts (one operation over each limit,
// a batch of 11): the same limits reached through fragments, which add no text per use, and
// through batches, whose operations also share one cost budget. Each answer is fast, says which
// limit was hit, and runs nothing.
import { postGraphQL, setUpApi, uniqueIp } from "./support/api";
import { engineName } from "./support/test-database";

let env: Awaited<ReturnType<typeof setUpApi>>;
beforeAll(async () => {
  env = await setUpApi();
  // Warm up (schema, first database round trip) so the timings below measure the checks.
  await postGraphQL({ query: "{ latestMortgageRates { source } }" }, { "x-forwarded-for": uniqueIp() });
});
afterAll(async () => {
  await env.tearDown();
});

type Answer = { errors?: { message: string; extensions?: { code?: string } }[]; data?: unknown };

async function timed(body: unknown): Promise<{ ms: number; status: number; answer: Answer | Answer[] }> {
  const started = performance.now();
  const response = await postGraphQL(body, { "x-forwarded-for": uniqueIp() });
  return { ms: performance.now() - started, status: response.status, answer: response.json as Answer | Answer[] };
}

/** `levels` fragments, each spreading the next twice: 2^levels uses of the last one. */
function fanOut(levels: number, leaf: string): string {
  const fragments = Array.from(
    { length: levels },
    (_, index) => `fragment F${index} on Query { ${index + 1 < levels ? `...F${index + 1} ...F${index + 1}` : leaf} }`,
  );
  return `query { ...F0 }\n${fragments.join("\n")}`;
}

describe(`query bombs (${engineName})`, () => {
  test("fragments fanning out 2^60 times: refused as too expensive at once (the checks visit each fragment once)", async () => {
    const { ms, answer } = await timed({ query: fanOut(60, "marketRates { series { id } }") });
    expect(answer).toEqual({
      errors: [{ message: expect.stringMatching(/^The query is too expensive: cost \d.*, limit 5000\.$/), extensions: { code: "QUERY_TOO_COMPLEX" } }],
    });
    // Before each fragment was visited once, 24 levels took 13 s and each level doubled it.
    expect(ms).toBeLessThan(5000);
  });

  test("depth hidden in fragments counts as depth", async () => {
    // Each fragment adds one level; eleven of them nest deeper than the limit of 10.
    const fragments = Array.from(
      { length: 11 },
      (_, index) => `fragment L${index} on MortgageRatePoint { ${index < 10 ? `rate30YearFixed { ...L${index + 1} }` : "rate"} }`,
    );
    const { answer } = await timed({ query: `query { latestMortgageRates { rate30YearFixed { ...L0 } } }\n${fragments.join("\n")}` });
    const errors = (answer as Answer).errors ?? [];
    expect(errors.map((error) => error.extensions?.code)).toContain("QUERY_TOO_DEEP");
    expect(errors.find((error) => error.extensions?.code === "QUERY_TOO_DEEP")?.message).toMatch(/^The query is nested \d+ levels deep; the limit is 10\.$/);
  });

  test("a fragment cycle is a validation error, not a hang", async () => {
    const { ms, answer } = await timed({ query: "query { ...A }\nfragment A on Query { ...B }\nfragment B on Query { ...A marketRates { series { id } } }" });
    expect((answer as Answer).errors?.map((error) => error.message).join(" ")).toMatch(/Cannot spread fragment "A" within itself/);
    expect(ms).toBeLessThan(5000);
  });

  test("a batch of 10 alias bombs: each operation refused with its reason, nothing run", async () => {
    const aliases = Array.from({ length: 21 }, (_, index) => `a${index}: latestMortgageRates { source }`).join(" ");
    const { status, answer } = await timed(Array.from({ length: 10 }, () => ({ query: `{ ${aliases} }` })));
    expect(status).toBeLessThan(500);
    expect(answer).toHaveLength(10);
    for (const one of answer as Answer[]) {
      expect(one.data).toBeUndefined();
      expect(one.errors).toEqual([
        expect.objectContaining({ message: "The query uses more than 20 aliases.", extensions: expect.objectContaining({ code: "TOO_MANY_ALIASES" }) }),
      ]);
    }
  });

  test("a batch shares one cost budget: operations past 10,000 together are refused, the others answered", async () => {
    // Each costs 4 x (1 + 400 weeks x 3 fields) = 4804, under the limit of 5000 for one operation.
    const rates = "{ weekDate rate30YearFixed rate15YearFixed }";
    const query = `query { a: mortgageRates(weeks: 400) ${rates} b: mortgageRates(weeks: 400) ${rates} c: mortgageRates(weeks: 400) ${rates} d: mortgageRates(weeks: 400) ${rates} }`;
    const alone = (await timed({ query })).answer as Answer;
    expect(alone.errors).toBeUndefined();
    const { status, answer } = await timed([{ query }, { query }, { query }, { query: "{ latestMortgageRates { source } }" }]);
    expect(status).toBeLessThan(500);
    const answers = answer as Answer[];
    expect(answers).toHaveLength(4);
    // Two of the costly three fit in 10,000 (9608); the third would take the batch to 14,412. The
    // cheap one still fits after the refusal.
    const refused = answers.filter((one) => one.errors?.[0]?.extensions?.code === "QUERY_TOO_COMPLEX");
    expect(refused).toEqual([
      {
        errors: [
          {
            message: "The batch is too expensive: this operation (cost 4804) would take its operations to 14412, limit 10000. Send it in a request of its own.",
            extensions: { code: "QUERY_TOO_COMPLEX" },
          },
        ],
      },
    ]);
    expect(answers.filter((one) => one.data !== undefined && one.errors === undefined)).toHaveLength(3);
    expect(answers[3]).toEqual({ data: { latestMortgageRates: { source: expect.any(String) } } });
  });

  test("a batch mixing a bomb with a good operation answers the good one", async () => {
    const { answer } = await timed([{ query: fanOut(40, "marketRates { series { id } }") }, { query: "{ latestMortgageRates { source } }" }]);
    const [bomb, good] = answer as Answer[];
    expect(bomb?.errors?.[0]?.extensions?.code).toBe("QUERY_TOO_COMPLEX");
    expect(good).toEqual({ data: { latestMortgageRates: { source: expect.any(String) } } });
  });
});
