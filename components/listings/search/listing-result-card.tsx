import { formatMoney } from "@/components/calculators/ui/format";
import { FavoriteHeart } from "@/components/listings/favorite-heart";
import { formatHomeSummary } from "@/lib/listings/format";
import { withLoan } from "@/lib/listings/assumptions";
import type { PaymentScenario } from "@/lib/listings/search";

import { calculatorHref } from "./calculator-link";
import styles from "./listings-search.module.css";
import type { ListingCardData } from "./types";

/** RESO type -> the buyer's word (SearchOptions.homeTypes). */
export type HomeTypeLabels = readonly { readonly value: string; readonly label: string }[];

/** "House", "Condo"...: the buyer's word for a RESO type, or the RESO name itself. */
export function homeTypeLabel(card: Pick<ListingCardData, "propertyType" | "propertySubType">, labels: HomeTypeLabels): string {
  const match = labels.find((type) => type.value === card.propertySubType) ?? labels.find((type) => type.value === card.propertyType);
  return match?.label ?? card.propertySubType ?? card.propertyType;
}

/** "3 bd · 2 ba · 1,850 sq ft · House" on one line (the map's popup). */
export function factsLine(
  card: Pick<ListingCardData, "bedroomsTotal" | "bathroomsTotalInteger" | "livingArea" | "propertyType" | "propertySubType">,
  labels: HomeTypeLabels,
): string {
  return [formatHomeSummary(card), homeTypeLabel(card, labels)].filter(Boolean).join(" · ");
}

/** "Austin, TX 78701". */
export function placeLine(card: Pick<ListingCardData, "city" | "stateOrProvince" | "postalCode">): string {
  return `${card.city}, ${card.stateOrProvince}${card.postalCode ? ` ${card.postalCode}` : ""}`;
}

export interface ListingResultCardProps {
  card: ListingCardData;
  scenario: PaymentScenario;
  labels: HomeTypeLabels;
  /** The first cards load their photo at once; the rest when scrolled near. */
  eager?: boolean;
}

/**
 * One home in the results: photo, price, the full monthly payment for the visitor's loan with a
 * link to the calculator that shows how it is made up, beds, baths, size, address and the save
 * heart. The listing links carry the loan (lib/listings/assumptions.ts), so the listing page
 * shows the card's payment. Sample listings always carry the "Sample listing" label. Server and
 * client render it alike.
 */
export function ListingResultCard({ card, scenario, labels, eager = false }: ListingResultCardProps) {
  const href = withLoan(`/listings/${card.hashid}/`, scenario);
  const address = `${card.streetAddress}, ${placeLine(card)}`;
  const size = formatHomeSummary(card);
  return (
    <article className={styles.card} data-hashid={card.hashid} data-latitude={card.latitude ?? undefined} data-longitude={card.longitude ?? undefined}>
      <a href={href} className={styles.cardPhoto} tabIndex={-1} aria-hidden="true">
        {card.photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- generated PNGs at a fixed size served by our own route (or the feed's URL); nothing for next/image to optimise
          <img src={card.photo} alt="" width={320} height={210} loading={eager ? "eager" : "lazy"} decoding="async" />
        ) : (
          <span className={styles.noPhoto}>No photo</span>
        )}
      </a>
      <div className={styles.cardBody}>
        {card.isSample ? <p className={styles.sample}>Sample listing</p> : null}
        <h3 className={styles.cardTitle}>
          <a href={href}>
            <span data-result="listPrice" data-value={card.listPrice}>
              {formatMoney(card.listPrice)}
            </span>
            <span className="visually-hidden">, {address}</span>
          </a>
        </h3>
        <p className={styles.payment}>
          <span data-result="monthlyPayment" data-value={card.monthlyPayment}>
            {formatMoney(card.monthlyPayment)}
          </span>
          /mo
        </p>
        <p className={styles.how}>
          <a href={calculatorHref(card, scenario)}>
            How {formatMoney(card.monthlyPayment)} a month is figured<span className="visually-hidden"> for {address}</span>
          </a>
        </p>
        {/* The size and the home type on lines of their own: a card is then as tall whichever of
            them it has, and the list's placeholders can be exact (listings-search.module.css). */}
        <p className={styles.facts}>
          {size}
          {size ? <br /> : null}
          {homeTypeLabel(card, labels)}
        </p>
        <p className={styles.address}>
          <span>{card.streetAddress}</span>
          <span>{placeLine(card)}</span>
        </p>
        <div className={styles.cardActions}>
          <FavoriteHeart hashid={card.hashid} address={address} />
        </div>
      </div>
    </article>
  );
}
