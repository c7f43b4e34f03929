import { vitalsEvent } from "./analytics";

describe("web-vitals events", () => {
  it("sends category, value and label", () => {
    expect(vitalsEvent({ name: "LCP", value: 1234.56, id: "v5-1" })).toEqual({
      category: "Web Vitals",
      action: "LCP",
      value: 1235,
      label: "v5-1",
      nonInteraction: true,
    });
  });
  it("scales CLS so small shifts are not rounded away", () => {
    expect(vitalsEvent({ name: "CLS", value: 0.0123, id: "c" }).value).toBe(12);
  });
});
