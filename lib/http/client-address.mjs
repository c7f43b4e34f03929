// The client's address, as "trust proxy" works in Express and Fastify: shared by the HTTP server
// (scripts/serve.mjs), which resolves it from the socket, and the app (lib/server/request-context.ts),
// which reads what the server resolved. Plain JavaScript so that `node scripts/serve.mjs` runs it as is.
import { isIPv4, isIPv6 } from "node:net";

/** What is wrong with a TRUSTED_PROXY_COUNT that parseTrustedProxyCount refuses. */
export const TRUSTED_PROXY_COUNT_MESSAGE = "TRUSTED_PROXY_COUNT must be a whole number of proxies (0, 1, 2, ...)";

/**
 * TRUSTED_PROXY_COUNT as a number of proxies, the one reading of it: by lib/env.ts (the app's
 * configuration) and scripts/next-server.mjs (the server, which starts before the app). Unset or
 * blank is 0; anything but one or two digits (spaces around them aside) is null, which stops
 * start-up with TRUSTED_PROXY_COUNT_MESSAGE.
 *
 * @param {string | undefined} value
 * @returns {number | null}
 */
export function parseTrustedProxyCount(value) {
  const text = (value ?? "").trim() || "0";
  return /^\d{1,2}$/.test(text) ? Number(text) : null;
}

/**
 * The address of the client from the socket's peer address and the X-Forwarded-For header, with
 * `trustedProxies` reverse proxies in front of the server (TRUSTED_PROXY_COUNT).
 *
 * The hops are the header's entries followed by the socket's address; each trusted proxy appended
 * the address it was connected from, so the client is the hop `trustedProxies` from the right:
 * with no proxy the socket's own address (the header is whatever the client wrote), with one the
 * entry that proxy appended. A chain shorter than that (the request skipped a proxy) gives its
 * left-most hop, which the first proxy on its path wrote. An entry that is not an IP address
 * gives "unknown" (one shared bucket) rather than text a proxy did not mean as an address.
 *
 * @param {string | undefined} socketAddress
 * @param {string | readonly string[] | undefined} forwardedFor
 * @param {number} trustedProxies
 * @returns {string}
 */
export function resolveClientAddress(socketAddress, forwardedFor, trustedProxies) {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const proxies = Number.isInteger(trustedProxies) && trustedProxies > 0 ? trustedProxies : 0;
  // Entries the client could have written are never looked at: only the last `proxies` of them.
  const entries =
    proxies === 0
      ? []
      : header
          .split(",")
          .map((entry) => entry.trim())
          .filter((entry) => entry !== "")
          .slice(-proxies);
  const hops = [...entries, socketAddress ?? ""];
  const hop = hops[Math.max(0, hops.length - 1 - proxies)] ?? "";
  return normalizeAddress(hop) ?? "unknown";
}

/**
 * `address` as one canonical IP address, or null when it is not one: a port or brackets dropped
 * ("203.0.113.5:41234", "[2001:db8::1]:443"), an IPv4-mapped IPv6 address as its IPv4 address
 * (a dual-stack socket reports IPv4 clients so), IPv6 in its compressed lower-case form.
 *
 * @param {string} address
 * @returns {string | null}
 */
export function normalizeAddress(address) {
  let text = address.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1] ?? "";
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  text = text.replace(/%.*$/, ""); // a zone index ("fe80::1%eth0") names an interface, not a host
  if (isIPv4(text)) return text;
  if (!isIPv6(text)) return null;
  const groups = ipv6Groups(text);
  const mapped = groups.slice(0, 6).join(",") === "0,0,0,0,0,65535";
  if (mapped) return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".");
  return compressIpv6(groups);
}

/**
 * The rate-limit subject of a normalized address: an IPv4 address itself, an IPv6 address as its
 * /64 network ("2001:db8:1:2::/64"), since one subscriber is given a whole /64 and can use any
 * address in it. Anything else (e.g. "unknown") is returned as is.
 *
 * @param {string} address
 * @returns {string}
 */
export function addressSubject(address) {
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  return `${compressIpv6([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
}

/**
 * The eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail included).
 *
 * @param {string} address
 * @returns {number[]}
 */
function ipv6Groups(address) {
  let text = address.toLowerCase();
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail && tail[1]) {
    const [a, b, c, d] = tail[1].split(".").map(Number);
    text = `${text.slice(0, tail.index)}${(((a ?? 0) << 8) | (b ?? 0)).toString(16)}:${(((c ?? 0) << 8) | (d ?? 0)).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = rest === undefined || rest === "" ? [] : rest.split(":");
  const zeros = rest === undefined ? [] : new Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

/**
 * RFC 5952 text of eight groups: lower case, the longest run of two or more zero groups as "::".
 *
 * @param {number[]} groups
 * @returns {string}
 */
function compressIpv6(groups) {
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8;) {
    let end = start;
    while (end < 8 && groups[end] === 0) end++;
    if (end - start > bestLength) {
      bestStart = start;
      bestLength = end - start;
    }
    start = end === start ? start + 1 : end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart === -1) return hex.join(":");
  return `${hex.slice(0, bestStart).join(":")}::${hex.slice(bestStart + bestLength).join(":")}`;
}
