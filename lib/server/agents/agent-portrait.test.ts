import { drawAgentPortrait, parsePortraitName } from "./agent-portrait";
import { serveAgentPortrait } from "./serve-portrait";

describe("sample agents' drawn portraits", () => {
  it("accepts only <seed>.svg names", () => {
    expect(parsePortraitName("12.svg")).toBe(12);
    for (const bad of ["12.png", "../1.svg", "1234567.svg", "a.svg", ""]) expect(parsePortraitName(bad)).toBeNull();
  });

  it("draws the same SVG for a seed every time, different ones for different seeds", () => {
    expect(drawAgentPortrait(5)).toBe(drawAgentPortrait(5));
    expect(drawAgentPortrait(5)).not.toBe(drawAgentPortrait(6));
    expect(drawAgentPortrait(5)).toMatch(/^<svg [^>]*aria-label="Drawn portrait of a fictional sample agent"/);
  });

  it("serves SVG cached for a year, 404 for anything else", async () => {
    const ok = serveAgentPortrait("7.svg");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(ok.headers.get("cache-control")).toContain("immutable");
    expect(ok.headers.get("content-security-policy")).toContain("sandbox");
    expect(serveAgentPortrait("x.svg").status).toBe(404);
  });
});
