import "server-only";

import { FeedError } from "@/lib/server/listings/sync/errors";
import { getODataPage, type FeedHttpTuning, type ODataPage } from "@/lib/server/listings/sync/http";
import { propertyUrl, type ODataQuery } from "@/lib/server/listings/sync/query";

/**
 * The pages of a Property read, fetched one at a time: the caller handles (commits) each page
 * before the next is asked for, and `nextQuery` is asked for the next request only then, so it can
 * start from what was committed.
 *
 * Server-driven paging first: `@odata.nextLink` is followed while the server gives one. When a
 * request's answers (with any next links) end short of `$top`, the read is done; when they fill
 * it, the client asks again with `nextQuery()`. That query is anchored on the last record handled
 * (a filter from the cursor, with `$skip` only inside a run of equal timestamps) rather than one
 * fixed query with a growing `$skip`: records modified during a long read move to its end, and a
 * growing `$skip` would then step over the records that shifted into their place.
 */
export async function* propertyPages(
  root: string,
  token: string,
  pageSize: number,
  firstQuery: ODataQuery,
  nextQuery: () => ODataQuery,
  tuning: FeedHttpTuning,
): AsyncGenerator<ODataPage & { url: string }> {
  let url = propertyUrl(root, firstQuery);
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
    receivedForRequest = 0;
    const next = propertyUrl(root, nextQuery());
    if (next === url) {
      throw new FeedError("format", "The MLS feed sent a full page that moved the read no further (does it ignore $filter or $skip?)");
    }
    url = next;
  }
}
