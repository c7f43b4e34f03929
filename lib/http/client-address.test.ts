import { addressSubject, normalizeAddress, parseTrustedProxyCount, resolveClientAddress } from "@/lib/http/client-address.mjs";

describe("resolveClientAddress", () => {
  const chain = "203.0.113.5, 198.51.100.7, 10.0.0.2";
  test.each([
    // No proxy: the socket's address, whatever the client wrote in the header.
    ["10.0.0.9", chain, 0, "10.0.0.9"],
    ["10.0.0.9", "1.2.3.4", 0, "10.0.0.9"],
    ["10.0.0.9", undefined, 0, "10.0.0.9"],
    // One proxy (the socket's peer): the entry it appended, the right-most.
    ["10.0.0.9", chain, 1, "10.0.0.2"],
    // Two: the first proxy appended the client, the second appended the first.
    ["10.0.0.9", chain, 2, "198.51.100.7"],
    ["10.0.0.9", chain, 3, "203.0.113.5"],
    // A chain shorter than the proxies (one was skipped): its left-most hop, written by a proxy.
    ["10.0.0.9", chain, 9, "203.0.113.5"],
    ["10.0.0.9", undefined, 2, "10.0.0.9"],
    ["10.0.0.9", "", 1, "10.0.0.9"],
    ["10.0.0.9", "198.51.100.4", 2, "198.51.100.4"],
    // Empty entries are skipped; a header sent twice counts as one list.
    ["10.0.0.9", "forged, , 198.51.100.4,", 1, "198.51.100.4"],
    ["10.0.0.9", ["forged", "198.51.100.4"], 1, "198.51.100.4"],
    // Sockets of a dual-stack server, and proxies that add a port.
    ["::ffff:127.0.0.1", undefined, 0, "127.0.0.1"],
    ["::ffff:7f00:1", undefined, 0, "127.0.0.1"],
    ["10.0.0.9", "203.0.113.5:41234", 1, "203.0.113.5"],
    ["10.0.0.9", "[2001:DB8::1]:443", 1, "2001:db8::1"],
    // What a proxy wrote is not an address: one shared bucket, not text chosen by someone.
    ["10.0.0.9", "1.2.3.4, not-an-ip", 1, "unknown"],
    [undefined, undefined, 0, "unknown"],
  ] as const)("socket %s, x-forwarded-for %j, %i trusted proxies → %s", (socket, header, proxies, expected) => {
    expect(resolveClientAddress(socket, header, proxies)).toBe(expected);
  });

  test("a client cannot choose its address by writing more entries than there are proxies", () => {
    for (const forged of ["6.6.6.6", "6.6.6.6, 7.7.7.7", "6.6.6.6, 7.7.7.7, 8.8.8.8, 9.9.9.9"]) {
      // One proxy appended "198.51.100.20" (the client's socket) to what the client sent.
      expect(resolveClientAddress("10.0.0.2", `${forged}, 198.51.100.20`, 1)).toBe("198.51.100.20");
      expect(resolveClientAddress("10.0.0.2", forged, 0)).toBe("10.0.0.2");
    }
  });
});

describe("normalizeAddress", () => {
  test.each([
    ["203.0.113.5", "203.0.113.5"],
    ["::ffff:203.0.113.5", "203.0.113.5"],
    ["2001:0DB8:0000:0000:0000:0000:0000:0001", "2001:db8::1"],
    ["2001:db8:0:0:1:0:0:1", "2001:db8::1:0:0:1"],
    ["fe80::1%eth0", "fe80::1"],
    ["::1", "::1"],
    ["unknown", null],
    ["1.2.3", null],
    ["", null],
  ])("%s → %s", (input, expected) => {
    expect(normalizeAddress(input)).toBe(expected);
  });
});

describe("addressSubject", () => {
  test("IPv6 addresses of one /64 share a subject; another /64 is another", () => {
    const subject = addressSubject("2001:db8:1:2:aaaa:bbbb:cccc:dddd");
    expect(subject).toBe("2001:db8:1:2::/64");
    expect(addressSubject("2001:db8:1:2::1")).toBe(subject);
    expect(addressSubject("2001:db8:1:3::1")).not.toBe(subject);
    expect(addressSubject("::1")).toBe("::/64");
  });

  test("IPv4 addresses and 'unknown' are their own subject", () => {
    expect(addressSubject("203.0.113.5")).toBe("203.0.113.5");
    expect(addressSubject("unknown")).toBe("unknown");
  });
});

describe("parseTrustedProxyCount", () => {
  it("reads one or two digits, unset or blank as 0, and refuses anything else", () => {
    expect(parseTrustedProxyCount(undefined)).toBe(0);
    expect(parseTrustedProxyCount("  ")).toBe(0);
    expect(parseTrustedProxyCount(" 2 ")).toBe(2);
    expect(parseTrustedProxyCount("12")).toBe(12);
    for (const bad of ["-1", "1.5", "one", "100", "0x1"]) expect(parseTrustedProxyCount(bad)).toBeNull();
  });
});
