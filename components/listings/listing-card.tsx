import type { ReactNode } from "react";

import { ResultFigure } from "@/components/calculators/ui/result-figure";
import { SiteLink } from "@/components/layout/site-link";
import { formatHomeSummary, formatPrice } from "@/lib/listings/format";
import type { ListingSummary } from "@/lib/listings/types";

import styles from "./listing-card.module.css";

/** What a card shows of a listing (a ListingSummary, or a GraphQL ListingCard with these fields). */
export type ListingCardListing = Pick<
  ListingSummary,
  | "hashid"
  | "source"
  | "listPrice"
  | "propertyType"
  | "propertySubType"
  | "bedroomsTotal"
  | "bathroomsTotalInteger"
  | "livingArea"
  | "streetAddress"
  | "city"
  | "stateOrProvince"
  | "postalCode"
  | "photo"
  | "offMarket"
>;

export interface ListingCardProps {
  listing: ListingCardListing;
  /** The full monthly payment by lib/mortgage (dollars), when computed. */
  monthlyPayment?: number | null;
  /** Heading level of the address (2 in a page's main list). */
  headingLevel?: 2 | 3;
  /** Load the photo eagerly (the first cards of a page). */
  eager?: boolean;
  /** Actions under the card (e.g. "Remove"); outside the card's link. */
  children?: ReactNode;
  /** The listing page's address (with the loan its payment is for); the plain address by default. */
  href?: string;
}

/**
 * One home in a list: photo, price, the monthly payment, rooms and area, address, and the
 * sample / off-market labels. Presentational (no hooks, no data access): works in Server and
 * Client Components.
 */
export function ListingCard({ listing, monthlyPayment, headingLevel = 3, eager = false, children, href = `/listings/${listing.hashid}/` }: ListingCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const place = `${listing.city}, ${listing.stateOrProvince}${listing.postalCode ? ` ${listing.postalCode}` : ""}`;
  const summary = formatHomeSummary(listing);
  return (
    <article className={styles.card} data-listing={listing.hashid}>
      {listing.photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- fixed-size PNGs with a one-year cache; the optimizer would only add a hop
        <img src={listing.photo} alt="" width={640} height={420} loading={eager ? "eager" : "lazy"} decoding="async" className={styles.photo} />
      ) : (
        <div className={styles.noPhoto} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <p className={styles.price}>
          <ResultFigure name="listPrice" value={listing.listPrice}>
            {formatPrice(listing.listPrice)}
          </ResultFigure>
        </p>
        {monthlyPayment !== null && monthlyPayment !== undefined ? (
          <p className={styles.payment}>
            <ResultFigure name="monthlyPayment" value={monthlyPayment} /> a month
          </p>
        ) : null}
        <Heading className={styles.address}>
          <SiteLink href={href} className={styles.link}>
            {listing.streetAddress || place}
          </SiteLink>
        </Heading>
        <p className={styles.place}>{place}</p>
        {summary ? <p className={styles.summary}>{summary}</p> : null}
        {listing.source === "sample" || listing.offMarket ? (
          <ul className={styles.labels}>
            {listing.source === "sample" ? <li className={styles.label}>Sample listing</li> : null}
            {listing.offMarket ? <li className={`${styles.label} ${styles.labelOff}`}>Off the market</li> : null}
          </ul>
        ) : null}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </article>
  );
}
