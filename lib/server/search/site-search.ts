import "server-only";

import type { BlogPostSummary } from "@/lib/blog/types";
import { countyFipsForZip } from "@/lib/reference/zip";
import { encodeIndex, type CompactIndex } from "@/lib/search/compact-index";
import { pageDocs, postDocs } from "@/lib/search/page-docs";
import { placeDocs, zipDoc, type PlaceCounts } from "@/lib/search/place-docs";
import { parseQuery, type ParsedQuery } from "@/lib/search/query";
import { prepareDoc, rankDocs, type PreparedDoc } from "@/lib/search/score";
import { queryTokens } from "@/lib/search/tokenize";
import { KIND_LABELS, SEARCH_KINDS, type SearchDoc, type SearchHit, type SearchKind } from "@/lib/search/types";
import { parseListingUrl } from "@/lib/listings/search";
import type { Database } from "@/lib/server/db/client";
import { readBlog } from "@/lib/server/blog/blog-service";
import { searchListings, type ListingResult } from "@/lib/server/listings/search-service";
import { agentSearchDocs } from "@/lib/server/agents/agent-search-source";

import { placeCounts, zipCount } from "./place-catalog";

/** Results listed on /find/ (the best ones; the counts cover them). */
export const MAX_RESULTS = 30;
/** Homes shown under the best place result. */
export const HOMES_SHOWN = 3;
/** Places carried in the header's index (the ones with most homes; the results page has all). */
const INDEX_COUNTIES = 150;
const INDEX_CITIES = 200;

/**
 * A source of search documents beyond pages, posts and places: the agents directory plugs in
 * here once it exists (its records as SearchDocs of kind "agent"); ranking, the results page
 * and the header's index then include them with no other change.
 */
export interface SearchSource {
  readonly name: string;
  docs(db: Database): Promise<readonly SearchDoc[]>;
}

/** The extra sources searched: the agents directory. */
export const EXTRA_SEARCH_SOURCES: readonly SearchSource[] = [{ name: "agents", docs: agentSearchDocs }];

let preparedPages: PreparedDoc[] | null = null;
const preparedCache = new WeakMap<object, PreparedDoc[]>();

async function allPosts(): Promise<{ posts: readonly BlogPostSummary[]; unavailable: boolean }> {
  const result = await readBlog((source) => source.allPosts());
  return result.ok ? { posts: result.value, unavailable: false } : { posts: [], unavailable: true };
}

/** Prepared documents of every source; places re-prepared only when the listings change. */
async function preparedDocs(db: Database): Promise<{ docs: PreparedDoc[]; blogUnavailable: boolean }> {
  const [counts, blog] = await Promise.all([placeCounts(db), allPosts()]);
  preparedPages ??= pageDocs().map(prepareDoc);
  let places = preparedCache.get(counts);
  if (!places) {
    places = placeDocs(counts).map(prepareDoc);
    preparedCache.set(counts, places);
  }
  let posts = preparedCache.get(blog.posts);
  if (!posts) {
    posts = postDocs(blog.posts).map(prepareDoc);
    preparedCache.set(blog.posts, posts);
  }
  const extra = (await Promise.all(EXTRA_SEARCH_SOURCES.map((source) => source.docs(db)))).flat().map(prepareDoc);
  return { docs: [...preparedPages, ...posts, ...places, ...extra], blogUnavailable: blog.unavailable };
}

/** The homes under a place result: the first few of the listing search its link opens. */
export interface PlaceHomes {
  readonly place: SearchDoc;
  readonly total: number;
  readonly homes: readonly ListingResult[];
}

export interface KindCount {
  readonly kind: SearchKind;
  readonly label: string;
  readonly count: number;
}

export interface SiteSearchResult {
  readonly query: ParsedQuery;
  /** Best first, at most MAX_RESULTS. */
  readonly hits: readonly SearchHit[];
  /** Results per kind, in kind order (kinds with none left out). */
  readonly counts: readonly KindCount[];
  readonly placeHomes: PlaceHomes | null;
  /** The blog could not be read: articles are missing from the results. */
  readonly blogUnavailable: boolean;
}

async function homesFor(db: Database, place: SearchDoc): Promise<PlaceHomes | null> {
  const url = new URL(place.url, "http://localhost");
  const parsed = parseListingUrl(url.searchParams);
  if (Object.keys(parsed.errors).length > 0) return null;
  const page = await searchListings(db, parsed.search, 1, HOMES_SHOWN);
  return page.total > 0 ? { place, total: page.total, homes: page.items } : null;
}

/**
 * Searches pages, posts and places for a raw `q` (any value: it is validated here). A query
 * with a 5-digit token also looks that ZIP code up. The best place result, when it ranks near
 * the top, brings its first homes.
 */
export async function siteSearch(db: Database, rawQuery: unknown): Promise<SiteSearchResult> {
  const query = parseQuery(rawQuery);
  if (query.status !== "ok") return { query, hits: [], counts: [], placeHomes: null, blogUnavailable: false };
  const { docs, blogUnavailable } = await preparedDocs(db);
  const zips = queryTokens(query.q)
    .filter((token) => /^\d{5}$/.test(token))
    .slice(0, 3);
  const zipDocs = await Promise.all(
    zips.map(async (zip) => {
      const { count, city, state } = await zipCount(db, zip);
      const countyFips = countyFipsForZip(zip);
      // A ZIP the Census does not know and no home uses is no place.
      return count > 0 || countyFips ? prepareDoc(zipDoc(zip, count, city, state, countyFips)) : null;
    }),
  );
  const ranked = rankDocs(query.q, [...docs, ...zipDocs.filter((doc): doc is PreparedDoc => doc !== null)], 500);
  const counts = SEARCH_KINDS.map((kind) => ({ kind, label: KIND_LABELS[kind].many, count: ranked.filter((hit) => hit.doc.kind === kind).length })).filter(
    (c) => c.count > 0,
  );
  const hits = ranked.slice(0, MAX_RESULTS);
  const top = hits[0];
  const bestPlace = hits.find((hit) => hit.doc.kind === "place");
  const placeHomes = top && bestPlace && bestPlace.score >= top.score * 0.6 ? await homesFor(db, bestPlace.doc) : null;
  return { query, hits, counts, placeHomes, blogUnavailable };
}

/** The header's index: pages, posts, states, and the counties and cities with most homes. */
export async function searchIndex(db: Database): Promise<CompactIndex> {
  const [counts, blog] = await Promise.all([placeCounts(db), allPosts()]);
  const trimmed: PlaceCounts = { states: counts.states, counties: counts.counties.slice(0, INDEX_COUNTIES), cities: counts.cities.slice(0, INDEX_CITIES) };
  const extra = (await Promise.all(EXTRA_SEARCH_SOURCES.map((source) => source.docs(db)))).flat();
  return encodeIndex([...pageDocs(), ...postDocs(blog.posts), ...placeDocs(trimmed), ...extra]);
}

/** Pages suggested when nothing matches: the main calculators and the listings. */
export function fallbackSuggestions(): SearchDoc[] {
  const wanted = ["/mortgage-calculator/", "/fha-loan-calculator/", "/va-loan-calculator/", "/home-affordability-calculator/", "/listings/", "/blog/"];
  const docs = pageDocs();
  return wanted.flatMap((path) => docs.filter((doc) => doc.url === path));
}
