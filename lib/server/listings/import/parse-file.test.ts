import { detectFormat, parseListingFile } from "@/lib/server/listings/import/parse-file";

const HEADER = "ListingKey,StandardStatus,ListPrice,PropertyType,BedroomsTotal,City,StateOrProvince,PostalCode,Media,ModificationTimestamp,MlsNotes";

describe("parseListingFile", () => {
  test("CSV: RESO header, empty cell = null, numbers, Media as | list or JSON array, unknown columns ignored", () => {
    const text = [
      HEADER,
      "A1,Active,350000,Residential,3,Austin,TX,78701,/p/1.png|/p/2.png,2025-10-01T00:00:00Z,x",
      'A2,Pending,1250000.50,Residential,,"Santa Fe",nm,,"[""https://example.com/a.jpg""]",2025-10-02T00:00:00Z,',
    ].join("\n");
    const parsed = parseListingFile(text, "csv");
    expect(parsed.fileError).toBeNull();
    expect(parsed.rejected).toEqual([]);
    expect(parsed.ignoredColumns).toEqual(["MlsNotes"]);
    expect(parsed.records.map((r) => [r.ListingKey, r.ListPrice, r.BedroomsTotal, r.StateOrProvince, r.PostalCode, r.Media])).toEqual([
      ["A1", 350000, 3, "TX", "78701", ["/p/1.png", "/p/2.png"]],
      ["A2", 1250000.5, null, "NM", null, ["https://example.com/a.jpg"]],
    ]);
  });

  test("CSV: every reason of every bad row, with the line it starts on; duplicates rejected", () => {
    const text = [
      HEADER,
      'B1,Active,"1,250,000",Residential,three,Austin,TX,7870,,2025-10-01T00:00:00Z,',
      'B2,Active,100,Castle,2,,TX,78701,,not a date,"multi',
      'line"',
      "B3,Active,100,Residential,2,Austin,TX,78701,,2025-10-01T00:00:00Z,",
      "B3,Active,100,Residential,2,Austin,TX,78701,,2025-10-01T00:00:00Z,",
      "B4,Active,100",
    ].join("\r\n");
    const parsed = parseListingFile(text, "csv");
    expect(parsed.records.map((r) => r.ListingKey)).toEqual(["B3"]);
    const byLine = Object.fromEntries(parsed.rejected.map((row) => [row.where, row.reasons]));
    expect(Object.keys(byLine)).toEqual(["line 2", "line 3", "line 6", "line 7"]);
    expect(byLine["line 2"]).toEqual(
      expect.arrayContaining([
        'ListPrice: "1,250,000" is not a plain number (digits and an optional decimal point only).',
        'BedroomsTotal: "three" is not a plain number (digits and an optional decimal point only).',
        "PostalCode must be a ZIP code (12345 or 12345-6789).",
      ]),
    );
    expect(byLine["line 3"]).toEqual(
      expect.arrayContaining([
        expect.stringContaining("PropertyType must be one of"),
        "City is required.",
        "ModificationTimestamp must be an ISO 8601 date-time.",
      ]),
    );
    expect(byLine["line 6"]).toEqual(["ListingKey B3 is already on line 5 of this file."]);
    expect(byLine["line 7"]).toEqual(["has 3 fields, the header has 11."]);
  });

  test("CSV: unreadable files are refused whole", () => {
    expect(parseListingFile("", "csv").fileError).toMatch(/empty/);
    expect(parseListingFile("Price,City\n1,A", "csv").fileError).toMatch(/no ListingKey column/);
    expect(parseListingFile("ListingKey,ListingKey\n1,2", "csv").fileError).toMatch(/column named twice: ListingKey/);
    expect(parseListingFile('ListingKey\n"open', "csv").fileError).toMatch(/Not valid CSV: Line 2/);
  });

  test("JSON: an array or an OData value list; RESO Media objects by Order; index in reasons", () => {
    const good = {
      ListingKey: "J1",
      StandardStatus: "Active",
      ListPrice: 500000,
      PropertyType: "Residential",
      City: "Boise",
      StateOrProvince: "ID",
      ModificationTimestamp: "2025-10-01T00:00:00Z",
      Media: [
        { MediaURL: "https://x.test/2.jpg", Order: 2 },
        { MediaURL: "https://x.test/1.jpg", Order: 1 },
      ],
      "@odata.id": "ignored",
    };
    const odata = parseListingFile(JSON.stringify({ "@odata.context": "x", value: [good] }), "json");
    expect(odata.rejected).toEqual([]);
    expect(odata.records[0]?.Media).toEqual(["https://x.test/1.jpg", "https://x.test/2.jpg"]);
    const mixed = parseListingFile(JSON.stringify([good, { ...good, ListPrice: "500000" }, 7, good]), "json");
    expect(mixed.records).toHaveLength(1);
    expect(mixed.rejected).toEqual([
      { where: "index 1", listingKey: "J1", reasons: ["ListPrice must be a number.", "ListingKey J1 is already on index 0 of this file."] },
      { where: "index 2", listingKey: null, reasons: ["is not an object."] },
      { where: "index 3", listingKey: "J1", reasons: ["ListingKey J1 is already on index 0 of this file."] },
    ]);
    expect(parseListingFile("{ nope", "json").fileError).toMatch(/Not valid JSON/);
    expect(parseListingFile('{"items": []}', "json").fileError).toMatch(/Expected an array/);
  });

  test("detectFormat: by extension, else by the first character", () => {
    expect(detectFormat("a.CSV", "[")).toBe("csv");
    expect(detectFormat("a.json", "x")).toBe("json");
    expect(detectFormat("feed", '  {"value": []}')).toBe("json");
    expect(detectFormat("feed", "ListingKey,City")).toBe("csv");
  });
});
