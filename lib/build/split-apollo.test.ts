import { APOLLO_CHUNK_GROUPS, splitApolloChunks, type WebpackConfig } from "./split-apollo";

describe("splitApolloChunks", () => {
  it("adds the Apollo group beside Next's own", () => {
    const config: WebpackConfig = { plugins: [], optimization: { splitChunks: { cacheGroups: { framework: { name: "framework" } } } } };
    splitApolloChunks(config);
    const groups = config.optimization?.splitChunks ? config.optimization.splitChunks.cacheGroups : undefined;
    expect(Object.keys(groups ?? {})).toEqual(["framework", "apollo"]);
  });

  it("leaves a build without chunk splitting as it is", () => {
    const config: WebpackConfig = { plugins: [], optimization: { splitChunks: false } };
    splitApolloChunks(config);
    expect(config.optimization?.splitChunks).toBe(false);
  });

  it("takes Apollo's packages and the upload link's, async chunks only", () => {
    const chunkOf = (path: string) => Object.values(APOLLO_CHUNK_GROUPS).find((group) => group.test.test(path))?.name;
    expect(chunkOf("/app/node_modules/graphql/language/parser.mjs")).toBe("apollo");
    expect(chunkOf("C:\\app\\node_modules\\rxjs\\dist\\esm5\\internal\\Observable.js")).toBe("apollo");
    expect(chunkOf("/app/node_modules/@apollo/client/core/ApolloClient.js")).toBe("apollo");
    expect(chunkOf("/app/node_modules/@wry/equality/lib/index.js")).toBe("apollo");
    expect(chunkOf("/app/node_modules/apollo-upload-client/UploadHttpLink.mjs")).toBe("apollo");
    expect(chunkOf("/app/node_modules/extract-files/extractFiles.mjs")).toBe("apollo");
    expect(Object.values(APOLLO_CHUNK_GROUPS).every((group) => group.chunks === "async")).toBe(true);
  });

  it("leaves what other code shares with Apollo, so loading it never brings Apollo's chunks", () => {
    const chunkOf = (path: string) => Object.values(APOLLO_CHUNK_GROUPS).find((group) => group.test.test(path))?.name;
    expect(chunkOf("/app/node_modules/react-dom/index.js")).toBeUndefined();
    expect(chunkOf("/app/node_modules/graphql-tag/main.js")).toBeUndefined();
    expect(chunkOf("/app/node_modules/tslib/tslib.es6.mjs")).toBeUndefined();
    expect(chunkOf("/app/lib/apollo/endpoints.ts")).toBeUndefined();
    expect(chunkOf("/app/lib/session/session-writes.ts")).toBeUndefined();
  });
});
