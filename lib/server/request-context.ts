import "server-only";

import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

import { serverEnv } from "@/lib/server/config";

/** What the server knows about the HTTP request being handled. */
export interface RequestInfo {
  /** Opaque id for correlating a client-visible error with the server log. */
  readonly requestId: string;
  /** The client's address from x-forwarded-for through the trusted proxies, else "unknown". */
  readonly clientIp: string;
}

const storage = new AsyncLocalStorage<RequestInfo>();

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The client IP: the x-forwarded-for entry `trustedProxies` from the right (TRUSTED_PROXY_COUNT).
 *
 * Each trusted proxy appends the address it was connected from, so entries left of those are
 * whatever the client sent and cannot be trusted. With one proxy, or none, it is the right-most
 * entry: `next start` writes the socket's address there when the request carries no
 * x-forwarded-for, but keeps one a client sent, so a server exposed without a proxy cannot tell
 * a forged entry from its own (README, "Client IP"). A shorter header than the proxy count gives
 * its left-most entry (the request skipped a proxy); no header gives "unknown", one shared bucket.
 */
export function clientIpFrom(headers: Headers, trustedProxies: number = serverEnv().TRUSTED_PROXY_COUNT): string {
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const index = Math.max(0, entries.length - Math.max(1, trustedProxies));
  return entries[index]?.slice(0, 64) ?? "unknown";
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
