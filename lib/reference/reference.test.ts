import { readFileSync } from "node:fs";
import { join } from "node:path";
import { countiesOfState, countyByFips, findCounty, listCounties } from "./counties";
import { countyKey, looseCountyKey } from "./county-name";
import { estimateFha2026 } from "./fha-limits-2026";
import { LEGACY_CT_FHA_2025, LOAN_LIMIT_ROWS } from "./generated/loan-limits";
import { conformingLimit, fhaLimit, fhaLimit2025, loanLimitsForCounty } from "./loan-limits";
import { taxAndInsuranceDefaults } from "./location-defaults";
import { CONFORMING_BASELINE_2026, FHA_CEILING_2026, FHA_FLOOR_2025, FHA_FLOOR_2026 } from "./national-limits";
import { propertyTaxRateForCounty } from "./property-tax";
import { STATE_ROWS } from "./generated/states";
import { STATE_CODES, stateCode } from "./state-codes";
import { getState, listStates, stateInsurancePremium, stateTaxRate } from "./states";
import type { LoanLimitRow, UnitLimits } from "./types";
import { countyFipsForZip, ZCTA_COUNT } from "./zip";

describe("states", () => {
  it("lists 50 states and DC, plus 5 territories on request", () => {
    expect(listStates()).toHaveLength(51);
    expect(listStates({ includeTerritories: true })).toHaveLength(56);
    // Ordered as localeCompare orders the names (which listStates avoids calling: see states.ts).
    const names = listStates({ includeTerritories: true }).map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(getState("ca")?.name).toBe("California");
    expect(getState("XX")).toBeNull();
  });

  it("state tax rate (ACS 2024) and HO-3 premium (NAIC 2022), US average for territories", () => {
    expect(stateTaxRate("AL")).toMatchObject({ value: 0.00381, basis: "state", year: 2024 });
    expect(stateTaxRate("PR")).toBeNull();
    expect(stateInsurancePremium("AL")).toMatchObject({ value: 1748, basis: "state", year: 2022 });
    expect(stateInsurancePremium("GU")).toMatchObject({ value: 1569, basis: "us-average" });
  });
});

describe("counties", () => {
  it("has the 2026 geography: 3,235 rows, CT planning regions", () => {
    expect(listCounties()).toHaveLength(3235);
    expect(countiesOfState("CT").map((c) => c.fips)).toHaveLength(9);
    expect(countiesOfState("CA")).toHaveLength(58);
    expect(countyByFips("06037")).toMatchObject({ state: "CA", name: "Los Angeles County", key: "LOS ANGELES" });
  });

  it("the seed key: upper case, COUNTY removed", () => {
    expect(countyKey("Los Angeles County")).toBe("LOS ANGELES");
    expect(countyKey("  miami-dade county ")).toBe("MIAMI-DADE");
    expect(looseCountyKey("Doña Ana County")).toBe("DONA ANA");
    expect(looseCountyKey("St. Mary's Parish")).toBe("ST MARYS");
  });

  it("finds listing counties by name", () => {
    expect(findCounty("CA", "LOS ANGELES")?.fips).toBe("06037");
    expect(findCounty("ca", "Los Angeles County")?.fips).toBe("06037");
    expect(findCounty("NM", "Doña Ana")?.fips).toBe("35013");
    expect(findCounty("LA", "Orleans Parish")?.fips).toBe("22071");
    expect(findCounty("MO", "St. Louis City")?.fips).toBe("29510");
    expect(findCounty("MO", "Saint Louis County")?.fips).toBe("29189");
    expect(findCounty("AK", "Juneau City and Borough")?.fips).toBe("02110");
    expect(findCounty("CA", "Atlantis")).toBeNull();
  });
});

describe("loan limits", () => {
  it("conforming 2026 (FHFA) and FHA 2025 (HUD) by county", () => {
    expect(conformingLimit("01001")).toBe(832_750);
    expect(conformingLimit("06037")).toBe(1_249_125);
    expect(conformingLimit("06037", 4)).toBe(2_402_625);
    expect(conformingLimit("99999")).toBeNull();
    expect(fhaLimit2025("06037")).toBe(1_209_750);
    expect(fhaLimit2025("09110")).toBeNull();
    expect(CONFORMING_BASELINE_2026[0]).toBe(832_750);
    expect(FHA_FLOOR_2026[0]).toBe(541_287);
    expect(FHA_CEILING_2026[0]).toBe(1_249_125);
  });

  it("FHA 2026 estimates: floor counties at the official floor, high-cost counties at FHFA's figure", () => {
    expect(loanLimitsForCounty("01001")).toMatchObject({ fha2026: FHA_FLOOR_2026, fha2026Basis: "floor" });
    expect(fhaLimit("06037")).toBe(1_249_125);
    expect(loanLimitsForCounty("09190")?.fha2026Basis).toBe("conforming-high-cost");
    expect(loanLimitsForCounty("09110")).toMatchObject({ fha2026: FHA_FLOOR_2026, fha2026Basis: "floor" });
    // Honolulu: special-exception conforming limit, FHA from its median.
    expect(loanLimitsForCounty("15003")).toMatchObject({ fha2026Basis: "median" });
    expect(fhaLimit("15003")).toBe(779_700);
  });

  it("every county has a 2026 FHA estimate within the official floor and ceiling", () => {
    for (const c of listCounties()) {
      const l = loanLimitsForCounty(c.fips)!;
      expect(l.fha2026).not.toBeNull();
      for (let u = 0; u < 4; u++) {
        expect(l.fha2026![u]).toBeGreaterThanOrEqual(FHA_FLOOR_2026[u]!);
        expect(l.fha2026![u]).toBeLessThanOrEqual(FHA_CEILING_2026[u]!);
      }
    }
  });

  it("the 2026 rule, applied to 2025's own figures, reproduces HUD's 2025 one-unit limits (3,230 of 3,234)", () => {
    // Read the shipped CSV for the 2025 conforming column, which the generated module omits.
    const csv = readFileSync(join(__dirname, "..", "..", "data", "loan_limits_2025_by_county.csv"), "utf8")
      .trim()
      .split("\n");
    const header = csv[0]!.split(",");
    const col = (name: string) => header.indexOf(name);
    let same = 0;
    const misses: string[] = [];
    for (const line of csv.slice(1)) {
      // Only the quoted MSA name holds commas; drop it before splitting.
      const cells = line.replace(/"[^"]*"/g, "").split(",");
      const fips = cells[col("fips")]!;
      const conf = Number(cells[col("conforming_1_unit")]);
      const fha = Number(cells[col("fha_1_unit")]);
      const median = Number(cells[col("fha_median_price_determining_limit")]);
      const row: LoanLimitRow = [fips, [conf, 0, 0, 0], null, median, null, null];
      const national = {
        baseline: [806_500, 0, 0, 0] as UnitLimits,
        floor: FHA_FLOOR_2025,
        ceiling: [1_209_750, 1_548_975, 1_872_225, 2_326_875] as UnitLimits,
      };
      const est = estimateFha2026(row, "", LEGACY_CT_FHA_2025, national);
      if (est?.limits[0] === fha) same += 1;
      else misses.push(fips);
    }
    expect(same).toBe(3230);
    expect(misses.sort()).toEqual(["06087", "08113", "49043", "49051"]);
  });

  it("has a limit row for every county", () => {
    expect(LOAN_LIMIT_ROWS).toHaveLength(3235);
  });
});

describe("property tax and location defaults", () => {
  it("county rate (ACS 2019-2023), state rate (ACS 2024) where the county has none", () => {
    expect(propertyTaxRateForCounty("01001")).toMatchObject({ value: 0.00285, basis: "county", year: 2023 });
    expect(propertyTaxRateForCounty("48261")).toMatchObject({ basis: "state", year: 2024 });
    expect(propertyTaxRateForCounty("72011")).toBeNull();
    expect(propertyTaxRateForCounty("00000")).toBeNull();
  });

  it("defaults for a state and county", () => {
    const d = taxAndInsuranceDefaults("CA", "06037");
    expect(d.taxRate?.basis).toBe("county");
    expect(d.insuranceAnnual).toMatchObject({ basis: "state", year: 2022 });
    expect(taxAndInsuranceDefaults("TX").taxRate?.basis).toBe("state");
  });
});

describe("ZIP to county", () => {
  it("maps ZCTAs to their primary county", () => {
    expect(ZCTA_COUNT).toBe(33_791);
    expect(countyFipsForZip("90210")).toBe("06037");
    expect(countyFipsForZip("10001")).toBe("36061");
    expect(countyFipsForZip("06103")).toBe("09110");
    expect(countyFipsForZip("00601")).toBe("72001");
    expect(countyFipsForZip("90210-1234")).toBe("06037");
    expect(countyFipsForZip("00000")).toBeNull();
    expect(countyFipsForZip("abc")).toBeNull();
  });
});

describe("module split", () => {
  it("the light barrel and the engine never import the county-sized modules statically", () => {
    const read = (p: string) => readFileSync(join(__dirname, "..", "..", p), "utf8");
    const heavy =
      /from "(?:\.\/|@\/lib\/reference\/)(?:counties|loan-limits|property-tax|zip|location-defaults|generated\/(?:counties|loan-limits|property-tax|zcta))"/;
    for (const file of [
      "lib/reference/index.ts",
      "lib/reference/states.ts",
      "lib/reference/national-limits.ts",
      "lib/mortgage/pmi.ts",
      "lib/mortgage/fha.ts",
      "lib/mortgage/va.ts",
      "lib/mortgage/usda.ts",
      "lib/mortgage/charts.ts",
    ]) {
      expect(read(file)).not.toMatch(heavy);
    }
  });
});

describe("state codes (light module)", () => {
  it("match the generated state table exactly", () => {
    expect([...STATE_CODES].sort()).toEqual(STATE_ROWS.map((s) => s.abbr).sort());
  });
  it("normalizes case and spaces and refuses unknown codes", () => {
    expect(stateCode(" ca ")).toBe("CA");
    expect(stateCode("ZZ")).toBeNull();
  });
});
