import "server-only";

import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

import { addressSubject, normalizeAddress } from "@/lib/http/client-address.mjs";

/** What the server knows about the HTTP request being handled. */
export interface RequestInfo {
  /** Opaque id for correlating a client-visible error with the server log. */
  readonly requestId: string;
  /** The client's address (`clientIpFrom`), else "unknown". */
  readonly clientIp: string;
}

const storage = new AsyncLocalStorage<RequestInfo>();

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The client IP as the rate limits and the stored HMACs key on it: the address the HTTP server
 * resolved from the socket and TRUSTED_PROXY_COUNT (scripts/serve.mjs, with
 * lib/http/client-address.mjs), which overwrites x-forwarded-for with that one address before Next
 * sees the request. An IPv6 address counts as its /64 network (one subscriber holds all of it), an
 * IPv4-mapped one as its IPv4 address. No usable header gives "unknown", one shared bucket.
 */
export function clientIpFrom(headers: Headers): string {
  const entries = (headers.get("x-forwarded-for") ?? "").split(",");
  const address = normalizeAddress(entries[entries.length - 1] ?? "");
  return address === null ? "unknown" : addressSubject(address);
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
