import { parseRetryAfter } from "@/lib/server/listings/sync/http";
import { incrementalQuery, propertyUrl, sweepQuery } from "@/lib/server/listings/sync/query";
import { parseFeedRecord, recordPosition } from "@/lib/server/listings/sync/records";

const valid = {
  ListingKey: " K1 ",
  StandardStatus: "Active",
  ListPrice: 250000,
  PropertyType: "Residential",
  City: "Boise",
  StateOrProvince: "id",
  ModificationTimestamp: "2026-02-03T04:05:06.789Z",
  "@odata.etag": 'W/"1"',
  SomeFieldWeDoNotKeep: 1,
};

describe("feed records", () => {
  test("expanded Media become the photos' URLs by Order; documents and URL-less items are left out", () => {
    const parsed = parseFeedRecord({
      ...valid,
      Media: [
        { MediaURL: "https://m.example/3.jpg" },
        { MediaURL: "https://m.example/2.jpg", Order: 2, MediaCategory: "Photo" },
        { MediaURL: "https://m.example/floor.pdf", Order: 0, MediaCategory: "Document" },
        { Order: 1 },
        { MediaURL: "https://m.example/1.jpg", Order: 1 },
      ],
    });
    expect(parsed.ok && parsed.record.Media).toEqual(["https://m.example/1.jpg", "https://m.example/2.jpg", "https://m.example/3.jpg"]);
    expect(parsed.ok && parsed.record.ListingKey).toBe("K1");
    expect(parsed.ok && parsed.record.StateOrProvince).toBe("ID");
  });

  test("no Media, or Media already as URLs, pass through", () => {
    const none = parseFeedRecord(valid);
    expect(none.ok && none.record.Media).toEqual([]);
    const urls = parseFeedRecord({ ...valid, Media: ["/photos/1.svg"] });
    expect(urls.ok && urls.record.Media).toEqual(["/photos/1.svg"]);
  });

  test("an invalid record names its key and every reason", () => {
    expect(parseFeedRecord({ ...valid, ListPrice: -1, City: "" })).toEqual({
      ok: false,
      rejected: { listingKey: "K1", reason: "ListPrice: ListPrice must be above 0.; City: City is required." },
    });
    expect(parseFeedRecord("nope")).toEqual({ ok: false, rejected: { listingKey: null, reason: "The record is not a JSON object." } });
  });

  test("a record's replication position", () => {
    expect(recordPosition(valid)).toEqual({ timestampMs: Date.parse("2026-02-03T04:05:06.789Z"), listingKey: "K1" });
    expect(recordPosition({ ...valid, ModificationTimestamp: "yesterday" })).toBeNull();
    expect(recordPosition({ ModificationTimestamp: valid.ModificationTimestamp })).toBeNull();
  });
});

describe("feed queries", () => {
  test("OData options are percent-encoded with %20 for spaces", () => {
    const tie = { timestamp: "2026-01-01T00:00:00.000Z", keysAtTimestamp: ["A", "B", "C"] };
    expect(propertyUrl("https://feed.example/odata", incrementalQuery(tie, 200))).toBe(
      "https://feed.example/odata/Property?$filter=ModificationTimestamp%20ge%202026-01-01T00%3A00%3A00.000Z" +
        "&$orderby=ModificationTimestamp%20asc%2CListingKey%20asc&$expand=Media&$top=200&$skip=2",
    );
    expect(propertyUrl("https://feed.example/odata", incrementalQuery(null, 50))).toBe(
      "https://feed.example/odata/Property?$orderby=ModificationTimestamp%20asc%2CListingKey%20asc&$expand=Media&$top=50",
    );
    expect(propertyUrl("https://feed.example/odata", sweepQuery(100, "O'Brien-1"))).toBe(
      "https://feed.example/odata/Property?$select=ListingKey&$filter=ListingKey%20gt%20'O''Brien-1'&$orderby=ListingKey%20asc&$top=100",
    );
  });

  test("the incremental query skips the keys committed at the cursor's timestamp but one", () => {
    const cursor = { timestamp: "2026-01-01T00:00:00.000Z", keysAtTimestamp: ["A"] };
    expect(incrementalQuery(cursor, 10).$skip).toBeUndefined();
    expect(incrementalQuery({ ...cursor, keysAtTimestamp: ["A", "B", "C", "D"] }, 10).$skip).toBe("3");
    // A page of one has no room for the overlap: it would never move on.
    expect(incrementalQuery(cursor, 1).$skip).toBe("1");
  });

  test("Retry-After as seconds or an HTTP date", () => {
    expect(parseRetryAfter("7")).toBe(7000);
    expect(parseRetryAfter("Wed, 21 Oct 2026 07:28:10 GMT", Date.parse("2026-10-21T07:28:00Z"))).toBe(10_000);
    expect(parseRetryAfter("soon")).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });
});
