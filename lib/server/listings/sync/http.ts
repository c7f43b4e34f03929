import "server-only";

import { FeedError } from "@/lib/server/listings/sync/errors";

/** Timeouts and retry limits of the feed client (tests shorten them). */
export interface FeedHttpTuning {
  /** Per request, headers and body together. */
  readonly timeoutMs: number;
  /** Attempts per request, the first included, for 429, 5xx, network errors and timeouts. */
  readonly maxAttempts: number;
  /** First backoff; doubled on each further attempt (plus up to 25% jitter). */
  readonly backoffMs: number;
  /** The longest Retry-After the client honours; a longer one ends the run with a message. */
  readonly maxRetryAfterMs: number;
}

export const DEFAULT_HTTP_TUNING: FeedHttpTuning = {
  timeoutMs: 30_000,
  maxAttempts: 5,
  backoffMs: 1_000,
  maxRetryAfterMs: 60_000,
};

/** One page of an OData collection response. */
export interface ODataPage {
  /** The `value` array as sent (records are validated by the caller, one by one). */
  readonly records: readonly unknown[];
  /** Absolute URL of the next page (server-driven paging), or null. */
  readonly nextLink: string | null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** Retry-After in ms (delta-seconds or an HTTP date), or null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The `error.message` of an OData error body (`{"error":{"code","message"}}`), if there is one. */
function odataErrorMessage(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === "object" && body !== null && "error" in body) {
      const error = (body as { error: unknown }).error;
      if (typeof error === "object" && error !== null && typeof (error as { message?: unknown }).message === "string") {
        return (error as { message: string }).message;
      }
    }
  } catch {
    // Not JSON: the caller falls back to the status alone.
  }
  return null;
}

function networkReason(error: unknown): string {
  // undici reports "fetch failed" and puts the system error (ECONNREFUSED, UND_ERR_SOCKET...) in cause.
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (cause && typeof cause.code === "string") return cause.code;
  if (cause && typeof cause.message === "string") return cause.message;
  return error instanceof Error ? error.message : String(error);
}

interface Attempt {
  readonly response?: { status: number; headers: Headers; text: string };
  readonly error?: FeedError;
}

async function attempt(url: string, token: string, timeoutMs: number): Promise<Attempt> {
  const origin = new URL(url).origin;
  try {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token}`, accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
      // Not followed: a redirect usually means the configured URL is out of date, and following
      // one to another host would be a place the token was never meant for.
      redirect: "manual",
    });
    const text = await response.text();
    return { response: { status: response.status, headers: response.headers, text } };
  } catch (error) {
    const name = (error as { name?: unknown }).name;
    if (name === "TimeoutError" || name === "AbortError") {
      return { error: new FeedError("timeout", `The MLS feed at ${origin} did not answer within ${Math.round(timeoutMs / 1000)} s`) };
    }
    return { error: new FeedError("network", `Could not reach the MLS feed at ${origin} (${networkReason(error)})`) };
  }
}

/**
 * GETs one page of an OData collection with the bearer token, retrying 429, 5xx, network errors
 * and timeouts with exponential backoff (Retry-After when the server gives one, up to the
 * tuning's cap). Throws FeedError with an operator-readable message: 401/403 as "The MLS feed
 * refused the token (HTTP 401)", a non-JSON answer, or JSON that is not an OData collection.
 * `@odata.nextLink` must stay on the feed's origin, so the token is never sent anywhere else.
 */
export async function getODataPage(url: string, token: string, tuning: FeedHttpTuning = DEFAULT_HTTP_TUNING): Promise<ODataPage> {
  let lastError: FeedError | undefined;
  for (let attemptNumber = 1; attemptNumber <= tuning.maxAttempts; attemptNumber += 1) {
    const { response, error } = await attempt(url, token, tuning.timeoutMs);
    let waitMs = tuning.backoffMs * 2 ** (attemptNumber - 1) * (1 + Math.random() * 0.25);
    if (response) {
      const { status, headers, text } = response;
      if (status === 401 || status === 403) {
        const said = odataErrorMessage(text);
        throw new FeedError("auth", `The MLS feed refused the token (HTTP ${status})${said ? `: ${said}` : ""}`, status);
      }
      if (status >= 200 && status < 300) return parseCollection(url, headers, text);
      if (status >= 300 && status < 400) {
        const location = headers.get("location");
        throw new FeedError(
          "config",
          `The MLS feed redirected (HTTP ${status})${location ? ` to ${new URL(location, url).toString()}` : ""}: set LISTINGS_FEED_URL to the address it now answers at`,
          status,
        );
      }
      const said = odataErrorMessage(text);
      if (!isRetryableStatus(status)) {
        throw new FeedError("http", `The MLS feed rejected the request (HTTP ${status})${said ? `: ${said}` : ""}`, status);
      }
      lastError = new FeedError("http", `The MLS feed failed (HTTP ${status})${said ? `: ${said}` : ""}`, status);
      const retryAfter = parseRetryAfter(headers.get("retry-after"));
      if (retryAfter !== null) {
        if (retryAfter > tuning.maxRetryAfterMs) {
          throw new FeedError(
            "http",
            `The MLS feed asked to wait ${Math.ceil(retryAfter / 1000)} s (HTTP ${status}, Retry-After), longer than the ${Math.round(tuning.maxRetryAfterMs / 1000)} s a run waits: run the sync again later`,
            status,
          );
        }
        waitMs = retryAfter;
      }
    } else {
      lastError = error;
    }
    if (attemptNumber < tuning.maxAttempts) await sleep(waitMs);
  }
  const final = lastError ?? new FeedError("network", "The MLS feed could not be read");
  throw new FeedError(final.kind, `${final.message} (gave up after ${tuning.maxAttempts} attempts)`, final.status);
}

function parseCollection(url: string, headers: Headers, text: string): ODataPage {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    const type = headers.get("content-type") ?? "no content type";
    throw new FeedError("format", `The MLS feed answered with something other than JSON (${type}) at ${new URL(url).pathname}`);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body) || !Array.isArray((body as { value?: unknown }).value)) {
    throw new FeedError("format", 'The MLS feed\'s answer is not an OData collection (no "value" array)');
  }
  const collection = body as { value: unknown[]; "@odata.nextLink"?: unknown };
  const rawNext = collection["@odata.nextLink"];
  let nextLink: string | null = null;
  if (rawNext !== undefined && rawNext !== null) {
    if (typeof rawNext !== "string" || rawNext.trim() === "") {
      throw new FeedError("format", "The MLS feed's @odata.nextLink is not a URL");
    }
    let resolved: URL;
    try {
      // OData allows a next link relative to the request.
      resolved = new URL(rawNext, url);
    } catch {
      throw new FeedError("format", "The MLS feed's @odata.nextLink is not a URL");
    }
    if (resolved.origin !== new URL(url).origin) {
      throw new FeedError("format", `The MLS feed's @odata.nextLink points to another host (${resolved.origin}); the token is not sent there`);
    }
    nextLink = resolved.toString();
  }
  return { records: collection.value, nextLink };
}
