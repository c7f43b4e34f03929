import { canonicalScenarioQuery, MAX_CANONICAL_QUERY, readScenarioSegment, scenarioSegment } from "./scenario-address";

describe("a scenario's canonical address", () => {
  test("one entry per page: order, repeats and tracking parameters do not matter", () => {
    const a = canonicalScenarioQuery(new URLSearchParams("rate=6.5&price=400000&utm_source=news&gclid=x"));
    const b = canonicalScenarioQuery(new URLSearchParams("price=400000&rate=6.5&price=1&ref=partner"));
    expect(a).toBe("price=400000&rate=6.5");
    expect(b).toBe(a);
  });

  test("keeps values as given (the page's own sanitizers read them), empty ones included", () => {
    expect(canonicalScenarioQuery(new URLSearchParams("price=&county=Do%C3%B1a+Ana&state=NM"))).toBe("county=Do%C3%B1a+Ana&price=&state=NM");
  });

  test("too long to cache: null", () => {
    expect(canonicalScenarioQuery(new URLSearchParams({ price: "9".repeat(MAX_CANONICAL_QUERY) }))).toBeNull();
  });

  test("round-trips through its segment, non-ASCII included", () => {
    const canonical = canonicalScenarioQuery(new URLSearchParams("county=Do%C3%B1a+Ana&price=250000&state=NM"))!;
    const segment = scenarioSegment(canonical);
    expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(readScenarioSegment(segment)).toEqual({ county: "Doña Ana", price: "250000", state: "NM" });
  });

  test("a segment no link makes is refused: not base64url, not UTF-8, or not canonical", () => {
    expect(readScenarioSegment("a+b")).toBeNull();
    expect(readScenarioSegment(scenarioSegment("rate=6&price=1"))).toBeNull();
    expect(readScenarioSegment("_w")).toBeNull();
    expect(readScenarioSegment("x".repeat(5000))).toBeNull();
  });
});
