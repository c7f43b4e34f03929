/**
 * Request headers (seed): every request carries `x-request-source: web` (the server's CSRF
 * guard requires it); then an `api-key` taken from the page address's `key` query parameter
 * when present, otherwise `authorization: Bearer <token>` with the stored access token.
 *
 * The operations that establish credentials (refresh, sign-in, sign-up) carry no bearer
 * token: an expired token must never make the server refuse the very call that replaces it.
 */
import { SetContextLink } from "@apollo/client/link/context";

/** Operations sent without the stored access token. */
export const CREDENTIAL_OPERATIONS: ReadonlySet<string> = new Set(["RefreshAccessToken", "SignIn", "SignUp"]);

const REPLACED_HEADERS = new Set(["authorization", "api-key", "x-request-source"]);

export interface HeaderSources {
  /** The stored access token, read at request time so a retry uses the refreshed one. */
  getAccessToken: () => string | null;
  /** The `api-key` to send, or null. */
  getApiKey: () => string | null;
}

/** The `key` query parameter of a page address's search string, or null when absent or blank. */
export function apiKeyFromSearch(search: string): string | null {
  const key = new URLSearchParams(search).get("key");
  return key === null || key.trim() === "" ? null : key.trim();
}

/** The `key` query parameter of the current page (browser), or null. */
export function apiKeyFromPageAddress(): string | null {
  return typeof window === "undefined" ? null : apiKeyFromSearch(window.location.search);
}

function previousHeaders(value: unknown): Record<string, string> {
  const headers: Record<string, string> = {};
  if (typeof value !== "object" || value === null) return headers;
  for (const [name, header] of Object.entries(value)) {
    if (typeof header === "string" && !REPLACED_HEADERS.has(name.toLowerCase())) headers[name] = header;
  }
  return headers;
}

/** Builds the headers link; it runs again on a retry, so the retry carries the new token. */
export function createRequestHeadersLink(sources: HeaderSources): SetContextLink {
  return new SetContextLink((previous, operation) => {
    const headers = previousHeaders(previous.headers);
    headers["x-request-source"] = "web";
    let sentAccessToken: string | null = null;
    const apiKey = sources.getApiKey();
    if (apiKey !== null) {
      headers["api-key"] = apiKey;
    } else if (!CREDENTIAL_OPERATIONS.has(operation.operationName ?? "")) {
      const token = sources.getAccessToken();
      if (token !== null) {
        headers.authorization = `Bearer ${token}`;
        sentAccessToken = token;
      }
    }
    return { headers, sentAccessToken };
  });
}
