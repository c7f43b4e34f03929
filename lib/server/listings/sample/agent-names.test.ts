import { SAMPLE_AGENT_LAST_NAMES, sampleAgentName, samplePhone } from "./agent-names";

describe("sample agent names", () => {
  it("differ from state to state for the same index", () => {
    const states = ["AL", "CA", "FL", "NY", "TX", "WA", "DC", "OH"];
    const names = new Set(states.map((st) => sampleAgentName(st, 1)));
    expect(names.size).toBeGreaterThanOrEqual(6);
  });

  it("are varied within a state, with evidently invented surnames", () => {
    const names = Array.from({ length: 60 }, (_, i) => sampleAgentName("FL", i + 1));
    expect(new Set(names).size).toBeGreaterThanOrEqual(55);
    const surname = new RegExp(`^\\w+( [A-Z]\\.)? (${SAMPLE_AGENT_LAST_NAMES.join("|")})$`);
    for (const name of names) expect(name).toMatch(surname);
  });

  it("are the same every time", () => {
    expect(sampleAgentName("TX", 7)).toBe(sampleAgentName("TX", 7));
  });
});

describe("sample phone numbers", () => {
  it("are (NPA) 555-01XX: a valid area code and the exchange reserved for fiction", () => {
    for (let i = 0; i < 200; i += 1) {
      const phone = samplePhone("CA", i);
      expect(phone).toMatch(/^\([2-9][0-8]\d\) 555-01\d\d$/);
      expect(phone.slice(2, 4)).not.toBe("11");
    }
  });
});
