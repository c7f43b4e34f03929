import { expect, test, type Page } from "@playwright/test";

import { signUpViaApi } from "./premium-support";

// Two tabs of a real browser share one rotating refresh token: refreshes take turns under a Web
// Lock (navigator.locks), so a tab that waited uses the tokens the other stored instead of
// spending the same token again, which the server would take for a stolen copy. The Apollo
// contract test (lib/apollo/contract/refresh-rotation.itest.ts) covers the same with a stand-in
// lock; this one runs the browser's own.

const REFRESH = "RefreshAccessToken";

function operationsOf(body: string | null): string[] {
  if (!body || (!body.startsWith("[") && !body.startsWith("{"))) return [];
  const parsed: unknown = JSON.parse(body);
  return (Array.isArray(parsed) ? parsed : [parsed]).map((operation: { operationName?: unknown }) => String(operation.operationName ?? ""));
}

async function storedTokens(page: Page): Promise<{ token: string | null; refreshToken: string | null }> {
  return page.evaluate(() => ({ token: localStorage.getItem("token"), refreshToken: localStorage.getItem("refreshToken") }));
}

test("two tabs refreshing at once both stay signed in, with one refresh; a replayed spent token ends the session", async ({ browser, request }) => {
  const account = await signUpViaApi(request, "rotation");
  const context = await browser.newContext();
  const refreshes: string[] = [];
  // The first refresh answers slowly, so the other tab's request fails and waits for the lock
  // while it is out.
  await context.route("**/api/graphql/**", async (route) => {
    const names = operationsOf(route.request().postData());
    if (!names.includes(REFRESH)) return route.continue();
    refreshes.push(names.join(","));
    const response = await route.fetch();
    if (refreshes.length === 1) await new Promise((resolve) => setTimeout(resolve, 1500));
    return route.fulfill({ response });
  });

  const one = await context.newPage();
  const two = await context.newPage();
  await one.goto("/accuracy/");
  await one.evaluate(({ refreshToken }) => {
    localStorage.setItem("refreshToken", refreshToken);
    localStorage.setItem("token", "expired.access.token");
  }, account);
  expect(await one.evaluate(() => typeof navigator.locks?.request)).toBe("function");

  await Promise.all([one.goto("/profile/"), two.goto("/profile/")]);
  for (const page of [one, two]) {
    await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/profile\/$/);
  }
  expect(refreshes).toHaveLength(1);
  const rotated = await storedTokens(two);
  expect(rotated.refreshToken).toBeTruthy();
  expect(rotated.refreshToken).not.toBe(account.refreshToken);
  expect(rotated.token).not.toBe("expired.access.token");

  // The spent token replayed (a copy taken before the refresh): the session ends for everyone.
  const replay = await request.post("/api/graphql/", {
    headers: { "x-request-source": "web", "content-type": "application/json" },
    data: { query: "mutation ($t: String!) { refreshAccessToken(refreshToken: $t) { accessToken } }", variables: { t: account.refreshToken } },
  });
  const body = (await replay.json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  await one.reload();
  await expect(one).toHaveURL(/\/sign-in\/$/, { timeout: 15_000 });
  expect(await storedTokens(one)).toEqual({ token: null, refreshToken: null });
  await context.close();
});
