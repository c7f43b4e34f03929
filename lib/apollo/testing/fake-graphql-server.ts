/**
 * Test support: a fetch stand-in that records each HTTP request the Apollo client makes and
 * answers per operation, the way a GraphQL server answers a batched body. Not imported by
 * application code.
 */

export interface SentOperation {
  operationName: string;
  variables: Record<string, unknown>;
  query: string;
}

export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** Operations in the body (one for a plain or multipart request). */
  operations: SentOperation[];
  /** True when the body was an array (a batch). */
  batched: boolean;
  /** The multipart body, when files were sent. */
  form: FormData | null;
}

/** What the fake server answers for one operation. */
export type OperationReply = Record<string, unknown>;

export type Responder = (operation: SentOperation, request: SentRequest) => OperationReply | Promise<OperationReply>;

/** Answers a whole HTTP request; return a Response to control status, body and content type. */
export type RequestResponder = (request: SentRequest) => Response | undefined | Promise<Response | undefined>;

function headerRecord(init: RequestInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

function parseOperation(value: unknown): SentOperation {
  const record = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  return {
    operationName: typeof record.operationName === "string" ? record.operationName : "",
    variables: (typeof record.variables === "object" && record.variables !== null ? record.variables : {}) as Record<string, unknown>,
    query: typeof record.query === "string" ? record.query : "",
  };
}

export function jsonResponse(body: unknown, status = 200, contentType = "application/json"): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": contentType } });
}

export interface FakeServer {
  fetch: typeof fetch;
  requests: SentRequest[];
  /** All operations sent, in order, across requests. */
  operations: () => SentOperation[];
}

/**
 * A fake server. `respond` answers each operation; `intercept` may answer a whole request
 * instead (status codes, non-JSON bodies, empty bodies).
 */
export function createFakeServer(respond: Responder, intercept?: RequestResponder): FakeServer {
  const requests: SentRequest[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const form = init?.body instanceof FormData ? init.body : null;
    let parsed: unknown;
    if (form) {
      const operations = form.get("operations");
      parsed = typeof operations === "string" ? JSON.parse(operations) : null;
    } else {
      parsed = typeof init?.body === "string" ? JSON.parse(init.body) : null;
    }
    const batched = Array.isArray(parsed);
    const request: SentRequest = {
      url,
      method: init?.method ?? "GET",
      headers: headerRecord(init),
      operations: (batched ? (parsed as unknown[]) : [parsed]).map(parseOperation),
      batched,
      form,
    };
    requests.push(request);
    const intercepted = intercept ? await intercept(request) : undefined;
    if (intercepted) return intercepted;
    const replies = await Promise.all(request.operations.map((operation) => respond(operation, request)));
    return jsonResponse(batched ? replies : replies[0]);
  };
  return {
    fetch: fakeFetch as typeof fetch,
    requests,
    operations: () => requests.flatMap((request) => request.operations),
  };
}
