/**
 * Apollo's code (its client, graphql, rxjs) in five async chunks instead of one (`next build`,
 * the browser's bundle only): graphql's, rxjs's, and the client's in parts of about 50 KB
 * (150-200 KB before minification, as webpack counts them; smaller parts made two dozen requests).
 *
 * Only signed-in parts load Apollo, after the page's first-load scripts (docs/architecture.md,
 * Signed-in pages). As one chunk of 165 KB its script took a task of about 20 ms to evaluate on
 * this machine, unthrottled: over 12.5 ms, so a blocking task of 30 ms and more once Lighthouse
 * slows the CPU four times. Smaller chunks load side by side, and each is evaluated in a task of
 * its own as it arrives. Async chunks only: a page's first-load JavaScript gains only webpack's
 * runtime entries for them (0.1 KB gzip).
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

const group = (name: string, packages: string): CacheGroup => ({
  test: new RegExp(`[\\\\/]node_modules[\\\\/](?:${packages})[\\\\/]`),
  name,
  chunks: "async",
  // Above Next's own groups, so these modules go nowhere else.
  priority: 50,
  enforce: true,
  reuseExistingChunk: true,
});

/** Each group's packages, by the chunk they go to. */
export const APOLLO_CHUNK_GROUPS: Readonly<Record<string, CacheGroup>> = {
  apolloGraphql: group("apollo-graphql", "graphql"),
  apolloRxjs: group("apollo-rxjs", "rxjs"),
  apolloClient: {
    ...group("apollo-client", "@apollo|@wry|optimism|ts-invariant|@graphql-typed-document-node|zen-observable-ts|symbol-observable"),
    minSize: 150_000,
    maxSize: 200_000,
  },
};

export function splitApolloChunks(config: WebpackConfig): void {
  const splitChunks = config.optimization?.splitChunks;
  if (!splitChunks) return;
  splitChunks.cacheGroups = { ...splitChunks.cacheGroups, ...APOLLO_CHUNK_GROUPS };
}
