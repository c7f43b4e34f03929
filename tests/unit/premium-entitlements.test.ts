import { parseEnv } from "@/lib/env";
import { planFromMembership, requireScenarioRoom, widgetLimit, mayHideWidgetBranding, PLAN_ALLOWANCES } from "@/lib/server/entitlements";

describe("entitlements", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  const future = new Date("2026-12-26T12:00:00Z");
  const past = new Date("2026-11-25T12:00:00Z");
  it("grants premium for a current active, trialing or past_due subscription only", () => {
    expect(planFromMembership(null, now)).toBe("free");
    expect(planFromMembership({ status: "active", currentPeriodEnd: future }, now)).toBe("premium");
    expect(planFromMembership({ status: "trialing", currentPeriodEnd: future }, now)).toBe("premium");
    expect(planFromMembership({ status: "past_due", currentPeriodEnd: future }, now)).toBe("premium");
    for (const status of ["canceled", "unpaid", "incomplete", "incomplete_expired", "paused"]) {
      expect(planFromMembership({ status, currentPeriodEnd: future }, now)).toBe("free");
    }
    expect(planFromMembership({ status: "active", currentPeriodEnd: past }, now)).toBe("free");
  });
  it("has the issue's allowances", () => {
    expect(PLAN_ALLOWANCES.free.savedScenarios).toBe(3);
    expect(PLAN_ALLOWANCES.premium.savedScenarios).toBeNull();
    expect(PLAN_ALLOWANCES.premium.comparisonScenarios).toBe(4);
    expect([widgetLimit("free"), widgetLimit("premium")]).toEqual([3, 25]);
    expect([mayHideWidgetBranding("free"), mayHideWidgetBranding("premium")]).toEqual([false, true]);
    expect(() => requireScenarioRoom("free", 2)).not.toThrow();
    expect(() => requireScenarioRoom("free", 3)).toThrow(/3 saved scenarios.*\/premium\//);
    expect(() => requireScenarioRoom("premium", 10_000)).not.toThrow();
  });
});

describe("Stripe configuration", () => {
  const base = { NODE_ENV: "test" };
  it("is off by default and takes all three variables together", () => {
    expect(parseEnv(base).STRIPE_SECRET_KEY).toBe("off");
    const on = parseEnv({ ...base, STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc", STRIPE_PRICE_ID: "price_abc" });
    expect(on.STRIPE_PRICE_ID).toBe("price_abc");
    expect(() => parseEnv({ ...base, STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(/go together/);
    expect(() => parseEnv({ ...base, STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" })).toThrow(/go together/);
    expect(() => parseEnv({ ...base, STRIPE_SECRET_KEY: "pk_test_abc" })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => parseEnv({ ...base, PREMIUM_PRICE_MONTHLY: "nine" })).toThrow(/PREMIUM_PRICE_MONTHLY/);
    expect(parseEnv({ ...base, PREMIUM_PRICE_MONTHLY: "9.99" }).PREMIUM_PRICE_MONTHLY).toBe(9.99);
  });
});
