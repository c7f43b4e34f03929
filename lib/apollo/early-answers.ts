/**
 * The answers to a signed-in page's first requests, sent by the page's inline script before any of
 * its code had loaded (lib/session/signed-in-preload.ts; docs/architecture.md, Signed-in pages),
 * taken by Apollo's transport instead of sending the same request again.
 *
 * A request is taken only when the client's is the very one the script sent: the same address,
 * the same body (the script's was computed by the same client: first-batches.ts) and the same
 * `authorization` header, at most {@link EARLY_ANSWER_MAX_AGE_MS} after it went out, and once.
 * Anything else (a stored loan that changes the variables, a token refreshed meanwhile) is sent
 * as it would be without the script; the early request's answer is then left unread.
 */
import { EARLY_ANSWERS_GLOBAL } from "@/lib/session/signed-in-preload";

/** How long an early answer may wait for the client (the first queries go out once its code is in). */
export const EARLY_ANSWER_MAX_AGE_MS = 60_000;

/** One request the inline script sent (its shape is the script's: lib/session/signed-in-preload.ts). */
export interface EarlyRequest {
  readonly uri: string;
  readonly body: string;
  readonly authorization: string;
  /** `Date.now()` when it was sent. */
  readonly at: number;
  readonly response: Promise<Response>;
}

function isEarlyRequest(value: unknown): value is EarlyRequest {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.uri === "string" &&
    typeof entry.body === "string" &&
    typeof entry.authorization === "string" &&
    typeof entry.at === "number" &&
    typeof (entry.response as { then?: unknown } | null)?.then === "function"
  );
}

function pending(): unknown[] | undefined {
  if (typeof window === "undefined") return undefined;
  const list: unknown = (window as unknown as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL];
  return Array.isArray(list) ? list : undefined;
}

/** The early answer to this request, now taken (never given twice); undefined when there is none. */
export function takeEarlyAnswer(input: RequestInfo | URL, init: RequestInit | undefined, now = Date.now()): Promise<Response> | undefined {
  const list = pending();
  if (!list || typeof init?.body !== "string" || (init.method ?? "GET").toUpperCase() !== "POST") return undefined;
  const uri = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const authorization = new Headers(init.headers).get("authorization");
  const entry = list.find(
    (item): item is EarlyRequest =>
      isEarlyRequest(item) && item.uri === uri && item.body === init.body && item.authorization === authorization && now - item.at <= EARLY_ANSWER_MAX_AGE_MS,
  );
  if (!entry) return undefined;
  list.splice(list.indexOf(entry), 1);
  // Handed over in a task of its own, as a network answer would be: the answer is usually in
  // already, and reading it, writing Apollo's cache and notifying the parts would otherwise join
  // the batch link's task that sent the queries.
  return entry.response.then((response) => new Promise<Response>((resolve) => setTimeout(() => resolve(response), 0)));
}

/** A `fetch` for Apollo's transport: an early answer when there is one, else the global fetch at request time. */
export function fetchTakingEarlyAnswers(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return takeEarlyAnswer(input, init) ?? fetch(input, init);
}
