import { PageStructuredData } from "@/components/seo/page-structured-data";
import { SiteLink } from "@/components/layout/site-link";
import { ListingCard } from "@/components/listings/listing-card";
import { MAX_QUERY_LENGTH } from "@/lib/search/query";
import { KIND_LABELS } from "@/lib/search/types";
import { fallbackSuggestions, type SiteSearchResult } from "@/lib/server/search/site-search";

import styles from "./find.module.css";

/** The plural noun of a count ("1 result", "12 results"). */
function results(count: number): string {
  return count === 1 ? "1 result" : `${count} results`;
}

/** The search form of /find/ (GET, so it works without JavaScript). */
function FindForm({ q }: { q: string }) {
  return (
    <form action="/find/" method="get" role="search" aria-label="Search again" className={styles.form}>
      <label htmlFor="find-q">Search the site</label>
      <div className={styles.row}>
        <input
          id="find-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={MAX_QUERY_LENGTH + 50}
          autoComplete="off"
          enterKeyHint="search"
          className={styles.input}
        />
        <button type="submit" className="button">
          Search
        </button>
      </div>
    </form>
  );
}

/**
 * The /find/ page body: the form, a message for a blank or unusable query, or the ranked
 * results with a type label each, the counts per type, the first homes of the best place,
 * and suggestions when nothing matches.
 */
export function FindResults({ result }: { result: SiteSearchResult }) {
  const { query, hits, counts, placeHomes } = result;
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  return (
    <div className="container">
      <PageStructuredData path="/find/" type="SearchResultsPage" />
      <h1>{query.status === "ok" ? `Search results for “${query.q}”` : "Search"}</h1>
      <FindForm q={query.q} />
      {query.status !== "ok" ? (
        <p className={`notice ${query.status === "invalid" ? "notice-error" : ""}`} role={query.status === "invalid" ? "alert" : undefined}>
          {query.message}
        </p>
      ) : null}
      {result.blogUnavailable ? (
        <p className="notice notice-warning">The blog could not be searched right now; articles are missing from these results.</p>
      ) : null}
      {query.status === "ok" && total === 0 ? (
        <section aria-labelledby="find-none" className={styles.none}>
          <h2 id="find-none">No results for “{query.q}”</h2>
          <p>
            Try fewer or other words (“FHA”, “loan limits”, “refinance”), a city with its state (“Austin TX”), a county or a 5-digit ZIP code. Or start from one
            of these:
          </p>
          <ul className={styles.list}>
            {fallbackSuggestions().map((doc) => (
              <li key={doc.id}>
                <SiteLink href={doc.url}>{doc.title}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {hits.length > 0 ? (
        <>
          <p className={styles.summary} aria-live="polite">
            {results(total)}
            {total > hits.length ? ` (the best ${hits.length} shown)` : ""}:{" "}
            {counts.map((c) => `${c.count} ${c.count === 1 ? KIND_LABELS[c.kind].one.toLowerCase() : c.label.toLowerCase()}`).join(", ")}.
          </p>
          {placeHomes ? (
            <section aria-labelledby="find-homes" className={styles.homes}>
              <h2 id="find-homes">Homes in {placeHomes.place.title}</h2>
              <ul className={styles.cards}>
                {placeHomes.homes.map((home) => (
                  <li key={home.hashid}>
                    <ListingCard listing={home} monthlyPayment={home.payment.monthlyPayment} />
                  </li>
                ))}
              </ul>
              <p>
                <SiteLink href={placeHomes.place.url} className="button button-secondary">
                  See all {placeHomes.total.toLocaleString("en-US")} homes in {placeHomes.place.title}
                </SiteLink>
              </p>
            </section>
          ) : null}
          <h2 className="visually-hidden">Results</h2>
          <ol className={styles.results}>
            {hits.map(({ doc }) => (
              <li key={doc.id} className={styles.result} data-kind={doc.kind}>
                <span className={styles.kind}>{doc.kind === "place" ? "Homes" : KIND_LABELS[doc.kind].one}</span>
                <h3 className={styles.title}>
                  <SiteLink href={doc.url}>{doc.title}</SiteLink>
                </h3>
                <p className={styles.description}>{doc.description}</p>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}
