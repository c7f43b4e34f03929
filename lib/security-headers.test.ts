import { contentSecurityPolicy, securityHeaders } from "./security-headers";

const base = { isProduction: true, isDevelopment: false };

describe("security headers", () => {
  it("never allows eval in production and forbids framing", () => {
    const csp = contentSecurityPolicy(base);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
  it("names no third-party host while integrations are off", () => {
    const csp = contentSecurityPolicy({ ...base, gaMeasurementId: "off", gtmId: "off", mapsApiKey: "off", graphqlProxyUrl: "off", imageUrl: "off" });
    expect(csp).not.toMatch(/https:\/\//);
  });
  it("adds only the hosts of configured integrations", () => {
    const csp = contentSecurityPolicy({
      ...base,
      gaMeasurementId: "G-TEST",
      graphqlProxyUrl: "https://api.example.com/graphql",
      imageUrl: "https://img.example.com/x",
    });
    expect(csp).toContain("https://www.googletagmanager.com");
    expect(csp).toContain("connect-src 'self' https://*.google-analytics.com");
    expect(csp).toContain("https://api.example.com");
    expect(csp).toMatch(/img-src 'self' data: blob: [^;]*https:\/\/img\.example\.com/);
    expect(csp).not.toContain("maps.googleapis.com");
  });
  it("lets the listings map's tiles in as images only when a maps key is set", () => {
    expect(contentSecurityPolicy({ ...base, mapsApiKey: "off" })).not.toContain("maptiler");
    const csp = contentSecurityPolicy({ ...base, mapsApiKey: "k123" });
    expect(csp).toMatch(/img-src [^;]*https:\/\/api\.maptiler\.com/);
    expect(csp).not.toMatch(/(script|connect)-src [^;]*maptiler/);
    expect(contentSecurityPolicy({ ...base, mapsApiKey: "k123", mapsTileUrl: "http://127.0.0.1:4010/{z}/{x}/{y}.png?key={key}" })).toMatch(
      /img-src [^;]*http:\/\/127\.0\.0\.1:4010/,
    );
  });
  it("allows the ad hosts only with a complete ad configuration", () => {
    const ads = { adClientId: "ca-pub-1234567890123456", adCookieName: "hmh_ads_consent" };
    const on = contentSecurityPolicy({ ...base, ...ads });
    expect(on).toMatch(/script-src [^;]*https:\/\/pagead2\.googlesyndication\.com/);
    expect(on).toMatch(/frame-src [^;]*https:\/\/googleads\.g\.doubleclick\.net/);
    for (const off of [{}, { ...ads, adClientId: "off" }, { ...ads, adCookieName: "off" }, { adClientId: ads.adClientId }]) {
      const csp = contentSecurityPolicy({ ...base, ...off });
      expect(csp).not.toMatch(/googlesyndication|doubleclick/);
      expect(csp).toContain("frame-src 'none'");
    }
  });
  it("sends HSTS only in production", () => {
    expect(securityHeaders(base).map((h) => h.key)).toContain("Strict-Transport-Security");
    expect(securityHeaders({ isProduction: false, isDevelopment: true }).map((h) => h.key)).not.toContain("Strict-Transport-Security");
  });
  it("lets an embeddable route name its frame ancestors", () => {
    const headers = securityHeaders(base, "*");
    expect(headers.find((h) => h.key === "Content-Security-Policy")?.value).toContain("frame-ancestors *");
    expect(headers.map((h) => h.key)).not.toContain("X-Frame-Options");
  });
});

describe("widget framing", () => {
  it("lets a page frame the given sources and keeps frame-src 'none' otherwise", () => {
    const base = { isProduction: true, isDevelopment: false };
    expect(contentSecurityPolicy(base)).toContain("frame-src 'none'");
    expect(contentSecurityPolicy(base, "'none'", ["'self'"])).toContain("frame-src 'self'");
    const framed = securityHeaders(base, "'self' https://example.com");
    expect(framed.find((h) => h.key === "Content-Security-Policy")!.value).toContain("frame-ancestors 'self' https://example.com");
    expect(framed.map((h) => h.key)).not.toContain("X-Frame-Options");
  });
});
