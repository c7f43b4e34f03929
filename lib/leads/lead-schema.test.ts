import { isHoneypotFilled, HONEYPOT_FIELD, quoteRequestSchema } from "./lead-schema";
import { leadFormValues, leadInputFromValues, QUOTE_FORM_FIELDS } from "./form-values";

const GOOD = {
  name: "Pat Buyer",
  email: " Pat@Example.com ",
  phone: "",
  preferredContact: "email",
  message: "",
  consent: "on",
  sourcePage: "/fha-loan-calculator/",
  scenario: {
    calcType: "fha",
    price: "$450,000",
    downPayment: "15,750",
    rate: "6.75%",
    term: "360",
    creditScore: "700",
    state: "ca",
    county: "Los Angeles County",
    isVeteran: "",
  },
};

function errorsOf(input: unknown): Record<string, string[]> {
  const result = quoteRequestSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join(".")] ??= []).push(issue.message);
  return errors;
}

function withScenario(changes: Record<string, unknown>) {
  return { ...GOOD, scenario: { ...GOOD.scenario, ...changes } };
}

describe("quoteRequestSchema", () => {
  it("reads a form's text into the stored shape", () => {
    const parsed = quoteRequestSchema.parse(GOOD);
    expect(parsed).toEqual({
      name: "Pat Buyer",
      email: "pat@example.com",
      preferredContact: "email",
      consent: true,
      sourcePage: "/fha-loan-calculator/",
      scenario: {
        calcType: "fha",
        price: 450000,
        downPayment: 15750,
        rate: 6.75,
        term: 360,
        creditScore: 700,
        state: "CA",
        county: "LOS ANGELES",
        isVeteran: false,
      },
    });
  });

  it("takes JSON numbers and booleans as an API client sends them", () => {
    const parsed = quoteRequestSchema.parse({
      ...GOOD,
      consent: true,
      scenario: { calcType: "va", price: 300000, downPayment: 0, rate: 6.1, term: 360, creditScore: 760, state: "TX", isVeteran: true },
    });
    expect(parsed.scenario).toMatchObject({ price: 300000, downPayment: 0, isVeteran: true });
    expect(parsed.scenario.county).toBeUndefined();
  });

  it.each([
    ["name", { name: "  " }, "Enter your name."],
    ["name", { name: "<script>" }, "Use letters, spaces and punctuation only."],
    ["email", { email: "" }, "Enter your email address."],
    ["email", { email: "pat@" }, "Enter a valid email address, like name@example.com."],
    ["phone", { phone: "call me" }, "Use digits, spaces, dashes and brackets only, like (555) 123-4567."],
    ["phone", { phone: "555-1234" }, "Enter the phone number with its area code, like (555) 123-4567."],
    ["phone", { preferredContact: "phone" }, "Enter a phone number, or choose email as the way to reach you."],
    ["preferredContact", { preferredContact: "fax" }, "Choose how we should contact you."],
    ["message", { message: "x".repeat(2001) }, "Keep the message under 2,000 characters."],
    ["consent", { consent: undefined }, "Check the box to agree to be contacted: we cannot answer without it."],
    ["consent", { consent: "off" }, "Check the box to agree to be contacted: we cannot answer without it."],
  ])("%s: %j is refused with its message", (field, changes, message) => {
    expect(errorsOf({ ...GOOD, ...changes })[field]).toEqual([message]);
  });

  it.each([
    ["calcType", { calcType: "jumbo" }, "Choose a loan program."],
    ["price", { price: "" }, "Enter the home price."],
    ["price", { price: "lots" }, "Enter the home price in dollars, like 450,000."],
    ["price", { price: "500" }, "Enter a home price of at least $1,000."],
    ["price", { price: "200m" }, "Enter a home price under $100,000,000."],
    ["downPayment", { downPayment: "" }, "Enter the down payment (0 for none)."],
    ["downPayment", { downPayment: "-5" }, "The down payment cannot be negative."],
    ["downPayment", { downPayment: "450000" }, "The down payment must be less than the home price."],
    ["rate", { rate: "" }, "Enter the interest rate."],
    ["rate", { rate: "six" }, "Enter the interest rate in percent, like 6.75."],
    ["rate", { rate: "0" }, "Enter an interest rate above 0%."],
    ["rate", { rate: "30" }, "Enter an interest rate of at most 25%."],
    ["term", { term: "abc" }, "Choose the loan term."],
    ["term", { term: "600" }, "Choose a loan term between 1 and 40 years."],
    ["creditScore", { creditScore: "" }, "Enter your credit score (an estimate is fine)."],
    ["creditScore", { creditScore: "900" }, "Enter a credit score between 300 and 850."],
    ["creditScore", { creditScore: "700.5" }, "Enter your credit score as a whole number, like 740."],
    ["state", { state: "ZZ" }, "Choose the state."],
    ["state", { state: "" }, "Choose the state."],
    ["county", { county: "Los Angeles; DROP" }, "Use letters, spaces and dashes only, like Los Angeles."],
  ])("scenario.%s: %j is refused with its message", (field, changes, message) => {
    expect(errorsOf(withScenario(changes))[`scenario.${field}`]).toEqual([message]);
  });

  it("reports every bad field at once, cross-field rules included", () => {
    const errors = errorsOf({ ...GOOD, name: "", preferredContact: "phone", scenario: { ...GOOD.scenario, price: "100000", downPayment: "200000", rate: "" } });
    expect(Object.keys(errors).sort()).toEqual(["name", "phone", "scenario.downPayment", "scenario.rate"]);
  });

  it("drops a source page that is not a plain site path rather than refusing the request", () => {
    expect(quoteRequestSchema.parse({ ...GOOD, sourcePage: "https://evil.example/" }).sourcePage).toBeUndefined();
  });
});

describe("honeypot", () => {
  it("is filled when the hidden field holds anything", () => {
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: "http://spam.example" })).toBe(true);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: "" })).toBe(false);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: "   " })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
  });
});

describe("form values", () => {
  it("reads the known fields of a posted form and nests the scenario", () => {
    const form = new FormData();
    form.set("name", "Pat");
    form.set("scenario.price", "450000");
    form.set("scenario.isVeteran", "on");
    form.set("unknown", "dropped");
    form.set(HONEYPOT_FIELD, "");
    const values = leadFormValues(form);
    expect(values).toEqual({ name: "Pat", "scenario.price": "450000", "scenario.isVeteran": "on", [HONEYPOT_FIELD]: "" });
    expect(leadInputFromValues(values)).toEqual({ name: "Pat", scenario: { price: "450000", isVeteran: "on" }, [HONEYPOT_FIELD]: "" });
    expect(QUOTE_FORM_FIELDS).toContain("scenario.calcType");
  });
});
