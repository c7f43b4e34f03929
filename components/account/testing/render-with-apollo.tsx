/**
 * Test support: renders account components with an Apollo client whose transport is
 * MockLink, behind the real error-report link (so server validation errors reach the forms
 * exactly as in the app). Not imported by application code.
 */
import { ApolloClient, ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";

import { createCache } from "@/lib/apollo/cache";
import { createErrorReportLink } from "@/lib/apollo/links/error-report-link";

export type Mock = MockLink.MockedResponse;

/** `beforeRender` runs with the client before the first render (to start a part's first queries). */
export function renderWithApollo(
  ui: ReactElement,
  mocks: readonly Mock[],
  beforeRender?: (client: ApolloClient) => void,
): RenderResult & { client: ApolloClient } {
  const client = new ApolloClient({
    link: ApolloLink.from([createErrorReportLink(() => undefined), new MockLink(mocks, { showWarnings: true })]),
    cache: createCache(),
    defaultOptions: { watchQuery: { errorPolicy: "all" }, query: { errorPolicy: "all" }, mutate: { errorPolicy: "all" } },
  });
  beforeRender?.(client);
  return { ...render(<ApolloProvider client={client}>{ui}</ApolloProvider>), client };
}

/** A User as the API returns it in the account fragments. */
export function apiUser(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    __typename: "User",
    hashid: "u1",
    email: "ada@example.com",
    name: "Ada Lovelace",
    emailConfirmed: false,
    pendingEmail: null,
    mustConfirmEmailDaysLeft: 7,
    mustConfirmEmailExpiration: "2030-01-08T00:00:00.000Z",
    photoUrl: null,
    ...overrides,
  };
}

/** An AuthPayload (sign-up, sign-in, password change). */
export function apiSession(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    __typename: "AuthPayload",
    accessToken: "access-1",
    refreshToken: "refresh-1",
    deviceToken: "device-1",
    mustConfirmEmailDaysLeft: 7,
    mustConfirmEmailExpiration: "2030-01-08T00:00:00.000Z",
    user: apiUser(),
    ...overrides,
  };
}

/** A GraphQL answer refusing input, as the API shapes it (docs/architecture.md, Error shapes). */
export function badInput(fields: Record<string, string[]>, message?: string) {
  return {
    data: null,
    errors: [{ message: message ?? Object.values(fields)[0]?.[0] ?? "Invalid.", extensions: { code: "BAD_USER_INPUT", validationErrors: fields } }],
  };
}
