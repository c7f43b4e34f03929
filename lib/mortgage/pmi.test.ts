import { MGIC_2018_ROWS } from "@/lib/reference/generated/programs";
import { creditScoreRangePMI, PMI_CREDIT_BANDS, PMI_RATE_TABLE, pmiCoverageForLtv, pmiMonthlyCents, pmiRateRow, quotePmi } from "./pmi";

describe("PMI rate table", () => {
  it("has the seed's shape: 9 bands x coverage 35/30/25/12 x term over 240 or not", () => {
    expect(PMI_RATE_TABLE).toHaveLength(72);
    expect(PMI_CREDIT_BANDS.map((b) => `${b.floor}-${b.ceiling}`)).toEqual([
      "400-619",
      "620-639",
      "640-659",
      "660-679",
      "680-699",
      "700-719",
      "720-739",
      "740-759",
      "760-850",
    ]);
  });

  it("holds the seed's known cells", () => {
    expect(pmiRateRow(500, 35, 360).annualRate).toBe(2.79);
    expect(pmiRateRow(780, 35, 360).annualRate).toBe(0.58);
    expect(pmiRateRow(850, 12, 360).annualRate).toBe(0.19);
    expect(pmiRateRow(500, 35, 360).source).toBe("seed");
  });

  it("takes every 620+ term-over-240 cell from the MGIC 2018 card (fixed, LTV band of the coverage)", () => {
    const ltv: Record<number, string> = { 35: "95.01-97", 30: "90.01-95", 25: "85.01-90", 12: "80.01-85" };
    for (const row of PMI_RATE_TABLE.filter((r) => r.creditFloor >= 620 && r.termOver240)) {
      const card = MGIC_2018_ROWS.find(
        (m) =>
          m.term === "gt_20_years" &&
          m.ltvBand === ltv[row.coverage] &&
          m.coverage === row.coverage &&
          m.ficoBand === `${row.creditFloor}-${row.creditCeiling}`,
      );
      expect(row.source).toBe("mgic-2018");
      expect(row.annualRate * 100).toBeCloseTo(card!.rateHundredths, 9);
    }
  });

  it("fills the short-term 25% and 12% cells with the long-term rate, which the card never undercuts", () => {
    for (const row of PMI_RATE_TABLE.filter((r) => r.creditFloor >= 620 && !r.termOver240)) {
      const long = PMI_RATE_TABLE.find((r) => r.creditFloor === row.creditFloor && r.coverage === row.coverage && r.termOver240)!;
      expect(row.annualRate).toBeLessThanOrEqual(long.annualRate);
      if (row.coverage === 25 || row.coverage === 12) {
        expect(row.source).toBe("rule-short-term");
        expect(row.annualRate).toBe(long.annualRate);
      } else {
        expect(row.source).toBe("mgic-2018");
      }
    }
  });

  it("prices 400-619 at 150% of 620-639, rounded up to 0.01%, which reproduces the seed's 2.79%", () => {
    for (const row of PMI_RATE_TABLE.filter((r) => r.creditFloor === 400)) {
      const base = pmiRateRow(620, row.coverage, row.termOver240 ? 360 : 180);
      expect(Math.round(row.annualRate * 100)).toBe(Math.ceil((Math.round(base.annualRate * 100) * 3) / 2));
      expect(row.annualRate).toBeGreaterThan(base.annualRate);
    }
  });

  it("rates never fall as the credit band worsens", () => {
    for (const coverage of [35, 30, 25, 12] as const) {
      for (const long of [true, false]) {
        const rates = PMI_CREDIT_BANDS.map((b) => pmiRateRow(b.floor, coverage, long ? 360 : 180).annualRate);
        for (let i = 1; i < rates.length; i++) expect(rates[i]!).toBeLessThanOrEqual(rates[i - 1]!);
      }
    }
  });
});

describe("coverage by LTV (seed tiers)", () => {
  const at = (pct: number) => pmiCoverageForLtv(Math.round(pct * 1_000_000), 100_000_000);
  it.each([
    [97.01, false, null],
    [97, true, 35],
    [95.01, true, 35],
    [95, true, 30],
    [90.01, true, 30],
    [90, true, 25],
    [85.01, true, 25],
    [85, true, 12],
    [80.01, true, 12],
    [80, true, null],
    [50, true, null],
  ])("LTV %p%% -> eligible %p, coverage %p", (ltv, eligible, coverage) => {
    expect(at(ltv)).toEqual({ eligible, coverage });
  });
});

describe("credit score band text", () => {
  it.each([
    [400, "400-619"],
    [619, "400-619"],
    [620, "620-639"],
    [759, "740-759"],
    [760, "760-850"],
    [850, "760-850"],
    [300, "400-619"],
    [900, "760-850"],
  ])("%p -> %p", (score, band) => {
    expect(creditScoreRangePMI(score)).toBe(band);
  });
});

describe("quotePmi", () => {
  it("monthly PMI = annual rate x loan / 12", () => {
    expect(pmiMonthlyCents(45_000_000, 0.28)).toBe(10_500);
    const q = quotePmi(45_000_000, 50_000_000, 760, 360);
    expect(q).toMatchObject({ required: true, coverage: 25, annualRate: 0.28, monthly: 105, creditScoreRangePMI: "760-850" });
  });

  it("with 20% or more down, prices what PMI would cost at the 90%-LTV tier", () => {
    const q = quotePmi(40_000_000, 50_000_000, 760, 360);
    expect(q).toMatchObject({ required: false, lookedUpAt90Ltv: true, coverage: 25, annualRate: 0.28 });
    expect(q.monthly).toBe(93.33);
  });

  it("above 97% LTV is not eligible", () => {
    expect(quotePmi(48_600_000, 50_000_000, 760, 360)).toMatchObject({ eligible: false, monthly: 0 });
  });
});
