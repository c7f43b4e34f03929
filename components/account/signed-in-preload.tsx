import { firstBatches, type FirstBatch } from "@/lib/apollo/first-batches";
import type { AnyFirstQuery } from "@/lib/apollo/first-queries";
import { signedInChunkUrls } from "@/lib/server/signed-in-chunks";
import { signedInPreloadScript, type EarlyRequests } from "@/lib/session/signed-in-preload";

/** Apollo's chunk group, which every signed-in part loads (lib/apollo/deferred-apollo-app.tsx). */
const APOLLO_GROUP = "signed-in-apollo";

/** Each part's first requests, computed once per server (they depend on the code only). */
const batchesByPart = new Map<string, Promise<readonly FirstBatch[]>>();

function partBatches(part: string, queries: readonly AnyFirstQuery[]): Promise<readonly FirstBatch[]> {
  let batches = batchesByPart.get(part);
  if (!batches) {
    // Without them the page works as before: the part sends its queries once its code is in.
    batches = firstBatches(queries).catch(() => []);
    batchesByPart.set(part, batches);
  }
  return batches;
}

export interface SignedInPreloadProps {
  /** The `webpackChunkName` of the part's `import()`. */
  readonly part: string;
  /** The part's first queries as it starts them for a visitor who has changed nothing. */
  readonly firstQueries: readonly AnyFirstQuery[];
  /** Address parameters and storage keys that would change those queries' variables. */
  readonly unless?: Pick<EarlyRequests, "unlessParams" | "unlessStored">;
}

/**
 * A signed-in page's inline script (lib/session/signed-in-preload.ts): preloads for Apollo's chunk
 * group and its part's, and the part's first requests, sent with the stored token. Place it, from
 * the page's Server Component, before the part: it runs while the page is parsed. Renders nothing
 * when there is neither.
 */
export async function SignedInPreload({ part, firstQueries, unless }: SignedInPreloadProps) {
  const urls = signedInChunkUrls([APOLLO_GROUP, part]);
  const requests = await partBatches(part, firstQueries);
  if (urls.length === 0 && requests.length === 0) return null;
  return <script dangerouslySetInnerHTML={{ __html: signedInPreloadScript(urls, { requests, ...unless }) }} />;
}
