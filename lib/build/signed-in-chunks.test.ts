import { groupUrls, SIGNED_IN_CHUNKS_FILE, SignedInChunksPlugin } from "./signed-in-chunks";

/** Runs the plugin against a compilation with these named chunk groups; returns what it emitted. */
function emitted(groups: Record<string, string[]>): Record<string, string> {
  const assets: Record<string, string> = {};
  let processAssets: (() => void) | undefined;
  const compilation = {
    namedChunkGroups: new Map(Object.entries(groups).map(([name, files]) => [name, { getFiles: () => files }])),
    hooks: { processAssets: { tap: (_options: { name: string; stage: number }, run: () => void) => void (processAssets = run) } },
    emitAsset: (file: string, source: object) => void (assets[file] = (source as { text: string }).text),
  };
  new SignedInChunksPlugin().apply({
    webpack: {
      Compilation: { PROCESS_ASSETS_STAGE_REPORT: 5000 },
      sources: {
        RawSource: class {
          constructor(readonly text: string) {}
        },
      },
    },
    hooks: { thisCompilation: { tap: (_name: string, run: (c: typeof compilation) => void) => run(compilation) } },
  });
  processAssets?.();
  return assets;
}

describe("the signed-in chunks manifest", () => {
  it("lists each signed-in group's scripts as URLs, and no other group", () => {
    const assets = emitted({
      "signed-in-apollo": ["static/chunks/apollo-1a.4f.js", "static/chunks/signed-in-apollo.9c.js", "static/chunks/apollo-1a.4f.js.map"],
      "signed-in-profile": ["static/css/0b.css", "static/chunks/signed-in-profile.77.js"],
      charts: ["static/chunks/charts.31.js"],
    });
    expect(Object.keys(assets)).toEqual([SIGNED_IN_CHUNKS_FILE]);
    expect(JSON.parse(assets[SIGNED_IN_CHUNKS_FILE]!)).toEqual({
      "signed-in-apollo": ["/_next/static/chunks/apollo-1a.4f.js", "/_next/static/chunks/signed-in-apollo.9c.js"],
      "signed-in-profile": ["/_next/static/chunks/signed-in-profile.77.js"],
    });
  });

  it("keeps scripts only: no styles, maps or media", () => {
    expect(groupUrls(["static/chunks/a.js", "static/css/b.css", "static/chunks/a.js.map", "static/media/c.woff2", "server/d.js"])).toEqual([
      "/_next/static/chunks/a.js",
    ]);
  });
});
