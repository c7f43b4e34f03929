import { clientIpFrom, requestInfoFrom } from "@/lib/server/request-context";

describe("clientIpFrom", () => {
  test.each([
    [{ "x-forwarded-for": "203.0.113.5, 10.0.0.1, 10.0.0.2" }, "203.0.113.5"],
    [{ "x-forwarded-for": " 2001:db8::1 " }, "2001:db8::1"],
    [{ "x-real-ip": "198.51.100.4" }, "198.51.100.4"],
    [{ "x-forwarded-for": "", "x-real-ip": "198.51.100.4" }, "198.51.100.4"],
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
