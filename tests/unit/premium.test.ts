/**
 * @jest-environment jsdom
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import { scenarioFromLink } from "@/components/premium/save-scenario-form";
import { adsConfigFromEnv, adsEnabled, adsPrepaintScript } from "@/lib/ads";
import { isAdFreeHint, storePlanHint, PLAN_HINT_KEY } from "@/lib/premium/plan-hint";

describe("ads follow the plan", () => {
  const config = adsConfigFromEnv({ NEXT_PUBLIC_AD_CLIENT_ID: "ca-pub-1234567890123456", NEXT_PUBLIC_AD_COOKIE_NAME: "ads_ok" });
  beforeEach(() => localStorage.clear());
  it("never shows ads to an ad-free visitor", () => {
    expect(adsEnabled({ config, consent: true })).toBe(true);
    expect(adsEnabled({ config, consent: true, adFree: true })).toBe(false);
  });
  it("the prepaint script leaves the slots hidden for a stored premium session", () => {
    const run = () => {
      document.documentElement.removeAttribute("data-ads");
      new Function(adsPrepaintScript("hmh:consent"))();
      return document.documentElement.getAttribute("data-ads");
    };
    localStorage.setItem("hmh:consent", "true");
    expect(run()).toBe("on");
    storePlanHint(true);
    // A hint without a session does not count (signed out: ads follow consent).
    expect(isAdFreeHint()).toBe(false);
    expect(run()).toBe("on");
    localStorage.setItem("refreshToken", "r");
    expect(isAdFreeHint()).toBe(true);
    expect(run()).toBeNull();
    localStorage.setItem(PLAN_HINT_KEY, "not json");
    expect(run()).toBe("on");
  });
});

describe("save scenario leaf", () => {
  it("reads the calculator link into saveScenario's input", () => {
    expect(scenarioFromLink("/fha-loan-calculator/?price=300000&rate=6.25")).toEqual({
      calcType: "fha-loan-calculator",
      inputs: [
        { name: "price", value: "300000" },
        { name: "rate", value: "6.25" },
      ],
    });
  });
  it("keeps Apollo and GraphQL out of the calculator's first load (the form is a dynamic import)", () => {
    const leaf = readFileSync(path.join(process.cwd(), "components/premium/save-scenario-leaf.tsx"), "utf8");
    expect(leaf).toMatch(/import\("\.\/save-scenario-form"\)/);
    for (const file of [
      "components/premium/save-scenario-leaf.tsx",
      "components/premium/save-scenario-form.tsx",
      "lib/premium/account-fetch.ts",
      "lib/premium/plan-hint.ts",
      "components/ads/ad-unit.tsx",
    ]) {
      const source = readFileSync(path.join(process.cwd(), file), "utf8");
      expect(source).not.toMatch(/from "(@apollo\/client|graphql|rxjs)/);
      expect(source).not.toMatch(/@\/lib\/apollo\/(?!refresh")/);
    }
  });
});
