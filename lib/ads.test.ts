/**
 * @jest-environment jsdom
 */
import { adConsentCookie, adScriptUrl, adsConfigFromEnv, adsEnabled, adsPrepaintScript } from "./ads";

const configured = { NEXT_PUBLIC_AD_CLIENT_ID: "ca-pub-1234567890123456", NEXT_PUBLIC_AD_COOKIE_NAME: "hmh_ads_consent" };

describe("ads configuration", () => {
  it("is complete only with both the client id and the cookie name", () => {
    expect(adsConfigFromEnv(configured)).toEqual({ clientId: "ca-pub-1234567890123456", cookieName: "hmh_ads_consent" });
    expect(adsConfigFromEnv({})).toBeNull();
    expect(adsConfigFromEnv({ ...configured, NEXT_PUBLIC_AD_CLIENT_ID: "off" })).toBeNull();
    expect(adsConfigFromEnv({ ...configured, NEXT_PUBLIC_AD_COOKIE_NAME: "off" })).toBeNull();
    expect(adsConfigFromEnv({ ...configured, NEXT_PUBLIC_AD_COOKIE_NAME: " " })).toBeNull();
  });
  it("refuses malformed values rather than putting them in a URL or a cookie", () => {
    expect(adsConfigFromEnv({ ...configured, NEXT_PUBLIC_AD_CLIENT_ID: "ca-pub-12&x=<script>" })).toBeNull();
    expect(adsConfigFromEnv({ ...configured, NEXT_PUBLIC_AD_COOKIE_NAME: "a=b; Domain=evil" })).toBeNull();
  });
  it("takes the optional ad unit id when it is digits", () => {
    expect(adsConfigFromEnv({ ...configured, NEXT_PUBLIC_AD_SLOT_ID: "1234567890" })?.slotId).toBe("1234567890");
    expect(adsConfigFromEnv({ ...configured, NEXT_PUBLIC_AD_SLOT_ID: "abc" })?.slotId).toBeUndefined();
  });
});

describe("adsEnabled", () => {
  const config = adsConfigFromEnv(configured);
  it.each([
    [null, true, false],
    [null, null, false],
    [config, null, false],
    [config, false, false],
    [config, true, true],
  ] as const)("config %p, consent %p → %p", (adsConfig, consent, expected) => {
    expect(adsEnabled({ config: adsConfig, consent })).toBe(expected);
  });
});

describe("ad script and consent", () => {
  it("builds the ad script URL on the ad host", () => {
    expect(adScriptUrl("ca-pub-1234567890123456")).toBe("https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890123456");
  });
  it("writes the consent cookie for the whole site", () => {
    expect(adConsentCookie("hmh_ads_consent", true, true)).toBe("hmh_ads_consent=1; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
    expect(adConsentCookie("hmh_ads_consent", false, false)).toBe("hmh_ads_consent=0; Path=/; Max-Age=31536000; SameSite=Lax");
  });
  it("marks <html> before paint only when consent is stored as true", () => {
    const run = (stored: string | null) => {
      document.documentElement.removeAttribute("data-ads");
      if (stored === null) localStorage.removeItem("hmh:consent");
      else localStorage.setItem("hmh:consent", stored);
      new Function(adsPrepaintScript("hmh:consent"))();
      return document.documentElement.getAttribute("data-ads");
    };
    expect(run("true")).toBe("on");
    expect(run("false")).toBeNull();
    expect(run(null)).toBeNull();
  });
});
