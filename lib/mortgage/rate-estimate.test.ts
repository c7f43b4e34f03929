import { marketRates, PMMS_ONLY } from "@/tests/support/market-rates";

import { candidateSeries, estimateRates, LLPA_REFERENCE, llpaCell, referenceLlpaPoints, type RateScenario } from "./rate-estimate";

const base: RateScenario = { program: "conventional", creditScore: 760, price: 500_000, downPayment: 100_000, conformingLimit: 832_750 };

describe("LLPA grid", () => {
  // The purchase 75.01-80% column, hand-checked against the matrix of 28 Jan 2026 (data/SOURCES.md).
  it.each([
    [800, "780+", 0.375],
    [780, "780+", 0.375],
    [779, "760-779", 0.625],
    [760, "760-779", 0.625],
    [759, "740-759", 0.875],
    [740, "740-759", 0.875],
    [739, "720-739", 1.25],
    [720, "720-739", 1.25],
    [719, "700-719", 1.375],
    [700, "700-719", 1.375],
    [699, "680-699", 1.75],
    [680, "680-699", 1.75],
    [679, "660-679", 1.875],
    [660, "660-679", 1.875],
    [659, "640-659", 2.25],
    [640, "640-659", 2.25],
    [639, "639-", 2.75],
    [620, "639-", 2.75],
    [400, "639-", 2.75],
  ])("credit %i at 80%% LTV is band %s, %f points", (score, band, points) => {
    expect(llpaCell(score, 400_000, 500_000)).toEqual({ scoreBand: band, ltvBand: "75.01-80", points });
  });

  // LTV band edges: the upper bound is inclusive, a cent above it is the next band.
  it.each([
    [150_000, "0-30", 0],
    [150_000.01, "30.01-60", 0],
    [300_000, "30.01-60", 0],
    [300_000.01, "60.01-70", 0.125],
    [350_000, "60.01-70", 0.125],
    [375_000, "70.01-75", 0.375],
    [375_000.01, "75.01-80", 0.875],
    [400_000, "75.01-80", 0.875],
    [400_000.01, "80.01-85", 1],
    [425_000, "80.01-85", 1],
    [450_000, "85.01-90", 0.75],
    [475_000, "90.01-95", 0.625],
    [475_000.01, "95.01+", 0.5],
    [485_000, "95.01+", 0.5],
  ])("a loan of %f on $500,000 at 740 is in %s (%f points)", (loan, band, points) => {
    expect(llpaCell(740, loan, 500_000)).toMatchObject({ ltvBand: band, points });
  });

  it("takes 780+ at 75.01-80% as the reference borrower, 0.375 points", () => {
    expect(LLPA_REFERENCE).toMatchObject({ scoreBand: "780+", ltvBand: "75.01-80" });
    expect(referenceLlpaPoints()).toBe(0.375);
  });
});

describe("estimateRates", () => {
  // [credit score, down payment, LLPA cell points, adjustment %, 30-year estimate %] on the PMMS 6.23%.
  it.each([
    [780, 100_000, 0.375, 0, 6.23], // the reference borrower: the index itself
    [760, 100_000, 0.625, 0.063, 6.293], // 0.25 points x 0.25 = 0.0625, half up
    [740, 100_000, 0.875, 0.125, 6.355],
    [720, 100_000, 1.25, 0.219, 6.449], // 0.875 x 0.25 = 0.21875
    [700, 100_000, 1.375, 0.25, 6.48],
    [680, 100_000, 1.75, 0.344, 6.574], // 1.375 x 0.25 = 0.34375
    [660, 100_000, 1.875, 0.375, 6.605],
    [640, 100_000, 2.25, 0.469, 6.699], // 1.875 x 0.25 = 0.46875
    [620, 100_000, 2.75, 0.594, 6.824], // 2.375 x 0.25 = 0.59375
    [780, 200_000, 0, -0.094, 6.136], // 60% LTV: -0.375 x 0.25 = -0.09375 -> -0.094 (half up)
    [700, 15_000, 0.875, 0.125, 6.355], // 97% LTV, 95.01+ band
    [740, 50_000, 0.75, 0.094, 6.324], // 90% LTV: 0.375 x 0.25 = 0.09375
  ])("credit %i with $%i down: cell %f, adjustment %f, rate %f", (creditScore, downPayment, points, adjustment, rate) => {
    const result = estimateRates({ ...base, creditScore, downPayment, terms: [360] }, PMMS_ONLY);
    expect(result.reasons).toEqual([]);
    const [estimate] = result.estimates;
    expect(estimate?.series.id).toBe("MORTGAGE30US");
    expect(estimate?.llpa?.cell.points).toBe(points);
    expect(estimate?.llpa?.reference.points).toBe(0.375);
    expect(estimate?.adjustmentPercent).toBe(adjustment);
    expect(estimate?.ratePercent).toBe(rate);
    expect(estimate?.rate).toBeCloseTo(rate / 100, 10);
  });

  it("gives 30- and 15-year conventional estimates from PMMS, with no LLPA on the 15-year", () => {
    const result = estimateRates({ ...base, creditScore: 700 }, PMMS_ONLY);
    expect(result.estimates.map((e) => [e.termMonths, e.series.id, e.ratePercent])).toEqual([
      [360, "MORTGAGE30US", 6.48],
      [180, "MORTGAGE15US", 5.5],
    ]);
    expect(result.estimates[1]?.llpa).toBeNull();
    expect(result.estimates[1]?.llpaNote).toMatch(/over 15 years/);
  });

  it("prefers the Optimal Blue index when loaded", () => {
    const result = estimateRates({ ...base, creditScore: 780, terms: [360] }, marketRates({ MORTGAGE30US: 6.23, OBMMIC30YF: 6.163 }));
    expect(result.estimates[0]).toMatchObject({ ratePercent: 6.163, indexDate: "2026-05-14" });
    expect(result.estimates[0]?.series.id).toBe("OBMMIC30YF");
  });

  it("gives FHA, VA and USDA nothing without their own index, and the index itself when loaded", () => {
    for (const program of ["fha", "va", "usda"] as const) {
      const none = estimateRates({ ...base, program }, PMMS_ONLY);
      expect(none.estimates).toEqual([]);
      expect(none.missing.map((m) => m.termMonths)).toEqual([360, 180]);
    }
    const loaded = marketRates({ OBMMIFHA30YF: 6.057, OBMMIVA30YF: 5.776, OBMMIUSDA30YF: 5.947 });
    expect(estimateRates({ ...base, program: "fha", creditScore: 580 }, loaded).estimates.map((e) => [e.ratePercent, e.llpa, e.adjustmentPercent])).toEqual([
      [6.057, null, 0],
    ]);
    expect(estimateRates({ ...base, program: "va" }, loaded).estimates[0]?.ratePercent).toBe(5.776);
    expect(estimateRates({ ...base, program: "usda" }, loaded).estimates[0]?.ratePercent).toBe(5.947);
  });

  it("prices a loan above the conforming limit as jumbo: the jumbo index or nothing", () => {
    const scenario = { ...base, price: 1_200_000, downPayment: 240_000, terms: [360] as const };
    const none = estimateRates(scenario, PMMS_ONLY);
    expect(none.jumbo).toBe(true);
    expect(none.estimates).toEqual([]);
    expect(none.missing[0]?.reason).toMatch(/jumbo/);
    const loaded = estimateRates(scenario, marketRates({ MORTGAGE30US: 6.23, OBMMIJUMBO30YF: 6.384 }));
    expect(loaded.estimates[0]).toMatchObject({ ratePercent: 6.384, llpa: null, jumbo: true });
    // At the limit exactly the loan is conforming.
    expect(estimateRates({ ...base, price: 1_040_938, downPayment: 208_188, terms: [360] }, PMMS_ONLY).jumbo).toBe(false);
  });

  it("gives no conventional estimate below 620 or above 97% LTV, nor FHA below 500", () => {
    expect(estimateRates({ ...base, creditScore: 619 }, PMMS_ONLY).reasons[0]).toMatch(/at least 620/);
    const high = estimateRates({ ...base, downPayment: 14_999 }, PMMS_ONLY);
    expect(high.estimates).toEqual([]);
    expect(high.reasons[0]).toMatch(/97%/);
    expect(estimateRates({ ...base, downPayment: 15_000 }, PMMS_ONLY).estimates).toHaveLength(2);
    expect(estimateRates({ ...base, program: "fha", creditScore: 499 }, marketRates({ OBMMIFHA30YF: 6 })).reasons[0]).toMatch(/500/);
  });

  it("never crashes on bad numbers", () => {
    const result = estimateRates({ ...base, price: Number.NaN, downPayment: Number.POSITIVE_INFINITY, creditScore: Number.NaN }, PMMS_ONLY);
    expect(result.estimates).toEqual([]);
    expect(result.reasons.length).toBeGreaterThan(0);
  });

  it("lists index series Optimal Blue first", () => {
    expect(candidateSeries("conventional", 360, false).map((s) => s.id)).toEqual(["OBMMIC30YF", "MORTGAGE30US"]);
    expect(candidateSeries("conventional", 360, true).map((s) => s.id)).toEqual(["OBMMIJUMBO30YF"]);
    expect(candidateSeries("fha", 180, false)).toEqual([]);
  });
});
