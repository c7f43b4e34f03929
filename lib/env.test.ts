import { parseEnv, parseNodeEnv, REQUIRED_PUBLIC_VARIABLES } from "./env";

const allPublicOff = Object.fromEntries(Object.keys(REQUIRED_PUBLIC_VARIABLES).map((key) => [key, "off"])) as Record<
  keyof typeof REQUIRED_PUBLIC_VARIABLES,
  string
>;
const production = {
  ...allPublicOff,
  NEXT_PUBLIC_IS_PRODUCTION: "true",
  NODE_ENV: "production",
  SITE_URL: "https://howmuchhome.example",
  AUTH_SECRET: "x".repeat(40),
  SMTP_URL: "off",
};

describe("NODE_ENV", () => {
  it.each(["production", "test", "development"])("accepts %s", (value) => {
    expect(parseNodeEnv(value)).toBe(value);
  });
  it.each(["staging", "", "PRODUCTION"])("rejects %p with the exact message", (value) => {
    expect(() => parseEnv({ ...production, NODE_ENV: value })).toThrow(`Invalid NODE_ENV: ${value}`);
  });
  it("rejects a missing NODE_ENV", () => {
    expect(() => parseEnv({})).toThrow("Invalid NODE_ENV: ");
  });
});

describe("required public variables", () => {
  it("names every missing variable in production", () => {
    const { NEXT_PUBLIC_GTM_ID: _gtm, NEXT_PUBLIC_MAPS_API_KEY: _maps, ...rest } = production;
    expect(() => parseEnv(rest)).toThrow("Missing required public environment variables: NEXT_PUBLIC_GTM_ID, NEXT_PUBLIC_MAPS_API_KEY");
  });
  it("treats a blank value as missing", () => {
    expect(() => parseEnv({ ...production, NEXT_PUBLIC_IMAGE_URL: "  " })).toThrow("Missing required public environment variables: NEXT_PUBLIC_IMAGE_URL");
  });
  it("lists all fourteen when none is set", () => {
    const { NODE_ENV, SITE_URL, AUTH_SECRET, SMTP_URL } = production;
    expect(() => parseEnv({ NODE_ENV, SITE_URL, AUTH_SECRET, SMTP_URL })).toThrow(
      `Missing required public environment variables: ${Object.keys(REQUIRED_PUBLIC_VARIABLES).join(", ")}`,
    );
  });
  it("accepts `off` for every integration", () => {
    expect(parseEnv(production).NEXT_PUBLIC_GA_MEASUREMENT_ID).toBe("off");
  });
  it("is skipped in test mode", () => {
    expect(() => parseEnv({ NODE_ENV: "test" })).not.toThrow();
  });
  it("rejects a proxy URL that is not a URL", () => {
    expect(() => parseEnv({ ...production, NEXT_PUBLIC_GRAPHQL_PROXY_URL: "not a url" })).toThrow(/NEXT_PUBLIC_GRAPHQL_PROXY_URL/);
  });
  it("rejects a production flag other than true/false", () => {
    expect(() => parseEnv({ ...production, NEXT_PUBLIC_IS_PRODUCTION: "yes" })).toThrow(/NEXT_PUBLIC_IS_PRODUCTION/);
  });
});

describe("server variables", () => {
  it("requires SITE_URL, AUTH_SECRET and SMTP_URL in production", () => {
    const { SITE_URL: _s, AUTH_SECRET: _a, SMTP_URL: _m, ...rest } = production;
    expect(() => parseEnv(rest)).toThrow("Missing required server environment variables: SITE_URL, AUTH_SECRET, SMTP_URL");
  });
  it("rejects a short auth secret", () => {
    expect(() => parseEnv({ ...production, AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET must be at least 32 characters/);
  });
  it("rejects a DATABASE_URL that is not PostgreSQL", () => {
    expect(() => parseEnv({ ...production, DATABASE_URL: "mysql://localhost/db" })).toThrow(/postgres/);
  });
  it("defaults to the embedded database and the outbox in development", () => {
    const env = parseEnv({ NODE_ENV: "development" });
    expect(env).toMatchObject({ DATABASE_URL: "", DATA_DIR: "./.data", SMTP_URL: "off", SITE_URL: "http://localhost:3000" });
  });
  it("FRED: off by default, every series (the eight mortgage rates and the 30-day Average SOFR), the public API", () => {
    const env = parseEnv({ NODE_ENV: "development" });
    expect(env).toMatchObject({ FRED_API_KEY: "off", FRED_API_URL: "https://api.stlouisfed.org" });
    expect(env.FRED_SERIES).toHaveLength(9);
    expect(env.FRED_SERIES.at(-1)).toBe("SOFR30DAYAVG");
  });
  it("FRED_SERIES: a trimmed, de-duplicated list of known series; an unknown id stops start-up", () => {
    expect(parseEnv({ NODE_ENV: "development", FRED_SERIES: " OBMMIC30YF, MORTGAGE30US,OBMMIC30YF" }).FRED_SERIES).toEqual(["OBMMIC30YF", "MORTGAGE30US"]);
    // The index series is chosen the same way, alone or with the rates.
    expect(parseEnv({ NODE_ENV: "development", FRED_SERIES: "SOFR30DAYAVG" }).FRED_SERIES).toEqual(["SOFR30DAYAVG"]);
    expect(() => parseEnv({ NODE_ENV: "development", FRED_SERIES: "SOFR" })).toThrow(/FRED_SERIES: SOFR is not a series the site uses \(.*SOFR30DAYAVG\)/);
    expect(() => parseEnv({ NODE_ENV: "development", FRED_SERIES: "OBMMIC30YF,DGS10" })).toThrow(/FRED_SERIES: DGS10 is not a series the site uses/);
    expect(() => parseEnv({ NODE_ENV: "development", FRED_API_URL: "ftp://fred.example" })).toThrow(/FRED_API_URL must be an http\(s\) URL/);
  });
  it("TRUSTED_PROXY_COUNT: 0 by default, a whole number of proxies, anything else stops start-up", () => {
    expect(parseEnv(production).TRUSTED_PROXY_COUNT).toBe(0);
    expect(parseEnv({ ...production, TRUSTED_PROXY_COUNT: " 2 " }).TRUSTED_PROXY_COUNT).toBe(2);
    for (const bad of ["-1", "1.5", "one", "100", "0x1"]) {
      expect(() => parseEnv({ ...production, TRUSTED_PROXY_COUNT: bad })).toThrow(/TRUSTED_PROXY_COUNT must be a whole number of proxies/);
    }
  });
});

describe("contact and newsletter variables", () => {
  it("defaults: contact@localhost, the newsletter in the database, the public ConvertKit origin", () => {
    expect(parseEnv({ NODE_ENV: "test" })).toMatchObject({
      CONTACT_EMAIL: "contact@localhost",
      EMAIL_MARKETING_API_KEY: "off",
      EMAIL_MARKETING_API_URL: "https://api.convertkit.com",
      NEXT_PUBLIC_EMAIL_MARKETING_API_VERSION: "off",
      NEXT_PUBLIC_EMAIL_MARKETING_FORM_ID: "off",
    });
  });
  it("requires CONTACT_EMAIL in production when mail is on", () => {
    expect(() => parseEnv({ ...production, SMTP_URL: "smtp://mail.example:587", LEADS_EMAIL: "leads@example.com" })).toThrow(
      "Missing required server environment variables: CONTACT_EMAIL (contact messages are emailed to it when SMTP_URL is set)",
    );
    expect(() => parseEnv({ ...production, CONTACT_EMAIL: "hello" })).toThrow(/CONTACT_EMAIL must be an email address/);
  });
  it("reads the service's version and form id in every mode (tests too), with the key from the server variable", () => {
    const env = parseEnv({
      NODE_ENV: "test",
      EMAIL_MARKETING_API_KEY: "k",
      NEXT_PUBLIC_EMAIL_MARKETING_API_VERSION: "v3",
      NEXT_PUBLIC_EMAIL_MARKETING_FORM_ID: "5127",
    });
    expect(env).toMatchObject({ EMAIL_MARKETING_API_KEY: "k", NEXT_PUBLIC_EMAIL_MARKETING_API_VERSION: "v3", NEXT_PUBLIC_EMAIL_MARKETING_FORM_ID: "5127" });
  });
  it("takes the public key name when the server name is off (used by the server only)", () => {
    const env = parseEnv({
      NODE_ENV: "test",
      NEXT_PUBLIC_EMAIL_MARKETING_API_KEY: "pk",
      NEXT_PUBLIC_EMAIL_MARKETING_API_VERSION: "v3",
      NEXT_PUBLIC_EMAIL_MARKETING_FORM_ID: "5127",
    });
    expect(env.EMAIL_MARKETING_API_KEY).toBe("pk");
    expect(
      parseEnv({
        NODE_ENV: "test",
        EMAIL_MARKETING_API_KEY: "sk",
        NEXT_PUBLIC_EMAIL_MARKETING_API_KEY: "pk",
        NEXT_PUBLIC_EMAIL_MARKETING_API_VERSION: "v3",
        NEXT_PUBLIC_EMAIL_MARKETING_FORM_ID: "5127",
      }).EMAIL_MARKETING_API_KEY,
    ).toBe("sk");
  });

  it("wants key, version and form id together, version v3 and a numeric form id", () => {
    expect(() => parseEnv({ NODE_ENV: "test", EMAIL_MARKETING_API_KEY: "k" })).toThrow(/go together/);
    expect(() => parseEnv({ NODE_ENV: "test", NEXT_PUBLIC_EMAIL_MARKETING_API_VERSION: "v4" })).toThrow(/must be v3/);
    expect(() => parseEnv({ NODE_ENV: "test", NEXT_PUBLIC_EMAIL_MARKETING_FORM_ID: "abc" })).toThrow(/form's number/);
  });
});
