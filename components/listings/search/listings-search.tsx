"use client";

import dynamic from "next/dynamic";
import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";

import { MapPanelPending } from "@/components/listings/map/map-panel-pending";
import type { MapTiles } from "@/components/listings/map/map-types";
import { addressHasLoan, describeLoan, isDefaultLoan, rememberSearch, storedLoan, storeLoan } from "@/lib/listings/assumptions";
import type { GeoRectangle, ListingSearch, PaymentScenario } from "@/lib/listings/search";
import { appendUnheld } from "@/lib/paging";
import { useHydratedInSlices } from "@/lib/session/use-session";

import { FieldError } from "./field-error";
import { filtersLabel, filtersSet } from "./filter-count";
import { useLazySearchClient } from "./lazy-search-client";
import type { PlaceOption } from "./place-fields";
import styles from "./listings-search.module.css";
import { homesCount, NoResults, ResultsList } from "./results-list";
import { SearchForm } from "./search-form";
import type { ListingCardPage, SearchOptions } from "./types";

// The shared search schema (zod) is loaded when the first search runs, not with the page: the
// server already parsed the address and rendered its results.
const searchModule = () => import("@/lib/listings/search");

// The map panel (and through it Leaflet, the outlines and the clustering) is its own chunk:
// it never counts in the page's first-load JavaScript.
const MapPanel = dynamic(() => import("@/components/listings/map/map-panel").then((m) => m.MapPanel), { ssr: false, loading: () => <MapPanelPending /> });

export interface ListingsSearchProps {
  search: ListingSearch;
  /** URL parameter text as given, for the form's boxes. */
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, readonly string[]>>;
  result: ListingCardPage;
  states: readonly PlaceOption[];
  counties: readonly PlaceOption[];
  tiles: MapTiles | null;
  options: SearchOptions;
  /** The server's page links, shown until JavaScript runs ("Load more" then takes over). */
  pagination: ReactNode;
}

interface View {
  search: ListingSearch;
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, readonly string[]>>;
  result: ListingCardPage;
  /** Changes when the form must show another address's values (back/forward). */
  formKey: number;
  /**
   * Whether the list shown is the one Apollo's cache holds for the search. The page the server
   * rendered is not in the cache, so loading more after it leaves the cache alone: a cached list
   * must start at page 1, or coming back to that search would show it without its first page.
   */
  cached: boolean;
}

function firstValues(params: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of params) values[name] ??= value;
  return values;
}

/** Defaults are left out of the address (the loan when it is the calculator's, the newest-first sort). */
function withoutDefaults(search: ListingSearch, d: PaymentScenario): ListingSearch {
  if (search.sort === "newest") return withoutDefaults({ ...search, sort: undefined }, d);
  const p = search.payment;
  if (!p) return search;
  const same =
    p.calcType === d.calcType &&
    p.downPaymentPercent === d.downPaymentPercent &&
    p.ratePercent === d.ratePercent &&
    p.term === d.term &&
    p.creditScore === d.creditScore &&
    p.includePMI === d.includePMI &&
    p.isVaDisabled === d.isVaDisabled &&
    p.isVaSubsequentUse === d.isVaSubsequentUse;
  return same ? { ...search, payment: undefined } : search;
}

/** The fields of the loan (their messages mean the address's loan was not used). */
const LOAN_FIELDS = ["calcType", "downPaymentPercent", "ratePercent", "term", "creditScore", "includePMI", "isVaDisabled", "isVaSubsequentUse"];

function loanUsable(errors: Readonly<Record<string, readonly string[]>>): boolean {
  return LOAN_FIELDS.every((field) => (errors[field]?.length ?? 0) === 0);
}

/** The site's phone breakpoint (app/globals.css): wider screens show the filters open. */
const WIDE = "(min-width: 40.0625rem)";

function failureText(error: unknown): string {
  return error instanceof Error && error.message
    ? `The search could not run: ${error.message}`
    : "The search could not run. Check your connection and try again.";
}

/**
 * The search island: form, results and map. The server renders it with the first page, and
 * without JavaScript it is a GET form with page links. With JavaScript, searches run in place
 * through Apollo (a new search replaces the list, "Load more" appends the next page) and the
 * address follows, so a link always shares the search on screen.
 */
export function ListingsSearch(props: ListingsSearchProps) {
  const client = useLazySearchClient(props.options.pageSize);
  const [view, setView] = useState<View>({ search: props.search, values: props.values, errors: props.errors, result: props.result, formKey: 0, cached: false });
  const interactive = useHydratedInSlices();
  const [busy, setBusy] = useState<"search" | "more" | null>(null);
  const [failure, setFailure] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const requestId = useRef(0);
  // The query of the address the view shows. A popstate that keeps it (a fragment link such as
  // "Skip to content" fires one) must not search again and remount the form over what is typed.
  const shownQuery = useRef<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const run = useCallback(
    async (
      search: ListingSearch,
      errors: Readonly<Record<string, readonly string[]>>,
      history: "push" | "replace" | "none",
      values?: Readonly<Record<string, string>>,
    ) => {
      const id = ++requestId.current;
      const clean = withoutDefaults(search, props.options.defaultScenario);
      if (history !== "none") {
        const { listingSearchToUrl } = await searchModule();
        window.history[history === "push" ? "pushState" : "replaceState"](null, "", listingSearchToUrl(clean));
        shownQuery.current = window.location.search;
      }
      rememberSearch(window.location.pathname + window.location.search);
      // The loan searched with is the visitor's listing loan (lib/listings/assumptions.ts).
      if (loanUsable(errors)) storeLoan(clean.payment ?? props.options.defaultScenario);
      setView((v) => ({ ...v, search: clean, errors, ...(values ? { values, formKey: v.formKey + 1 } : {}) }));
      setBusy("search");
      setFailure("");
      try {
        const result = await client.fetchPage(clean, 1);
        if (id !== requestId.current) return;
        setView((v) => ({ ...v, result, cached: true }));
        setAnnouncement(`${homesCount(result.total)} found.`);
      } catch (error) {
        if (id === requestId.current) setFailure(failureText(error));
      } finally {
        if (id === requestId.current) setBusy(null);
      }
    },
    [client, props.options.defaultScenario],
  );

  // The listing loan: an address without one takes the visitor's stored loan (searched again
  // with it); an address with a usable one makes it theirs. The search's address is kept for the
  // listing pages' "Back to the search". Once, on arrival.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    rememberSearch(window.location.pathname + window.location.search);
    if (addressHasLoan(window.location.search)) {
      if (loanUsable(props.errors)) storeLoan(props.search.payment ?? props.options.defaultScenario);
      return;
    }
    const stored = storedLoan();
    // After this effect (run sets state as the search starts).
    if (stored && !isDefaultLoan(stored)) void Promise.resolve().then(() => run({ ...props.search, payment: stored }, props.errors, "replace"));
  }, [props.errors, props.options.defaultScenario, props.search, run]);

  // Filters: closed behind "Filters (N set)" as rendered (phones reach the results at once),
  // opened on wider screens. Not a React prop: the visitor's own toggling stays as they left it.
  const filtersRef = useRef<HTMLDetailsElement>(null);
  // Open from the start when the address has values with messages, so they are seen.
  const [arrivedWithErrors] = useState(() => Object.keys(props.errors).length > 0);
  useEffect(() => {
    if (filtersRef.current && window.matchMedia(WIDE).matches) filtersRef.current.open = true;
  }, []);

  /** "Change" the loan: open the filters and the loan's fields, and focus the first. */
  const changeLoan = (event: MouseEvent<HTMLAnchorElement>) => {
    const filters = filtersRef.current;
    const loan = document.getElementById("ls-loan");
    if (!filters || !(loan instanceof HTMLDetailsElement)) return;
    event.preventDefault();
    filters.open = true;
    loan.open = true;
    loan.scrollIntoView({ block: "start" });
    document.getElementById("ls-calcType")?.focus();
  };

  // Warm the search module when the visitor reaches for the search (a pointer over the form, the
  // list or the map, a focus, a touch), so the first search does not wait for it. Not at idle:
  // its evaluation (zod, about 50 ms on this machine) was the longest task of the page's load.
  const warmed = useRef(false);
  const warm = () => {
    if (warmed.current) return;
    warmed.current = true;
    void searchModule();
  };

  // Back and forward: show the search of the address returned to.
  useEffect(() => {
    shownQuery.current ??= window.location.search;
    const onPop = async () => {
      if (window.location.search === shownQuery.current) return;
      shownQuery.current = window.location.search;
      const params = new URLSearchParams(window.location.search);
      const { parseListingUrl } = await searchModule();
      const parsed = parseListingUrl(params);
      void run(parsed.search, parsed.errors, "none", firstValues(params));
    };
    const listener = () => void onPop();
    window.addEventListener("popstate", listener);
    return () => window.removeEventListener("popstate", listener);
  }, [run]);

  const onSearch = async (params: URLSearchParams) => {
    const { parseListingUrl } = await searchModule();
    const parsed = parseListingUrl(params);
    void run(parsed.search, parsed.errors, "push");
  };

  const onArea = useCallback(
    (area: GeoRectangle | null) => {
      const { geoRectangle: _old, ...rest } = view.search;
      const { geoRectangle: _oldError, ...errors } = view.errors;
      void run(area ? { ...rest, geoRectangle: area } : rest, errors, "replace");
    },
    [run, view.search, view.errors],
  );

  const loadMore = async () => {
    const id = requestId.current;
    const shown = view.result;
    const before = shown.items.length;
    setBusy("more");
    setFailure("");
    try {
      const next = await client.fetchPage(view.search, shown.page + 1, { cache: view.cached });
      if (id !== requestId.current) return;
      // The new page is at the end of what the cache holds for this search; add what is not shown.
      const result = { ...next, items: appendUnheld(shown.items, next.items.slice(-next.pageSize), (item) => item.hashid) };
      setView((v) => ({ ...v, result }));
      setAnnouncement(`${result.items.length - before} more homes shown, ${result.items.length} of ${homesCount(result.total)}.`);
      // Keyboard users continue from the first home added.
      requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLAnchorElement>("h3 a")[before]?.focus());
    } catch (error) {
      if (id === requestId.current) setFailure(failureText(error));
    } finally {
      if (id === requestId.current) setBusy(null);
    }
  };

  const { search, result, errors } = view;
  const more = result.items.length < result.total && result.page * result.pageSize < result.total;
  const pageErrors = errors.page;

  return (
    <div className={styles.layout} data-interactive={interactive ? "true" : undefined} onPointerOver={warm} onFocus={warm} onTouchStart={warm}>
      <div className={styles.filters}>
        <details className={styles.filterToggle} ref={filtersRef} open={arrivedWithErrors || undefined} data-testid="filters">
          <summary>{filtersLabel(filtersSet(search))}</summary>
          <SearchForm
            key={view.formKey}
            search={search}
            values={view.values}
            errors={errors}
            states={props.states}
            counties={props.counties}
            bounds={search.geoRectangle}
            options={props.options}
            onSearch={interactive ? (params) => void onSearch(params) : undefined}
          />
        </details>
      </div>
      <section className={styles.main} aria-labelledby="ls-results-heading">
        <div className={styles.resultsHead}>
          <h2 id="ls-results-heading" data-result="total" data-value={result.total}>
            {homesCount(result.total)}
          </h2>
          {busy === "search" ? <p className="field-hint">Searching…</p> : null}
        </div>
        <p className={styles.assumptions} data-testid="search-loan-assumptions">
          Payments use these loan assumptions: {describeLoan(search.payment ?? props.options.defaultScenario)}.{" "}
          <a href="#ls-loan" onClick={changeLoan}>
            Change the loan assumptions
          </a>
        </p>
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
        <FieldError id="ls-page" messages={pageErrors} />
        {failure ? (
          <p className="notice notice-error" role="alert">
            {failure}
          </p>
        ) : null}
        {interactive ? <MapPanel search={search} client={client} tiles={props.tiles} labels={props.options.homeTypes} onArea={onArea} /> : <MapPanelPending />}
        <div ref={listRef} aria-busy={busy === "search"}>
          {result.items.length > 0 ? (
            <ResultsList
              items={result.items}
              pageSize={result.pageSize}
              scenario={search.payment ?? props.options.defaultScenario}
              labels={props.options.homeTypes}
            />
          ) : (
            <NoResults search={search} total={result.total} />
          )}
        </div>
        {interactive ? (
          more ? (
            <p className={styles.more}>
              <button type="button" className="button button-secondary" onClick={loadMore} disabled={busy !== null}>
                {busy === "more" ? "Loading…" : "Load more"}
              </button>
              <span className="field-hint">
                {" "}
                Showing {result.items.length} of {homesCount(result.total)}
              </span>
            </p>
          ) : null
        ) : (
          props.pagination
        )}
      </section>
    </div>
  );
}
