/**
 * A tiny GraphQL call to the accounts endpoint for pages that must stay free of Apollo and
 * GraphQL code (the calculators): the stored bearer token, the CSRF header, and one refresh of
 * an expired access token (lib/apollo/refresh.ts's rule) before giving up.
 */
import { refreshSession } from "@/lib/apollo/refresh";
import type { SessionTokens } from "@/lib/session/session";
import { readItem, TOKEN_KEY } from "@/lib/session/storage";

/** The accounts endpoint (lib/apollo/endpoints.ts ACCOUNT_ENDPOINT; not imported: it pulls in graphql). */
const ENDPOINT = "/api/graphql/";

/** One GraphQL error as the API sends it. */
export interface ApiError {
  readonly message: string;
  readonly extensions?: { readonly code?: string };
}

/** The API's answer: data, or the first error. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; code: string; message: string };

async function post(query: string, variables: Record<string, unknown>): Promise<{ data?: unknown; errors?: ApiError[] }> {
  const token = readItem(TOKEN_KEY);
  const response = await fetch(ENDPOINT, {
    method: "POST",
    headers: { "content-type": "application/json", "x-request-source": "web", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: unknown; errors?: ApiError[] };
}

async function refresh(refreshToken: string) {
  const body = await post(
    "mutation RefreshAccessToken($refreshToken: String!) { refreshAccessToken(refreshToken: $refreshToken) { accessToken refreshToken mustConfirmEmailDaysLeft mustConfirmEmailExpiration } }",
    { refreshToken },
  );
  return (body.data as { refreshAccessToken?: SessionTokens } | undefined)?.refreshAccessToken ?? null;
}

/** Sends one operation; an UNAUTHENTICATED answer refreshes the token once and retries. Never throws. */
export async function accountFetch<T>(query: string, variables: Record<string, unknown>): Promise<ApiResult<T>> {
  try {
    let body = await post(query, variables);
    if (body.errors?.[0]?.extensions?.code === "UNAUTHENTICATED" && (await refreshSession(refresh))) body = await post(query, variables);
    const error = body.errors?.[0];
    if (error) return { ok: false, code: error.extensions?.code ?? "ERROR", message: error.message };
    return { ok: true, data: body.data as T };
  } catch {
    return { ok: false, code: "NETWORK", message: "We could not reach the site. Check your connection and try again." };
  }
}
