/**
 * The site search's shared vocabulary (lib/search): what is searched (documents from any
 * source: pages, posts, places, and agents once they exist) and what a search answers. Pure
 * types, used by the server search, the compact index and the header's instant results.
 */

/**
 * What a document is. A new source (the agents directory) adds its kind here and a builder that
 * turns its records into SearchDocs; scoring, the index and the results page need nothing else.
 */
export const SEARCH_KINDS = ["calculator", "chart", "page", "post", "place", "agent"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** How the results page labels each kind (singular, plural). */
export const KIND_LABELS: Record<SearchKind, { readonly one: string; readonly many: string }> = {
  calculator: { one: "Calculator", many: "Calculators" },
  chart: { one: "Chart", many: "Charts and limits" },
  page: { one: "Page", many: "Pages" },
  post: { one: "Article", many: "Articles" },
  place: { one: "Homes", many: "Homes by place" },
  agent: { one: "Agent", many: "Agents" },
};

/** One searchable thing. */
export interface SearchDoc {
  /** Stable and unique across kinds ("page:/fha-loan-calculator/", "zip:90210"). */
  readonly id: string;
  readonly kind: SearchKind;
  readonly title: string;
  /** Site path (with its query string for places). */
  readonly url: string;
  /** One sentence shown under the title. */
  readonly description: string;
  /** Words and phrases the document answers to besides its title (abbreviations, topics). */
  readonly keywords: readonly string[];
  /**
   * Multiplies the score: a popular or central document wins a tie with a peripheral one
   * (1 when absent). Places use it for the number of homes there.
   */
  readonly weight?: number;
  /** Exact tokens that alone select the document strongly (a ZIP code, a state's USPS code). */
  readonly codes?: readonly string[];
}

/** A document with its score for a query. */
export interface SearchHit {
  readonly doc: SearchDoc;
  readonly score: number;
}
