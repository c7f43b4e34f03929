/**
 * Apollo's code (its client, graphql, rxjs, the upload link) in three async chunks of about 50 KB
 * minified (`next build`, the browser's bundle only: 200-270 KB each before minification, as
 * webpack counts them), instead of one chunk per package or one for all.
 *
 * Only the parts that talk to the API load Apollo (docs/architecture.md, Signed-in pages). As one chunk of 165 KB
 * its script took a task of about 20 ms to evaluate on this machine, unthrottled: over 12.5 ms,
 * so a blocking task of 30 ms and more once Lighthouse slows the CPU four times. In parts, each
 * is evaluated in a task of its own as it arrives. Three rather than the five of one group per
 * package: over HTTP/1.1 a browser has six connections to the site, and the page's other deferred
 * chunks waited for one behind Apollo's (a round trip each in Lighthouse's simulation).
 *
 * Packages only, none that other code also uses (tslib, the site's own modules): every part of a
 * split group goes wherever any of its modules is needed, so one shared module would bring all of
 * Apollo to a page part that never uses it. Async chunks only: a page's first-load JavaScript
 * gains only webpack's runtime entries for them (0.1 KB gzip).
 */

interface CacheGroup {
  readonly test: RegExp;
  readonly name: string;
  readonly chunks: "async";
  readonly priority: number;
  readonly enforce: boolean;
  readonly reuseExistingChunk: boolean;
  /** Split further, at module boundaries, into parts of these many bytes at least and at most. */
  readonly minSize?: number;
  readonly maxSize?: number;
}

/** The part of webpack's configuration this touches (Next ships webpack untyped). */
export interface WebpackConfig {
  plugins: object[];
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } };
}

/** The group: Apollo's packages, in parts. */
export const APOLLO_CHUNK_GROUPS: Readonly<Record<string, CacheGroup>> = {
  apollo: {
    test: /[\\/]node_modules[\\/](?:@apollo|@wry|optimism|ts-invariant|@graphql-typed-document-node|zen-observable-ts|symbol-observable|graphql|rxjs|apollo-upload-client|extract-files)[\\/]/,
    name: "apollo",
    chunks: "async",
    // Above Next's own groups, so these modules go nowhere else.
    priority: 50,
    enforce: true,
    reuseExistingChunk: true,
    minSize: 200_000,
    maxSize: 270_000,
  },
};

export function splitApolloChunks(config: WebpackConfig): void {
  const splitChunks = config.optimization?.splitChunks;
  if (!splitChunks) return;
  splitChunks.cacheGroups = { ...splitChunks.cacheGroups, ...APOLLO_CHUNK_GROUPS };
}
