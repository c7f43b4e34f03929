import "server-only";

import type { Metadata } from "next";
import { cache } from "react";

import { getDatabase } from "@/lib/server/db/database";
import { cachedData } from "@/lib/server/cache/data-cache";
import { listingTag } from "@/lib/server/cache/tags";
import { listingIdFromHashid } from "@/lib/server/listings/hashid";
import { getListingByHashid } from "@/lib/server/listings/listing-service";
import { listingMonthlyPayment } from "@/lib/server/listings/listing-payment";
import { DEFAULT_PAYMENT_SCENARIO, parsePaymentScenarioParams, type PaymentScenario } from "@/lib/listings/search";
import type { ListingDetail } from "@/lib/listings/types";
import { formatPrice, formatHomeSummary } from "@/lib/listings/format";
import { SOURCES, type Source } from "@/lib/mortgage/sources";
import { getState } from "@/lib/reference/states";
import { SITE_NAME } from "@/lib/routes";
import { ogImage } from "@/lib/seo/og-image";
import { listingCard } from "@/lib/server/seo/og-cards";

import { listingAddressLine } from "@/lib/listings/structured-data";
import type { ListingPaymentFigures, ListingPaymentSources } from "@/lib/listings/payment-figures";

/** Everything the listing page shows, read once per request. */
export interface ListingPageData {
  readonly listing: ListingDetail;
  readonly path: string;
  readonly scenario: PaymentScenario;
  /** True when the loan came from the address (the visitor's), false for the default loan. */
  readonly fromAddress: boolean;
  /** Messages for loan parameters in the address that could not be used (the default stands in). */
  readonly scenarioErrors: readonly string[];
  readonly figures: ListingPaymentFigures;
  readonly sources: ListingPaymentSources;
  /** Why the loan does not fit this home (the figures are still shown, as computed). */
  readonly eligibilityReasons: readonly string[];
}

/** The rule behind each program's mortgage insurance (or funding fee), as /accuracy/ cites it. */
const MORTGAGE_INSURANCE_SOURCE: Record<PaymentScenario["calcType"], Source> = {
  conventional: SOURCES.pmiRates,
  fha: SOURCES.fhaMip,
  usda: SOURCES.usdaFees,
  va: SOURCES.vaFundingFee,
};

function citation(source: Source): string {
  return `${source.publisher}, ${source.title} (${source.year})`;
}

/**
 * The listing, once per request (metadata and page both ask), from Next's data cache until the
 * listing changes (its tag expires with any write to its row: docs/architecture.md, Caching).
 */
const listingByHashid = cache(async (hashid: string): Promise<ListingDetail | null> => {
  const id = listingIdFromHashid(hashid);
  if (id === null) return null;
  return cachedData(["listing", hashid], [listingTag(id)], async () => {
    const { db } = await getDatabase();
    return getListingByHashid(db, hashid);
  });
});

function toSearchParams(query: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === "string") params.set(name, value);
    else if (Array.isArray(value) && value[0] !== undefined) params.set(name, value[0]);
  }
  return params;
}

/**
 * Reads a listing page's data: the listing by its public hashid (null when unknown or malformed:
 * the page answers 404) and its monthly payment by lib/mortgage for the address's loan, or the
 * default loan when the address has none (or an unusable one, reported).
 */
export async function loadListingPage(hashid: string, query: Record<string, string | string[] | undefined>): Promise<ListingPageData | null> {
  const listing = await listingByHashid(hashid);
  if (!listing) return null;
  const parsed = parsePaymentScenarioParams(toSearchParams(query));
  const scenario = parsed.value ?? DEFAULT_PAYMENT_SCENARIO;
  const scenarioErrors = parsed.errors ? Object.values(parsed.errors).flat() : [];
  const payment = listingMonthlyPayment(listing, scenario);
  const stateName = getState(listing.stateOrProvince)?.name ?? listing.stateOrProvince;
  const figures: ListingPaymentFigures = {
    monthlyPayment: payment.monthlyPayment,
    principalAndInterest: payment.principalAndInterest,
    propertyTax: payment.propertyTax,
    homeInsurance: payment.homeInsurance,
    mortgageInsurance: payment.mortgageInsurance,
    hoa: payment.hoa,
    downPayment: payment.downPayment,
    loanAmount: payment.loanAmount,
    totalLoanAmount: payment.totalLoanAmount,
    upfrontFee: payment.upfrontFee,
  };
  const sourceOf = (figure: "propertyTax" | "homeInsurance") => payment.sources.find((s) => s.figure === figure)?.source ?? null;
  const taxEstimated = payment.estimated.includes("propertyTax");
  const taxSource = sourceOf("propertyTax");
  const insuranceSource = sourceOf("homeInsurance");
  const sources: ListingPaymentSources = {
    taxEstimated,
    tax: taxEstimated
      ? `The listing gives no tax: ${listing.countyOrParish ?? stateName}'s effective tax rate times the price${taxSource ? `, ${taxSource}` : ""}`
      : `As listed${listing.taxYear !== null ? ` (${listing.taxYear} tax)` : ""}`,
    insurance: `${stateName} average homeowners premium${insuranceSource ? `, ${insuranceSource}` : ""}`,
    mortgageInsurance: citation(MORTGAGE_INSURANCE_SOURCE[scenario.calcType]),
  };
  return {
    listing,
    path: `/listings/${listing.hashid}/`,
    scenario,
    fromAddress: parsed.value !== undefined,
    scenarioErrors,
    figures,
    sources,
    eligibilityReasons: payment.eligible ? [] : [...payment.reasons],
  };
}

/** Title, description, canonical address and social cards of a listing page. */
export async function listingPageMetadata(hashid: string): Promise<Metadata> {
  const listing = await listingByHashid(hashid);
  if (!listing) return { title: "Listing not found", robots: { index: false, follow: false } };
  const path = `/listings/${listing.hashid}/`;
  const address = listingAddressLine(listing);
  const summary = formatHomeSummary(listing);
  const title = `${address}: ${formatPrice(listing.listPrice)}`;
  const description = `${listing.offMarket ? "Off the market. " : ""}${listing.source === "sample" ? "Sample listing. " : ""}${[summary, listing.propertySubType ?? listing.propertyType].filter(Boolean).join(", ")} for ${formatPrice(listing.listPrice)} in ${listing.city}, ${listing.stateOrProvince}, with its full monthly payment.`;
  // The home's photo first when it has one (what people share a listing for), then its generated card.
  const card = ogImage(path, listingCard(listing), `${title} | ${SITE_NAME}`);
  const images = [...listing.photos.slice(0, 1).map((url) => ({ url, width: 640, height: 420, alt: `Photo of ${address}` })), card];
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { type: "website", siteName: SITE_NAME, locale: "en_US", title: `${title} | ${SITE_NAME}`, description, url: path, images },
    twitter: {
      card: "summary_large_image",
      title: `${title} | ${SITE_NAME}`,
      description,
      images: images.map((image) => ({ url: image.url, alt: image.alt })),
    },
  };
}
