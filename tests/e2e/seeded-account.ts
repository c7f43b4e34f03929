// A signed-in user whose account pages have something on them: a premium member with a saved
// home, a saved scenario and a widget, made through the API so the pages are checked full.
import { expect, type APIRequestContext } from "@playwright/test";

import { makeMemberViaWebhook, signUpViaApi, type E2eAccount } from "./premium-support";

/** Runs one GraphQL operation as `account` and returns its data (fails the test on errors). */
export async function graphqlAs<T>(request: APIRequestContext, account: E2eAccount, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post("/api/graphql/", {
    headers: { "content-type": "application/json", "x-request-source": "web", authorization: `Bearer ${account.accessToken}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** The hashid of the first home of the listing search. */
export async function firstListingHashid(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/graphql/", {
    headers: { "content-type": "application/json", "x-request-source": "web" },
    data: { query: "query { listings(page: 1) { items { hashid } } }" },
  });
  const body = (await response.json()) as { data?: { listings: { items: { hashid: string }[] } } };
  const hashid = body.data?.listings.items[0]?.hashid;
  expect(hashid, JSON.stringify(body)).toBeTruthy();
  return hashid!;
}

/** Signs up a premium member with one saved home, one saved scenario and one widget. */
export async function seededAccount(request: APIRequestContext, label: string): Promise<E2eAccount> {
  const account = await signUpViaApi(request, label);
  await makeMemberViaWebhook(request, account);
  const hashid = await firstListingHashid(request);
  await graphqlAs(request, account, "mutation ($hashid: ID!) { favoriteListing(hashid: $hashid) { hashid } }", { hashid });
  await graphqlAs(request, account, "mutation ($input: SaveScenarioInput!) { saveScenario(input: $input) { hashid } }", {
    input: {
      name: "Starter home",
      calcType: "mortgage-calculator",
      inputs: [
        { name: "price", value: "350000" },
        { name: "downPaymentPercent", value: "10" },
      ],
    },
  });
  await graphqlAs(request, account, "mutation ($input: CreateWidgetInput!) { createWidget(input: $input) { key } }", {
    input: { name: "Agent site", allowedDomains: ["example.com"], calcType: "CONVENTIONAL" },
  });
  return account;
}
