import { connection } from "next/server";

import { SiteLink } from "@/components/layout/site-link";
import { stateLocation, stateOptions } from "@/lib/server/location/location-data";
import { toCardPage } from "@/components/listings/search/card-data";
import { ListingsSearch } from "@/components/listings/search/listings-search";
import styles from "@/components/listings/search/listings-search.module.css";
import { Pagination } from "@/components/listings/search/pagination";
import type { SearchOptions } from "@/components/listings/search/types";
import { DEFAULT_PAYMENT_SCENARIO, HOME_TYPES, LISTING_PAGE_SIZE, LISTING_SORTS, parseListingUrl, SORT_LABELS } from "@/lib/listings/search";
import { mapTilesFromEnv } from "@/lib/map-tiles";
import { pageMetadata } from "@/lib/metadata";
import { getDatabase } from "@/lib/server/db/database";
import { searchListings } from "@/lib/server/listings/search-service";
import { PageStructuredData } from "@/components/seo/page-structured-data";

export const metadata = pageMetadata("/listings/");

type SearchParams = Record<string, string | string[] | undefined>;

const OPTIONS: SearchOptions = {
  homeTypes: HOME_TYPES,
  sorts: LISTING_SORTS.map((value) => ({ value, label: SORT_LABELS[value] })),
  defaultScenario: DEFAULT_PAYMENT_SCENARIO,
  pageSize: LISTING_PAGE_SIZE,
};

function toUrlParams(record: SearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(record)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, item);
  }
  return params;
}

/**
 * /listings/: the search rendered on the server from the address (places as in docs/architecture.md, Places in the address; the
 * shared URL contract of lib/listings/search.ts), so the first page of results and the GET
 * form work without JavaScript. Always dynamic: it reads the database.
 */
export default async function ListingsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await connection();
  const params = toUrlParams(await searchParams);
  const parsed = parseListingUrl(params);
  const { db } = await getDatabase();
  const page = await searchListings(db, parsed.search, parsed.page, LISTING_PAGE_SIZE);
  const values: Record<string, string> = {};
  for (const [name, value] of params) values[name] ??= value;
  const counties = parsed.search.state ? (stateLocation(parsed.search.state)?.counties ?? []).map((c) => ({ value: c.fips, label: c.name })) : [];
  const states = stateOptions().map((s) => ({ value: s.code, label: s.name }));

  return (
    <>
      <PageStructuredData path="/listings/" type="SearchResultsPage" />
      <div className="container">
        <h1>Homes for sale</h1>
        <p className={styles.lead}>
          Each home with its full monthly payment for your loan: principal and interest, property tax, insurance, mortgage insurance and HOA. Homes you save are
          in <SiteLink href="/saved-homes/">your saved homes</SiteLink>.
        </p>
        <ListingsSearch
          search={parsed.search}
          values={values}
          errors={parsed.errors}
          result={toCardPage(page)}
          states={states}
          counties={counties}
          tiles={mapTilesFromEnv(process.env)}
          options={OPTIONS}
          pagination={<Pagination search={parsed.search} page={parsed.page} total={page.total} pageSize={page.pageSize} />}
        />
      </div>
    </>
  );
}
