import { APOLLO_CHUNK_GROUPS, splitApolloChunks, type WebpackConfig } from "./split-apollo";

describe("splitApolloChunks", () => {
  it("adds the Apollo groups beside Next's own", () => {
    const config: WebpackConfig = { plugins: [], optimization: { splitChunks: { cacheGroups: { framework: { name: "framework" } } } } };
    splitApolloChunks(config);
    const groups = config.optimization?.splitChunks ? config.optimization.splitChunks.cacheGroups : undefined;
    expect(Object.keys(groups ?? {})).toEqual(["framework", "apolloGraphql", "apolloRxjs", "apolloClient"]);
  });

  it("leaves a build without chunk splitting as it is", () => {
    const config: WebpackConfig = { plugins: [], optimization: { splitChunks: false } };
    splitApolloChunks(config);
    expect(config.optimization?.splitChunks).toBe(false);
  });

  it("sends each package to its chunk, async chunks only", () => {
    const chunkOf = (path: string) => Object.values(APOLLO_CHUNK_GROUPS).find((group) => group.test.test(path))?.name;
    expect(chunkOf("/app/node_modules/graphql/language/parser.mjs")).toBe("apollo-graphql");
    expect(chunkOf("C:\\app\\node_modules\\rxjs\\dist\\esm5\\internal\\Observable.js")).toBe("apollo-rxjs");
    expect(chunkOf("/app/node_modules/@apollo/client/core/ApolloClient.js")).toBe("apollo-client");
    expect(chunkOf("/app/node_modules/@wry/equality/lib/index.js")).toBe("apollo-client");
    expect(chunkOf("/app/node_modules/react-dom/index.js")).toBeUndefined();
    expect(chunkOf("/app/node_modules/graphql-tag/main.js")).toBeUndefined();
    expect(Object.values(APOLLO_CHUNK_GROUPS).every((group) => group.chunks === "async")).toBe(true);
  });
});
