import { expect, test } from "@playwright/test";

// The endpoints are /graphql and /api/graphql (docs/architecture.md, Endpoints and transport): API clients (curl, other sites, the
// widget) get the GraphQL answer at either spelling, with or without the trailing slash, never a
// redirect. Pages keep their trailing-slash redirect.
const QUERY = "query Ping { latestMortgageRates { source } }";
const HEADERS = { "x-request-source": "web", "content-type": "application/json" };

for (const path of ["/graphql", "/graphql/", "/api/graphql", "/api/graphql/"]) {
  test(`POST ${path} answers directly`, async ({ request }) => {
    const response = await request.post(path, { data: { query: QUERY, operationName: "Ping" }, headers: HEADERS, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data?: { latestMortgageRates?: { source?: string } } };
    expect(body.data?.latestMortgageRates?.source).toContain("Freddie Mac");
  });

  test(`GET ${path} answers directly`, async ({ request }) => {
    const response = await request.get(`${path}?query=${encodeURIComponent(QUERY)}&operationName=Ping`, {
      headers: { "x-request-source": "web" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data?: { latestMortgageRates?: { source?: string } } };
    expect(body.data?.latestMortgageRates?.source).toContain("Freddie Mac");
  });
}

test("pages keep their trailing-slash redirect, query included", async ({ request }) => {
  const response = await request.get("/mortgage-calculator?price=450000", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(new URL(response.headers().location ?? "", "http://x").pathname + new URL(response.headers().location ?? "", "http://x").search).toBe(
    "/mortgage-calculator/?price=450000",
  );
  const about = await request.get("/about", { maxRedirects: 0 });
  expect(about.status()).toBe(308);
  expect(about.headers().location).toMatch(/\/about\/$/);
});

test("files are served at their exact path", async ({ request }) => {
  for (const path of ["/sitemap.xml", "/robots.txt", "/manifest.webmanifest"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
});
