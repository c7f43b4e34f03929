import { defaultSiteUrl, siteUrl } from "./site-url";

describe("siteUrl", () => {
  it("is SITE_URL when set, whatever the port", () => {
    expect(siteUrl({ SITE_URL: "https://howmuch.example", PORT: "4123" }).origin).toBe("https://howmuch.example");
  });

  it("follows the port this server listens on without SITE_URL", () => {
    expect(siteUrl({ PORT: "4123" }).origin).toBe("http://localhost:4123");
    expect(siteUrl({ SITE_URL: " ", PORT: "4123" }).origin).toBe("http://localhost:4123");
    expect(defaultSiteUrl({ PORT: "3302" })).toBe("http://localhost:3302");
  });

  it("is localhost:3000 with neither, or with a port that is not one", () => {
    expect(siteUrl({}).origin).toBe("http://localhost:3000");
    expect(siteUrl({ PORT: "http" }).origin).toBe("http://localhost:3000");
    expect(siteUrl({ SITE_URL: "not a url", PORT: "4123" }).origin).toBe("http://localhost:4123");
  });
});
