import { DEFAULT_PAYMENT_SCENARIO, listingSearchToUrl, MAX_LISTING_PAGE, type ListingSearch } from "@/lib/listings/search";
import { formatDecimal } from "@/lib/format/en-us";

import { ListingResultCard } from "./listing-result-card";
import styles from "./listings-search.module.css";
import type { ListingCardData } from "./types";

/** "1 home", "1,234 homes". */
export function homesCount(total: number): string {
  return `${formatDecimal(total, 0, 0)} ${total === 1 ? "home" : "homes"}`;
}

/** How many pages a total makes, capped at the deepest page served. */
export function pageCount(total: number, pageSize: number): number {
  return Math.min(MAX_LISTING_PAGE, Math.max(1, Math.ceil(total / pageSize)));
}

export interface ResultsListProps {
  search: ListingSearch;
  items: readonly ListingCardData[];
}

/** The result cards, in order. */
export function ResultsList({ search, items }: ResultsListProps) {
  const scenario = search.payment ?? DEFAULT_PAYMENT_SCENARIO;
  return (
    <ol className={styles.results} aria-label="Homes found">
      {items.map((card, index) => (
        <li key={card.hashid}>
          <ListingResultCard card={card} scenario={scenario} eager={index < 2} />
        </li>
      ))}
    </ol>
  );
}

/** Nothing found: say so, and how to widen the search. */
export function NoResults({ search }: { search: ListingSearch }) {
  const hints: string[] = [];
  if (search.geoRectangle) hints.push("zoom the map out or clear \"Only the map area\"");
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
        <a href="/listings/">Clear every filter</a>
      </p>
    </div>
  );
}

/** Plain page links (page=N): the no-JavaScript way through the results. */
export function Pagination({ search, page, total, pageSize }: { search: ListingSearch; page: number; total: number; pageSize: number }) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const around = [page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages);
  const shown = [...new Set([1, ...around, pages])];
  return (
    <nav aria-label="Result pages" className={styles.pagination}>
      <ul>
        {page > 1 ? (
          <li>
            <a href={listingSearchToUrl(search, page - 1)} rel="prev">
              Previous<span className="visually-hidden"> page</span>
            </a>
          </li>
        ) : null}
        {shown.map((p, index) => (
          <li key={p}>
            {index > 0 && p - (shown[index - 1] ?? p) > 1 ? <span aria-hidden="true">… </span> : null}
            {p === page ? (
              <a href={listingSearchToUrl(search, p)} aria-current="page">
                <span className="visually-hidden">Page </span>
                {p}
              </a>
            ) : (
              <a href={listingSearchToUrl(search, p)}>
                <span className="visually-hidden">Page </span>
                {p}
              </a>
            )}
          </li>
        ))}
        {page < pages ? (
          <li>
            <a href={listingSearchToUrl(search, page + 1)} rel="next">
              Next<span className="visually-hidden"> page</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
