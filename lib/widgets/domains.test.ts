import { formatAllowedDomain, frameAncestorSources, originAllowed, parseAllowedDomain, parseStoredDomains, type AllowedDomain } from "./domains";

function parsed(text: string): AllowedDomain {
  const result = parseAllowedDomain(text);
  if (!result.ok) throw new Error(result.message);
  return result.domain;
}

describe("parseAllowedDomain", () => {
  it.each([
    ["example.com", "example.com"],
    ["  Example.COM  ", "example.com"],
    ["www.example.com/", "www.example.com"],
    ["*.example.com", "*.example.com"],
    ["https://blog.example.com", "https://blog.example.com"],
    ["HTTP://example.com:8080", "http://example.com:8080"],
    ["localhost:3116", "localhost:3116"],
    ["127.0.0.1:3116", "127.0.0.1:3116"],
    ["bücher.de", "xn--bcher-kva.de"],
    ["example.com.", "example.com"],
  ])("accepts %s as %s", (input, expected) => {
    expect(formatAllowedDomain(parsed(input))).toBe(expected);
  });

  it.each([
    ["", "Enter a domain name"],
    ["example.com/page", "without a path"],
    ["example.com?x=1", "without a path"],
    ["user@example.com", "without a path"],
    ["ftp://example.com", "only http:// and https://"],
    ["*", "only allowed at the start"],
    ["*.com", "top-level domain"],
    ["a.*.example.com", "only allowed at the start"],
    ["exa mple.com", "without a path"],
    ["-bad-.com", "not a valid domain"],
    ["example.com:0", "between 1 and 65535"],
    ["example.com:99999", "between 1 and 65535"],
    ["[::1]:80", "IPv6"],
    ["*.10.0.0.1", "not an IP address"],
    ["1.2.3.999", "not a valid domain"],
    [`${"a".repeat(64)}.com`, "not a valid domain"],
  ])("refuses %j with a message", (input, message) => {
    const result = parseAllowedDomain(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });
});

describe("originAllowed (the browser's frame-ancestors rules)", () => {
  const domains = parseStoredDomains(["example.com", "*.example.org", "https://secure.example.net", "localhost:3116", "http://plain.example.io:8080"]);

  it("matches an exact host on either scheme at the default port", () => {
    expect(originAllowed("https://example.com", domains)).toBe(true);
    expect(originAllowed("http://example.com", domains)).toBe(true);
    expect(originAllowed("https://www.example.com", domains)).toBe(false);
    expect(originAllowed("https://example.com.evil.test", domains)).toBe(false);
    expect(originAllowed("https://notexample.com", domains)).toBe(false);
  });

  it("matches a wildcard's subdomains at any depth, not the bare domain", () => {
    expect(originAllowed("https://blog.example.org", domains)).toBe(true);
    expect(originAllowed("https://a.b.example.org", domains)).toBe(true);
    expect(originAllowed("https://example.org", domains)).toBe(false);
    expect(originAllowed("https://evilexample.org", domains)).toBe(false);
  });

  it("checks the port: none means the scheme's default", () => {
    expect(originAllowed("https://example.com:8443", domains)).toBe(false);
    expect(originAllowed("http://localhost:3116", domains)).toBe(true);
    expect(originAllowed("http://localhost:3115", domains)).toBe(false);
    expect(originAllowed("http://localhost", domains)).toBe(false);
    expect(originAllowed("http://plain.example.io:8080", domains)).toBe(true);
    expect(originAllowed("http://plain.example.io", domains)).toBe(false);
  });

  it("checks the scheme when one is given", () => {
    expect(originAllowed("https://secure.example.net", domains)).toBe(true);
    expect(originAllowed("http://secure.example.net", domains)).toBe(false);
    expect(originAllowed("https://plain.example.io:8080", domains)).toBe(false);
    expect(originAllowed("file:///etc/passwd", domains)).toBe(false);
    expect(originAllowed("not a url", domains)).toBe(false);
  });
});

describe("frameAncestorSources", () => {
  it("spells each domain with its schemes, wildcard and port", () => {
    expect(frameAncestorSources(parseStoredDomains(["example.com", "*.example.org", "https://secure.example.net:8443"]))).toBe(
      "https://example.com http://example.com https://*.example.org http://*.example.org https://secure.example.net:8443",
    );
  });

  it("is 'none' for no domains, and never lets an injected directive through", () => {
    expect(frameAncestorSources([])).toBe("'none'");
    expect(frameAncestorSources(parseStoredDomains(["example.com; script-src *", "a.com 'unsafe-inline'"]))).toBe("'none'");
  });
});
