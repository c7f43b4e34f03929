import "server-only";

import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/** What the server knows about the HTTP request being handled. */
export interface RequestInfo {
  /** Opaque id for correlating a client-visible error with the server log. */
  readonly requestId: string;
  /** The client's address: first hop of x-forwarded-for, else x-real-ip, else "unknown". */
  readonly clientIp: string;
}

const storage = new AsyncLocalStorage<RequestInfo>();

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The client IP as the reverse proxy reports it: the first (left-most) x-forwarded-for entry,
 * else x-real-ip. The app is meant to run behind a proxy that sets these; without one every
 * request shares the bucket "unknown", which keeps rate limits conservative rather than open.
 */
export function clientIpFrom(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  const first = forwarded?.split(",")[0]?.trim();
  if (first) return first.slice(0, 64);
  const real = headers.get("x-real-ip")?.trim();
  if (real) return real.slice(0, 64);
  return "unknown";
}

/** Builds the request info; a well-formed incoming x-request-id is kept so proxies and logs agree. */
export function requestInfoFrom(request: Request): RequestInfo {
  const incoming = request.headers.get("x-request-id");
  const requestId = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
  return { requestId, clientIp: clientIpFrom(request.headers) };
}

/** Runs `fn` with `info` as the current request (read back with `currentRequest()`). */
export function withRequest<T>(info: RequestInfo, fn: () => T): T {
  return storage.run(info, fn);
}

/** The request being handled on this async path, if any. */
export function currentRequest(): RequestInfo | undefined {
  return storage.getStore();
}
