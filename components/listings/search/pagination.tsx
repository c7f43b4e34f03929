import { listingSearchToUrl, MAX_LISTING_PAGE, type ListingSearch } from "@/lib/listings/search";

import styles from "./listings-search.module.css";

/** How many pages a total makes, capped at the deepest page served. */
export function pageCount(total: number, pageSize: number): number {
  return Math.min(MAX_LISTING_PAGE, Math.max(1, Math.ceil(total / pageSize)));
}

/**
 * Plain page links (page=N): the no-JavaScript way through the results. Rendered by the server
 * and handed to the island, which shows them until "Load more" takes over.
 */
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
            <a href={listingSearchToUrl(search, Math.min(page - 1, pages))} rel="prev">
              Previous<span className="visually-hidden"> page</span>
            </a>
          </li>
        ) : null}
        {shown.map((p, index) => (
          <li key={p}>
            {index > 0 && p - (shown[index - 1] ?? p) > 1 ? <span aria-hidden="true">… </span> : null}
            <a href={listingSearchToUrl(search, p)} aria-current={p === page ? "page" : undefined}>
              <span className="visually-hidden">Page </span>
              {p}
            </a>
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
