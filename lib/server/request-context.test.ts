import { clientIpFrom, requestInfoFrom } from "@/lib/server/request-context";

describe("clientIpFrom", () => {
  const chain = { "x-forwarded-for": "203.0.113.5, 198.51.100.7, 10.0.0.2" };
  test.each([
    // No proxy, or one: the right-most entry (the socket's, or the one proxy's view of the client).
    [chain, 0, "10.0.0.2"],
    [chain, 1, "10.0.0.2"],
    // Two proxies: the first appended the client, the second appended the first.
    [chain, 2, "198.51.100.7"],
    [chain, 3, "203.0.113.5"],
    // Fewer entries than proxies: the left-most, never an index outside the list.
    [chain, 9, "203.0.113.5"],
    [{ "x-forwarded-for": " 2001:db8::1 " }, 0, "2001:db8::1"],
    [{ "x-forwarded-for": "forged, , 198.51.100.4," }, 1, "198.51.100.4"],
    [{ "x-forwarded-for": "" }, 0, "unknown"],
    // x-real-ip is whatever the client says unless a proxy rewrites it: never read.
    [{ "x-real-ip": "198.51.100.4" }, 0, "unknown"],
    [{}, 2, "unknown"],
  ])("%j through %i trusted proxies → %s", (headers, trustedProxies, expected) => {
    expect(clientIpFrom(new Headers(headers), trustedProxies)).toBe(expected);
  });

  test("a forged left-most entry never becomes the client IP", () => {
    const headers = new Headers({ "x-forwarded-for": "1.2.3.4, 198.51.100.9" });
    expect(clientIpFrom(headers, 1)).toBe("198.51.100.9");
  });

  test("reads TRUSTED_PROXY_COUNT from the server configuration by default (0)", () => {
    expect(clientIpFrom(new Headers({ "x-forwarded-for": "1.2.3.4, 198.51.100.9" }))).toBe("198.51.100.9");
  });
});

describe("requestInfoFrom", () => {
  test("keeps a well-formed incoming x-request-id and replaces a malformed one", () => {
    const kept = requestInfoFrom(new Request("http://x/", { headers: { "x-request-id": "abc-123-def-456" } }));
    expect(kept.requestId).toBe("abc-123-def-456");
    const replaced = requestInfoFrom(new Request("http://x/", { headers: { "x-request-id": "<script>" } }));
    expect(replaced.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
