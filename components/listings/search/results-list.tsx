import { memo, useMemo, useState } from "react";

import { FavoriteListContext, favoriteListPages, type FavoriteList } from "@/components/listings/favorite-list";
import { formatDecimal } from "@/lib/format/en-us";
import type { ListingSearch, PaymentScenario } from "@/lib/listings/search";

import { ListingResultCard, type HomeTypeLabels } from "./listing-result-card";
import styles from "./listings-search.module.css";
import type { ListingCardData } from "./types";

/** "1 home", "1,234 homes". */
export function homesCount(total: number): string {
  return `${formatDecimal(total, 0, 0)} ${total === 1 ? "home" : "homes"}`;
}

export interface ResultsListProps {
  items: readonly ListingCardData[];
  /** The search's page size: the hearts ask whether their homes are saved a page at a time. */
  pageSize: number;
  /** The loan the payments are for (the "how" links carry it). */
  scenario: PaymentScenario;
  labels: HomeTypeLabels;
}

/**
 * The result cards, in order. Memoised: the search island renders again once hydrated (its
 * controls turn live) and while a search runs, and the cards, half the island's nodes, only change
 * with the results, the loan or the labels.
 */
export const ResultsList = memo(function ResultsList({ items, pageSize, scenario, labels }: ResultsListProps) {
  const hashids = useMemo(() => items.map((card) => card.hashid), [items]);
  const [answers] = useState(() => new Map<string, Promise<boolean>>());
  const list = useMemo<FavoriteList>(() => ({ pages: favoriteListPages(hashids, pageSize), answers }), [hashids, pageSize, answers]);
  return (
    <FavoriteListContext.Provider value={list}>
      <ol className={`card-grid ${styles.results}`} aria-label="Homes found">
        {items.map((card, index) => (
          <li key={card.hashid}>
            <ListingResultCard card={card} scenario={scenario} labels={labels} eager={index < 2} />
          </li>
        ))}
      </ol>
    </FavoriteListContext.Provider>
  );
});

/** Nothing found: say so, and how to widen the search. */
export function NoResults({ search, total }: { search: ListingSearch; total: number }) {
  if (total > 0) {
    return (
      <div className="notice" role="status">
        <p>
          <strong>This page is past the last of the {homesCount(total)} found.</strong>
        </p>
        <p>Go back to the first page of results.</p>
      </div>
    );
  }
  const hints: string[] = [];
  if (search.geoRectangle) hints.push('zoom the map out or clear "Only the map area"');
  if (search.priceMin != null || search.priceMax != null) hints.push("widen the price range");
  if (search.monthlyPaymentMax != null) hints.push("raise the monthly payment maximum or the down payment");
  if (search.bedroomsTotalMin != null || search.bathroomsTotalMin != null) hints.push("ask for fewer bedrooms or bathrooms");
  if ((search.propertyTypes?.length ?? 0) > 0) hints.push("tick more home types");
  if (search.zip || search.county) hints.push("search the whole state");
  if (search.yearBuiltMin != null || search.yearBuiltMax != null) hints.push("widen the years built");
  return (
    <div className="notice" role="status">
      <p>
        <strong>No homes match this search.</strong>
      </p>
      <p>{hints.length > 0 ? `To see more, ${hints.join(", ")}.` : "Try another place or fewer filters."}</p>
      <p>
        {/* A full load on purpose: it also resets the search island's held results and map. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see the line above */}
        <a href="/listings/">Clear every filter</a>
      </p>
    </div>
  );
}
