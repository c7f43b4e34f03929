import { decimalField, signedRateField } from "./signed-rate-field";

describe("signedRateField", () => {
  const field = signedRateField(0.03);
  it("reads percents, negative ones too, as fractions within -50%..50%", () => {
    expect(field.read("3.5%")).toBe(0.035);
    expect(field.read("-2")).toBe(-0.02);
    expect(field.read("-80")).toBe(-0.5);
    expect(field.read("abc")).toBeNull();
    expect(field.write(-0.0125)).toBe("-1.25");
  });
});

describe("decimalField", () => {
  it("keeps decimals within its range", () => {
    const field = decimalField(1, 0, 10, 3);
    expect(field.read("1.25")).toBe(1.25);
    expect(field.read("12")).toBe(10);
    expect(field.read("-1")).toBe(0);
    expect(field.read("x")).toBeNull();
  });
});
