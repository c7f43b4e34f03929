import { sentScenarioFromQuery, sentScenarioQuery } from "./sent-scenario";

function posted(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe("the scenario a sent request carries to its confirmation", () => {
  const form = posted({
    name: "Pat Buyer",
    email: "pat@example.com",
    "scenario.calcType": "fha",
    "scenario.price": "420000",
    "scenario.downPayment": "21000",
    "scenario.rate": "6.5",
    "scenario.term": "360",
    "scenario.creditScore": "710",
    "scenario.state": "FL",
    "scenario.county": "Broward",
    "scenario.isVeteran": "",
  });

  it("puts the scenario in the address, never the contact details", () => {
    const query = sentScenarioQuery(form);
    expect(query.get("sent")).toBe("1");
    expect(query.get("scenario.price")).toBe("420000");
    expect(query.toString()).not.toMatch(/Pat|example\.com/);
  });

  it("reads it back as labelled lines, and nothing from a tampered address", () => {
    const query = Object.fromEntries(sentScenarioQuery(form));
    const lines = sentScenarioFromQuery(query);
    expect(lines).toContainEqual(["Home price", "$420,000"]);
    expect(lines).toContainEqual(["Loan program", "FHA"]);
    expect(sentScenarioFromQuery({ ...query, "scenario.price": "<script>" })).toBeNull();
    expect(sentScenarioFromQuery({ sent: "1" })).toBeNull();
  });
});
