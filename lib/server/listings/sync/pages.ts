import "server-only";

import { FeedError } from "@/lib/server/listings/sync/errors";
import { getODataPage, type FeedHttpTuning, type ODataPage } from "@/lib/server/listings/sync/http";
import { propertyUrl, type ODataQuery } from "@/lib/server/listings/sync/query";

/**
 * The pages of one Property query, fetched one at a time (the caller commits each before the next
 * is asked for). Server-driven paging first: `@odata.nextLink` is followed while the server gives
 * one. Without it, client-driven paging: the same query again with `$skip` advanced by what was
 * received, until a page comes back shorter than `$top`.
 */
export async function* propertyPages(
  root: string,
  token: string,
  pageSize: number,
  query: (skip: number) => ODataQuery,
  tuning: FeedHttpTuning,
): AsyncGenerator<ODataPage & { url: string }> {
  let skip = 0;
  let url = propertyUrl(root, query(0));
  // Records received since the last request this client built ($top, then any next links).
  let receivedForRequest = 0;
  for (;;) {
    const page = await getODataPage(url, token, tuning);
    yield { ...page, url };
    receivedForRequest += page.records.length;
    if (page.nextLink) {
      if (page.nextLink === url) throw new FeedError("format", "The MLS feed's @odata.nextLink repeats the page it came from");
      url = page.nextLink;
      continue;
    }
    if (page.records.length === 0 || receivedForRequest < pageSize) return;
    skip += receivedForRequest;
    receivedForRequest = 0;
    url = propertyUrl(root, query(skip));
  }
}
