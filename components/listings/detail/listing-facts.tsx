import type { ReactNode } from "react";

import { ResultFigure } from "@/components/calculators/ui/result-figure";
import { formatCount, formatListingDate, formatLotSize, formatPrice, isoDate } from "@/lib/listings/format";
import type { ListingDetail } from "@/lib/listings/types";

import styles from "./listing-detail.module.css";

/** One row of the facts list; rows without a value are not shown. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The listing's facts as the feed gives them (RESO fields): price, rooms, areas, year, type,
 * HOA dues and their frequency, the listed tax and its year, place, status, listing date, the
 * listing office and agent. Figures are shown as listed; nothing is computed here.
 */
export function ListingFacts({ listing }: { listing: ListingDetail }) {
  const type =
    listing.propertySubType && listing.propertySubType !== listing.propertyType ? `${listing.propertySubType} (${listing.propertyType})` : listing.propertyType;
  return (
    <section aria-labelledby="listing-facts" className={`card ${styles.factsCard}`}>
      <h2 id="listing-facts">Facts</h2>
      <dl className={styles.facts}>
        <Fact label="Price">
          <ResultFigure name="listPrice" value={listing.listPrice} />
        </Fact>
        {listing.bedroomsTotal !== null ? <Fact label="Bedrooms">{listing.bedroomsTotal}</Fact> : null}
        {listing.bathroomsTotalInteger !== null ? <Fact label="Bathrooms">{listing.bathroomsTotalInteger}</Fact> : null}
        {listing.livingArea !== null ? <Fact label="Living area">{formatCount(listing.livingArea)} sq ft</Fact> : null}
        {listing.lotSizeSquareFeet !== null ? <Fact label="Lot">{formatLotSize(listing.lotSizeSquareFeet)}</Fact> : null}
        {listing.yearBuilt !== null ? <Fact label="Year built">{listing.yearBuilt}</Fact> : null}
        <Fact label="Type">{type}</Fact>
        <Fact label="HOA dues">
          {listing.associationFee !== null && listing.associationFee > 0
            ? `${formatPrice(listing.associationFee)} ${(listing.associationFeeFrequency ?? "Monthly").toLowerCase()}`
            : "None listed"}
        </Fact>
        <Fact label="Property tax">
          {listing.taxAnnualAmount !== null
            ? `${formatPrice(listing.taxAnnualAmount)} a year${listing.taxYear !== null ? ` (${listing.taxYear})` : ""}`
            : "Not listed"}
        </Fact>
        {listing.countyOrParish ? <Fact label="County">{listing.countyOrParish}</Fact> : null}
        {listing.postalCode ? <Fact label="ZIP code">{listing.postalCode}</Fact> : null}
        <Fact label="Status">{listing.offMarket ? `Off the market (${listing.standardStatus})` : listing.standardStatus}</Fact>
        {listing.listingContractDate ? (
          <Fact label="Listed">
            <time dateTime={isoDate(listing.listingContractDate)}>{formatListingDate(listing.listingContractDate)}</time>
          </Fact>
        ) : null}
        {listing.listOfficeName ? <Fact label="Listing office">{listing.listOfficeName}</Fact> : null}
        {listing.listAgentFullName ? <Fact label="Listing agent">{listing.listAgentFullName}</Fact> : null}
      </dl>
      {listing.publicRemarks ? (
        <>
          <h3>About this home</h3>
          <p className={styles.remarks}>{listing.publicRemarks}</p>
        </>
      ) : null}
    </section>
  );
}
