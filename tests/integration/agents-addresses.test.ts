// The directory's address parsing, completeness score and sample names (no database; here because the
// agents service loads jose, which this config transforms).
import { agentSearchHref, readAgentSearch } from "@/lib/server/agents/agent-search-params";
import { profileCompleteness } from "@/lib/server/agents/agent-service";
import { sampleAgentKey } from "@/lib/server/agents/sample-agents";
import { SAMPLE_AGENT_LAST_NAMES, sampleAgentName } from "@/lib/server/listings/sample/agent-names";

describe("agents directory addresses", () => {
  it("reads the filters and drops unknown values instead of failing", () => {
    const search = readAgentSearch({ zip: "78701", speciality: "fha", language: "es", name: "  Doe ", page: "3" });
    expect(search).toMatchObject({ speciality: "fha", language: "es", name: "Doe", page: 3 });
    expect(search.place).toMatchObject({ state: "TX", county: "48453", zip: "78701" });
    expect(readAgentSearch({ speciality: "<script>", language: "xx", page: "-2" })).toMatchObject({ speciality: "", language: "", page: 1 });
    expect(readAgentSearch({ page: "1e9" }).page).toBe(1);
  });

  it("writes a search back to the same address (the ZIP code stands for its place)", () => {
    const search = readAgentSearch({ zip: "78701", speciality: "va" });
    expect(agentSearchHref(search, 2)).toBe("/agents/?zip=78701&speciality=va&page=2");
    expect(agentSearchHref(readAgentSearch({ county: "17031" }))).toBe("/agents/?state=IL&county=17031");
    expect(agentSearchHref(readAgentSearch({}))).toBe("/agents/");
    const again = readAgentSearch(Object.fromEntries(new URL(agentSearchHref(search, 2), "http://x").searchParams));
    expect(again).toEqual({ ...search, page: 2 });
  });

  it("scores profile completeness out of 100", () => {
    const bare = { photo: false, bio: "", specialities: [], languages: [], phone: null, counties: ["48453"] };
    expect(profileCompleteness(bare)).toBe(20);
    expect(
      profileCompleteness({ photo: true, bio: "x".repeat(80), specialities: ["fha"], languages: ["en"], phone: "555", counties: ["48453", "48491"] }),
    ).toBe(100);
  });

  it("names sample agents like the sample listings' list agents, and evidently invented", () => {
    const surnames = SAMPLE_AGENT_LAST_NAMES.join("|");
    expect(sampleAgentName("TX", 1)).toMatch(new RegExp(`^\\w+ (${surnames})$`));
    expect(sampleAgentKey("TX", 1)).toBe("SAMPLE-AGENT-TX-01");
    expect(sampleAgentName("TX", 30)).toMatch(new RegExp(`^\\w+ [A-Z]\\. (${surnames})$`));
  });
});
