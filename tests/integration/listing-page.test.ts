// The listing page's data against a real database: the listing by its hashid (404 for unknown or
// malformed ones), its payment by lib/mortgage for the default loan or the address's loan, the
// sources named, a bad loan in the address reported, an off-market home still shown, and the
// page's metadata (canonical, Open Graph image).
import { eq } from "drizzle-orm";

import { loadListingPage, listingPageMetadata } from "@/lib/server/listings/load-listing-page";
import { listingJsonLd } from "@/lib/listings/structured-data";
import { DEFAULT_PAYMENT_SCENARIO } from "@/lib/listings/search";
import { resoListingSchema, type ResoListingInput } from "@/lib/listings/reso";
import { schema } from "@/lib/server/db/client";
import { listingHashid } from "@/lib/server/listings/hashid";
import { listingMonthlyPayment } from "@/lib/server/listings/listing-payment";
import { upsertListings } from "@/lib/server/listings/upsert";

import { setUpApi } from "./support/api";
import { engineName, type TestDatabase } from "./support/test-database";

let database: TestDatabase;
let tearDown: () => Promise<void>;

function record(overrides: Partial<ResoListingInput>) {
  return resoListingSchema.parse({
    StandardStatus: "Active",
    PropertyType: "Residential",
    PropertySubType: "Single Family Residence",
    City: "Pagetown",
    StateOrProvince: "TX",
    PostalCode: "78701",
    CountyOrParish: "Travis County",
    Latitude: 30.27,
    Longitude: -97.74,
    ModificationTimestamp: "2026-10-02T10:00:00Z",
    ...overrides,
  });
}

async function hashidOf(key: string): Promise<string> {
  const rows = await database.handle.db.select({ id: schema.listings.id }).from(schema.listings).where(eq(schema.listings.listingKey, key));
  return listingHashid(rows[0]!.id);
}

beforeAll(async () => {
  ({ database, tearDown } = await setUpApi());
  await upsertListings(
    database.handle.db,
    [
      record({
        ListingKey: "PAGE-1",
        ListPrice: 450000,
        TaxAnnualAmount: 8100,
        TaxYear: 2025,
        StreetNumber: "12",
        StreetName: "Oak",
        StreetSuffix: "St",
        Media: ["/listing-photos/11-1.png", "/listing-photos/11-2.png"],
      }),
      record({
        ListingKey: "PAGE-2",
        ListPrice: 325000,
        PropertySubType: "Condominium",
        AssociationFee: 900,
        AssociationFeeFrequency: "Quarterly",
        CountyOrParish: "Denver County",
        StateOrProvince: "CO",
        PostalCode: "80202",
        Latitude: 39.75,
        Longitude: -104.99,
      }),
      record({ ListingKey: "PAGE-3", ListPrice: 275000, StandardStatus: "Closed" }),
    ],
    "import",
  );
});
afterAll(async () => {
  await tearDown();
});

describe(`listing page data (${engineName})`, () => {
  test("an unknown or malformed hashid is no page (404)", async () => {
    expect(await loadListingPage("zzzzzzzzzz", {})).toBeNull();
    expect(await loadListingPage("not a hashid!", {})).toBeNull();
    expect(await loadListingPage(listingHashid(987654), {})).toBeNull();
    expect((await listingPageMetadata("zzzzzzzzzz")).robots).toEqual({ index: false, follow: false });
  });

  test("the default loan, with the listing's own tax and the state's average insurance, named", async () => {
    const page = await loadListingPage(await hashidOf("PAGE-1"), {});
    expect(page).not.toBeNull();
    const { listing, figures, sources, scenario, fromAddress, scenarioErrors } = page!;
    expect(scenario).toEqual(DEFAULT_PAYMENT_SCENARIO);
    expect(fromAddress).toBe(false);
    expect(scenarioErrors).toEqual([]);
    const expected = listingMonthlyPayment(listing, DEFAULT_PAYMENT_SCENARIO);
    expect(figures).toEqual({
      monthlyPayment: expected.monthlyPayment,
      principalAndInterest: expected.principalAndInterest,
      propertyTax: expected.propertyTax,
      homeInsurance: expected.homeInsurance,
      mortgageInsurance: expected.mortgageInsurance,
      hoa: expected.hoa,
      downPayment: expected.downPayment,
      loanAmount: expected.loanAmount,
      totalLoanAmount: expected.totalLoanAmount,
      upfrontFee: expected.upfrontFee,
    });
    expect(figures.propertyTax).toBe(675);
    expect(figures.downPayment).toBe(90000);
    expect(figures.loanAmount).toBe(360000);
    expect(sources.taxEstimated).toBe(false);
    expect(sources.tax).toBe("As listed (2025 tax)");
    expect(sources.insurance).toMatch(/^Texas average homeowners premium, NAIC .*2022/);
    expect(sources.mortgageInsurance).toBe(
      "Mortgage Guaranty Insurance Corporation (MGIC), MGIC BPMI Borrower-Paid Monthly Premiums rate card (national, non-refundable) (2018)",
    );
    expect(listing.photos).toEqual(["/listing-photos/11-1.png", "/listing-photos/11-2.png"]);
  });

  test("a listing without tax gets the county's estimate, labelled; HOA dues by the month", async () => {
    const page = await loadListingPage(await hashidOf("PAGE-2"), {});
    expect(page!.sources.taxEstimated).toBe(true);
    expect(page!.sources.tax).toMatch(/^The listing gives no tax: Denver County's effective tax rate times the price, /);
    expect(page!.figures.propertyTax).toBeGreaterThan(0);
    expect(page!.figures.hoa).toBe(300);
  });

  test("the address's loan, and a bad one reported with the default loan in its place", async () => {
    const hashid = await hashidOf("PAGE-1");
    const fha = await loadListingPage(hashid, { calcType: "fha", downPaymentPercent: "3.5", rate: "6.25", term: "360", creditScore: "680" });
    expect(fha!.fromAddress).toBe(true);
    expect(fha!.scenario).toMatchObject({ calcType: "fha", downPaymentPercent: 3.5, ratePercent: 6.25, creditScore: 680 });
    expect(fha!.figures.upfrontFee).toBeGreaterThan(0);
    expect(fha!.sources.mortgageInsurance).toMatch(/Mortgagee Letter 2023-05.*\(2023\)$/);
    expect(fha!.figures.totalLoanAmount).toBeGreaterThan(fha!.figures.loanAmount);

    const bad = await loadListingPage(hashid, { calcType: "jumbo", rate: "99" });
    expect(bad!.fromAddress).toBe(false);
    expect(bad!.scenario).toEqual(DEFAULT_PAYMENT_SCENARIO);
    expect(bad!.scenarioErrors.length).toBeGreaterThan(0);
    expect(bad!.scenarioErrors.join(" ")).toMatch(/Loan program must be one of/);
  });

  test("an off-market listing still shows, marked, and its JSON-LD offer says so", async () => {
    const page = await loadListingPage(await hashidOf("PAGE-3"), {});
    expect(page!.listing.offMarket).toBe(true);
    expect(listingJsonLd(page!.listing, page!.path).offers).toMatchObject({ availability: "https://schema.org/SoldOut" });
  });

  test("metadata: title, canonical, Open Graph with the first photo", async () => {
    const hashid = await hashidOf("PAGE-1");
    const metadata = await listingPageMetadata(hashid);
    expect(metadata.title).toBe("12 Oak St, Pagetown, TX 78701: $450,000");
    expect(metadata.alternates?.canonical).toBe(`/listings/${hashid}/`);
    expect(metadata.openGraph).toMatchObject({
      url: `/listings/${hashid}/`,
      images: [
        { url: "/listing-photos/11-1.png", width: 640, height: 420 },
        { url: expect.stringMatching(new RegExp(`^/og/listings/${hashid}/og\\.png\\?v=`)), width: 1000, height: 523 },
      ],
    });
  });
});
