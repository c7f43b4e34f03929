import { parseEnv, REQUIRED_PUBLIC_VARIABLES, SERVER_VARIABLES } from "../env";
import { SENTINEL_BUILD_ID, secretVariables, sentinelBuildEnv, sentinelToken } from "./secret-sentinels";

const localProductionBuild = {
  ...Object.fromEntries(Object.keys(REQUIRED_PUBLIC_VARIABLES).map((key) => [key, "off"])),
  NEXT_PUBLIC_IS_PRODUCTION: "false",
  NODE_ENV: "production",
  SITE_URL: "http://localhost:3000",
  AUTH_SECRET: "x".repeat(40),
  SMTP_URL: "off",
};

describe("secret sentinels", () => {
  it("covers every server variable marked secret, and the obvious ones are marked", () => {
    expect(secretVariables()).toEqual(Object.entries(SERVER_VARIABLES).flatMap(([name, spec]) => (spec.secret ? [name] : [])));
    expect(secretVariables()).toEqual(
      expect.arrayContaining([
        "AUTH_SECRET",
        "DATABASE_URL",
        "SMTP_URL",
        "STRIPE_SECRET_KEY",
        "STRIPE_WEBHOOK_SECRET",
        "EMAIL_MARKETING_API_KEY",
        "FRED_API_KEY",
        "LISTINGS_FEED_TOKEN",
      ]),
    );
  });

  it("is a configuration the production build accepts, with each secret's token in its parsed value", () => {
    const env = parseEnv({ ...localProductionBuild, ...sentinelBuildEnv() });
    for (const name of secretVariables()) expect(String(env[name])).toContain(sentinelToken(name));
  });

  it("gives distinct tokens that no token contains another of (a finding names one variable)", () => {
    const tokens = [...secretVariables().map(sentinelToken), SENTINEL_BUILD_ID];
    for (const token of tokens) expect(tokens.filter((other) => other.includes(token))).toEqual([token]);
  });
});
