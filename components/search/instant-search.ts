/**
 * The header's instant results, loaded on first use of the search box (a dynamic import, so
 * none of this is in any page's first-load JavaScript): fetches the compact index
 * (GET /find/index.json, cached by the browser), prepares it once and ranks with the same
 * scoring as /find/. A 5-digit ZIP code, too many to carry in the index, becomes a link to
 * the homes there.
 */
import { decodeIndex } from "@/lib/search/compact-index";
import { prepareDoc, rankDocs, type PreparedDoc } from "@/lib/search/score";
import { queryTokens } from "@/lib/search/tokenize";
import { KIND_LABELS } from "@/lib/search/types";
import { MAX_QUERY_LENGTH } from "@/lib/search/query";

/** One suggestion of the box. */
export interface InstantItem {
  readonly id: string;
  readonly label: string;
  readonly title: string;
  readonly url: string;
}

/** Suggestions shown at most (the last row, "all results", comes on top of these). */
const SHOWN = 7;

let loading: Promise<readonly PreparedDoc[]> | null = null;

/** Loads and prepares the index once per page (a failed load is retried on the next use). */
export function loadIndex(): Promise<readonly PreparedDoc[]> {
  loading ??= fetch("/find/index.json", { headers: { accept: "application/json" } })
    .then((response) => {
      if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then((body) => (decodeIndex(body)?.docs ?? []).map(prepareDoc))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** The suggestions for what is typed: the best documents, and homes by ZIP code when one is typed. */
export function instantResults(docs: readonly PreparedDoc[], typed: string): InstantItem[] {
  const q = typed.replace(/\s+/g, " ").trim();
  if (q === "" || q.length > MAX_QUERY_LENGTH) return [];
  const zips = queryTokens(q).filter((token) => /^\d{5}$/.test(token));
  const items: InstantItem[] = zips.map((zip) => ({ id: `zip-${zip}`, label: "Homes", title: `Homes in ZIP ${zip}`, url: `/listings/?zip=${zip}` }));
  for (const { doc } of rankDocs(q, docs, SHOWN)) {
    if (items.length >= SHOWN) break;
    items.push({
      id: doc.id.replace(/[^a-zA-Z0-9_-]/g, "-"),
      label: doc.kind === "place" ? "Homes" : KIND_LABELS[doc.kind].one,
      title: doc.title,
      url: doc.url,
    });
  }
  return items;
}
