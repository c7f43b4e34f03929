import { clientIpFrom, requestInfoFrom } from "@/lib/server/request-context";

describe("clientIpFrom", () => {
  test.each([
    // The HTTP server (scripts/serve.mjs) leaves one entry, the address it resolved; under
    // `next dev` Next writes the socket's address when the client sent none.
    [{ "x-forwarded-for": "203.0.113.5" }, "203.0.113.5"],
    [{ "x-forwarded-for": "203.0.113.5, 10.0.0.2" }, "10.0.0.2"],
    [{ "x-forwarded-for": " ::ffff:198.51.100.4 " }, "198.51.100.4"],
    // A user holds a whole IPv6 /64: it is one client.
    [{ "x-forwarded-for": "2001:db8:1:2:aaaa:bbbb:cccc:dddd" }, "2001:db8:1:2::/64"],
    [{ "x-forwarded-for": "2001:db8:1:2::9" }, "2001:db8:1:2::/64"],
    [{ "x-forwarded-for": "not-an-address" }, "unknown"],
    [{ "x-forwarded-for": "" }, "unknown"],
    // x-real-ip is whatever the client says unless a proxy rewrites it: never read.
    [{ "x-real-ip": "198.51.100.4" }, "unknown"],
    [{}, "unknown"],
  ])("%j → %s", (headers, expected) => {
    expect(clientIpFrom(new Headers(headers))).toBe(expected);
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
