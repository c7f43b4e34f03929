import fs from "node:fs";
import path from "node:path";

import type { GeometryObject, Topology } from "topojson-specification";
import { feature } from "topojson-client";

import { resoListingSchema } from "@/lib/listings/reso";
import { countyByFips, findCounty } from "@/lib/reference/counties";
import { propertyTaxRateForCounty } from "@/lib/reference/property-tax";
import { countyFipsForZip } from "@/lib/reference/zip";
import { parsePhotoName, photoKindOfSeed } from "@/lib/server/listings/photos/names";
import { generateSampleListings, SAMPLE_REFERENCE_DATE, SAMPLE_TAX_YEAR, sampleListingKey } from "@/lib/server/listings/sample/generate";
import { SAMPLE_AGENT_LAST_NAMES } from "@/lib/server/listings/sample/agent-names";

const COUNT = 10_000;
const listings = generateSampleListings(COUNT);
const SAMPLE_SURNAME = new RegExp(` (${SAMPLE_AGENT_LAST_NAMES.join("|")})$`);

function countyOf(listing: (typeof listings)[number]) {
  return findCounty(listing.StateOrProvince, listing.CountyOrParish ?? "");
}

/** Bounding boxes of the county polygons in us-atlas (Census cartographic boundaries, 1:10m). */
function countyBoxes(): Map<string, [number, number, number, number]> {
  const file = path.join(process.cwd(), "node_modules/us-atlas/counties-10m.json");
  const topology = JSON.parse(fs.readFileSync(file, "utf8")) as Topology<{ counties: { type: "GeometryCollection"; geometries: GeometryObject[] } }>;
  const boxes = new Map<string, [number, number, number, number]>();
  for (const county of feature(topology, topology.objects.counties).features) {
    const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
    const visit = (value: unknown): void => {
      if (Array.isArray(value) && typeof value[0] === "number") {
        const [x, y] = value as [number, number];
        box[0] = Math.min(box[0], x);
        box[1] = Math.min(box[1], y);
        box[2] = Math.max(box[2], x);
        box[3] = Math.max(box[3], y);
      } else if (Array.isArray(value)) value.forEach(visit);
    };
    if (county.geometry && "coordinates" in county.geometry) visit(county.geometry.coordinates);
    boxes.set(String(county.id), box);
  }
  return boxes;
}

describe("generateSampleListings", () => {
  test("deterministic: same count and seed, same listings; a prefix of a larger batch; another seed differs", () => {
    expect(generateSampleListings(200)).toEqual(listings.slice(0, 200));
    expect(generateSampleListings(200, 1)).toEqual(generateSampleListings(200, 1));
    const other = generateSampleListings(200, 2);
    expect(other.map((l) => l.ListingKey)).toEqual(listings.slice(0, 200).map((l) => l.ListingKey));
    expect(other.filter((l, i) => l.City === listings[i]!.City && l.ListPrice === listings[i]!.ListPrice).length).toBeLessThan(20);
    expect(generateSampleListings(0)).toEqual([]);
    expect(() => generateSampleListings(-1)).toThrow(/count/);
  });

  test("every record passes resoListingSchema unchanged", () => {
    for (const listing of listings) {
      const parsed = resoListingSchema.safeParse(listing);
      if (!parsed.success) throw new Error(`${listing.ListingKey}: ${parsed.error.message}`);
      if (JSON.stringify(parsed.data) !== JSON.stringify(listing)) expect(parsed.data).toEqual(listing);
    }
  });

  // Checks run in plain code over 10,000 listings and report the offenders at once (an expect
  // per field per listing costs seconds).
  test("keys, dates, office and labels", () => {
    const reference = Date.parse(SAMPLE_REFERENCE_DATE);
    const wrong = listings.filter((listing, index) => {
      const contract = Date.parse(`${listing.ListingContractDate}T00:00:00Z`);
      const modified = Date.parse(listing.ModificationTimestamp);
      return (
        listing.ListingKey !== sampleListingKey(index + 1) ||
        contract < reference - 90 * 86_400_000 ||
        modified < contract ||
        modified >= reference ||
        !/^Sample Realty of /.test(listing.ListOfficeName ?? "") ||
        !SAMPLE_SURNAME.test(listing.ListAgentFullName ?? "") ||
        !/^Sample listing, generated data: not a real (home|property) for sale\./.test(listing.PublicRemarks ?? "")
      );
    });
    expect(wrong).toEqual([]);
    expect(sampleListingKey(1)).toBe("SAMPLE-000001");
  });

  test("facts plausible together, by type", () => {
    const problems: string[] = [];
    const check = (ok: boolean, l: (typeof listings)[number], what: string) => {
      if (!ok) problems.push(`${l.ListingKey} (${l.PropertySubType}): ${what}`);
    };
    for (const l of listings) {
      check(l.ListPrice >= 25_000 && l.ListPrice < 20_000_000, l, `price ${l.ListPrice}`);
      if (l.PropertyType === "Land") {
        check(
          [l.BedroomsTotal, l.BathroomsTotalInteger, l.LivingArea, l.YearBuilt].every((v) => v === null),
          l,
          "land with a building",
        );
        check((l.LotSizeSquareFeet ?? 0) > 5_000, l, `lot ${l.LotSizeSquareFeet}`);
        continue;
      }
      const beds = l.BedroomsTotal ?? -1;
      const baths = l.BathroomsTotalInteger ?? -1;
      const area = l.LivingArea ?? -1;
      check(beds >= 0 && beds <= 12, l, `beds ${beds}`);
      check(baths >= 1 && baths <= Math.max(beds, 1) + 1, l, `baths ${baths} for ${beds} beds`);
      check(area >= 250 && area <= 8_000, l, `living area ${area}`);
      // Bigger homes have more bedrooms: between ~150 and ~1,500 sq ft a bedroom.
      check(beds === 0 || (area / beds > 150 && area / beds < 1_500), l, `${area} sq ft for ${beds} beds`);
      check((l.YearBuilt ?? 0) >= 1900 && (l.YearBuilt ?? 0) <= 2025, l, `year ${l.YearBuilt}`);
      if (l.PropertySubType === "Condominium") check(l.LotSizeSquareFeet === null && l.UnitNumber !== null, l, "condo lot or unit");
      if (l.PropertySubType === "Condominium" || l.PropertySubType === "Townhouse") {
        check((l.AssociationFee ?? 0) > 50 && l.AssociationFeeFrequency === "Monthly", l, `HOA ${l.AssociationFee}`);
      }
      check((l.AssociationFee === null) === (l.AssociationFeeFrequency === null), l, "HOA frequency");
    }
    expect(problems).toEqual([]);
    const types = new Set(listings.map((l) => l.PropertySubType));
    expect([...types].sort()).toEqual([
      "Condominium",
      "Duplex",
      "Manufactured Home",
      "Quadruplex",
      "Single Family Residence",
      "Townhouse",
      "Triplex",
      "Unimproved Land",
    ]);
    const median = listings.map((l) => l.ListPrice).sort((a, b) => a - b)[COUNT / 2]!;
    expect(median).toBeGreaterThan(250_000);
    expect(median).toBeLessThan(600_000);
  });

  test("tax is the county's effective rate times the price, tax year 2025", () => {
    const wrong = listings.filter(
      (l) => l.TaxYear !== SAMPLE_TAX_YEAR || l.TaxAnnualAmount !== Math.round(l.ListPrice * propertyTaxRateForCounty(countyOf(l)!.fips)!.value),
    );
    expect(wrong).toEqual([]);
  });

  test("places are real and weighted by population; the ZIP belongs to the county", () => {
    let zipInCounty = 0;
    const byState = new Map<string, number>();
    for (const l of listings) {
      const county = countyOf(l);
      if (county?.state !== l.StateOrProvince) throw new Error(`${l.ListingKey}: no county ${l.CountyOrParish} in ${l.StateOrProvince}`);
      if (l.PostalCode && countyFipsForZip(l.PostalCode) === county!.fips) zipInCounty += 1;
      byState.set(l.StateOrProvince, (byState.get(l.StateOrProvince) ?? 0) + 1);
    }
    // All but the few Virginia independent cities, whose ZIPs are mostly in a neighbouring county.
    expect(zipInCounty / COUNT).toBeGreaterThan(0.99);
    // California is ~12% of the people in places of 1,000+, Wyoming ~0.15%.
    expect((byState.get("CA") ?? 0) / COUNT).toBeGreaterThan(0.1);
    expect((byState.get("CA") ?? 0) / COUNT).toBeLessThan(0.17);
    expect((byState.get("WY") ?? 0) / COUNT).toBeLessThan(0.01);
    expect(byState.size).toBeGreaterThanOrEqual(49);
  });

  test("coordinates fall inside a bounding box around their county (us-atlas county polygons)", () => {
    const boxes = countyBoxes();
    // Degrees (~2.8 mi): the atlas polygons are simplified to 1:10m, which cuts off thin spits
    // such as Hull, MA (its homes lie ~0.034° beyond the simplified Plymouth County box).
    const margin = 0.04;
    let checked = 0;
    const outside: string[] = [];
    for (const l of listings) {
      const box = boxes.get(countyOf(l)!.fips);
      if (!box) continue; // counties newer than the atlas (the Connecticut planning regions)
      checked += 1;
      const [west, south, east, north] = box;
      const x = l.Longitude!;
      const y = l.Latitude!;
      if (x < west - margin || x > east + margin || y < south - margin || y > north + margin)
        outside.push(`${l.ListingKey} ${l.City}, ${l.StateOrProvince} ${Math.max(west - x, x - east, south - y, y - north).toFixed(3)}`);
    }
    expect(checked).toBeGreaterThan(COUNT * 0.97);
    expect(outside).toEqual([]);
  });

  test("photos: generated drawing paths whose kind matches the home", () => {
    const wrong = listings.filter((l) => {
      const names = l.Media.map((url) => parsePhotoName(url.replace("/listing-photos/", "")));
      if (names.length < 2 || names.some((name, i) => name === null || name.n !== i + 1 || name.seed !== names[0]!.seed)) return true;
      const expected =
        l.PropertyType === "Land"
          ? "land"
          : l.PropertySubType === "Condominium"
            ? "condo"
            : l.PropertySubType === "Townhouse" || l.PropertyType === "Residential Income"
              ? "townhouse"
              : "house";
      return photoKindOfSeed(names[0]!.seed) !== expected;
    });
    expect(wrong).toEqual([]);
  });

  test("fast: 20,000 listings well within a few seconds of CPU (100,000 measured ~2 s by the sample script)", () => {
    const cpu = process.cpuUsage();
    expect(generateSampleListings(20_000)).toHaveLength(20_000);
    const used = process.cpuUsage(cpu);
    // CPU time, not wall time: the machine is shared. A regression by a multiple still shows.
    expect((used.user + used.system) / 1000).toBeLessThan(5_000);
  });

  test("county names are the reference names", () => {
    for (const l of listings.slice(0, 500)) expect(countyByFips(countyOf(l)!.fips)!.name).toBe(l.CountyOrParish);
  });
});
