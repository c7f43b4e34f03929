import { signedInChunkUrls } from "@/lib/server/signed-in-chunks";
import { signedInPreloadScript } from "@/lib/session/signed-in-preload";

/** Apollo's chunk group, which every signed-in part loads (lib/apollo/deferred-apollo-app.tsx). */
const APOLLO_GROUP = "signed-in-apollo";

/**
 * A signed-in page's preload script (lib/session/signed-in-preload.ts) for Apollo's chunk group
 * and its part's (`part`: the `webpackChunkName` of the part's `import()`). Place it, from the
 * page's Server Component, before the part: it runs while the page is parsed. Renders nothing
 * when the build listed neither group.
 */
export function SignedInPreload({ part }: { readonly part: string }) {
  const urls = signedInChunkUrls([APOLLO_GROUP, part]);
  if (urls.length === 0) return null;
  return <script dangerouslySetInnerHTML={{ __html: signedInPreloadScript(urls) }} />;
}
