import { getHealth, setUpApi } from "./support/api";
import { engineName } from "./support/test-database";

let env: Awaited<ReturnType<typeof setUpApi>>;
beforeAll(async () => {
  env = await setUpApi();
});
afterAll(async () => {
  await env.tearDown();
});

test(`/api/health reports the database and the migration state (${engineName})`, async () => {
  const response = await getHealth();
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toEqual({
    status: "ok",
    database: { ok: true, kind: env.database.handle.kind, latencyMs: expect.any(Number) },
    migrations: { available: expect.any(Number), applied: expect.any(Number), pending: 0, latest: expect.stringMatching(/^0\d{3}_/) },
    checkedAt: expect.any(String),
  });
});
