import { scenarioInArea } from "./scenario-area";
import type { ScenarioValues } from "./scenario-values";

const california: ScenarioValues = {
  calcType: "conventional",
  price: "500000",
  downPayment: "100000",
  rate: "6.5",
  term: "360",
  creditScore: "740",
  state: "CA",
  county: "",
  isVeteran: "",
};
const florida = {
  state: "FL",
  counties: [
    { name: "Miami-Dade County", state: "FL" },
    { name: "Broward County", state: "FL" },
  ],
};

describe("scenarioInArea", () => {
  it("moves a scenario in another state to the agent's state and first county", () => {
    expect(scenarioInArea(california, florida)).toEqual({ ...california, state: "FL", county: "Miami-Dade County" });
  });

  it("keeps a scenario already in a state the agent serves, county and all", () => {
    const broward = { ...california, state: "FL", county: "Broward County" };
    expect(scenarioInArea(broward, florida)).toBe(broward);
  });

  it("counts a neighbouring state the agent's counties reach as served", () => {
    const area = { state: "NY", counties: [{ name: "Bergen County", state: "NJ" }] };
    const jersey = { ...california, state: "NJ", county: "" };
    expect(scenarioInArea(jersey, area)).toBe(jersey);
    expect(scenarioInArea(california, area)).toEqual({ ...california, state: "NY", county: "" });
  });
});
