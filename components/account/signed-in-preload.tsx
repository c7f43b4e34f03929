import { signedInChunkUrls } from "@/lib/server/signed-in-chunks";
import { signedInPreloadScript } from "@/lib/session/signed-in-preload";

/**
 * A signed-in page's preload script (lib/session/signed-in-preload.ts) for its chunk groups:
 * Apollo's ("signed-in-apollo") and its parts' (the `webpackChunkName` of their `import()`s).
 * Place it, from the page's Server Component, before the part: it runs while the page is parsed.
 * Renders nothing when the build listed none of the groups.
 */
export function SignedInPreload({ groups }: { readonly groups: readonly string[] }) {
  const urls = signedInChunkUrls(groups);
  if (urls.length === 0) return null;
  return <script dangerouslySetInnerHTML={{ __html: signedInPreloadScript(urls) }} />;
}
