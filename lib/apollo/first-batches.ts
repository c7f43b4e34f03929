import { createApolloClient } from "./create-apollo-client";
import { endpointOfDocument } from "./endpoints";
import { adoptFirstQuery, startFirstQueries, withFirstQueries, type AnyFirstQuery } from "./first-queries";

/**
 * One request of a part's first queries as the browser's Apollo client sends it, less the
 * visitor's `authorization` header: the page's inline script sends it, with the stored token,
 * while the page's code is still downloading (docs/architecture.md, Signed-in pages).
 */
export interface FirstBatch {
  readonly uri: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** How long the capture waits for the client's requests before giving up (no early requests). */
const CAPTURE_TIMEOUT_MS = 2_000;

function plainHeaders(headers: HeadersInit | undefined): Record<string, string> {
  const plain: Record<string, string> = {};
  new Headers(headers).forEach((value, name) => {
    if (name !== "authorization") plain[name] = value;
  });
  return plain;
}

function NoPart() {
  return null;
}

/**
 * The requests that the site's Apollo client (the same links, batching and document transforms
 * as the browser's) sends for `queries` started as a part's first queries, in the order sent:
 * one per endpoint. Computed by running that client with a `fetch` that keeps each request and
 * never answers, so the bodies are Apollo's own, byte for byte. Rejects when the client sends
 * fewer requests than the queries' endpoints within the time allowed.
 */
export async function firstBatches(queries: readonly AnyFirstQuery[]): Promise<FirstBatch[]> {
  const expected = new Set(queries.map((spec) => endpointOfDocument(spec.query))).size;
  const batches: FirstBatch[] = [];
  let allSent: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => (allSent = resolve));
  const client = createApolloClient({
    requestRefresh: () => Promise.reject(new Error("No session while capturing first queries.")),
    fetch: (input, init) => {
      batches.push({ uri: String(input), headers: plainHeaders(init?.headers), body: typeof init?.body === "string" ? init.body : "" });
      if (batches.length >= expected) allSent();
      return new Promise<Response>(() => undefined);
    },
    getApiKey: () => null,
    logNetworkError: () => undefined,
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await startFirstQueries(client, [withFirstQueries(NoPart, () => queries)]);
    await Promise.race([
      sent,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`First queries sent ${batches.length} of ${expected} requests.`)), CAPTURE_TIMEOUT_MS);
      }),
    ]);
    return batches;
  } finally {
    clearTimeout(timer);
    for (const spec of queries) adoptFirstQuery(client, spec)?.release();
    client.stop();
  }
}
