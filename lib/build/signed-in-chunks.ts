/**
 * The files of the signed-in pages' deferred code, by chunk group (`next build`, the browser's
 * bundle only), for the pages to ask for them beside their first-load scripts
 * (docs/architecture.md, Signed-in pages).
 *
 * A signed-in page's parts and Apollo load through `import()` after the page's first-load scripts
 * have run, so a browser only learns of them once the framework is in; until then their bytes
 * are not on the wire. Each such `import()` names its chunk group with a magic comment
 * (`webpackChunkName: "signed-in-…"`); this plugin writes the groups' files, once content hashes
 * are final, to {@link SIGNED_IN_CHUNKS_FILE} in the build's directory, which the server reads
 * (lib/server/signed-in-chunks.ts) to write a page's preload script.
 */

/** The manifest's name in the build's directory (`.next/`). */
export const SIGNED_IN_CHUNKS_FILE = "signed-in-chunks.json";

/** The chunk groups this manifest lists: the names the signed-in imports give themselves. */
export const SIGNED_IN_GROUP_PREFIX = "signed-in-";

/** The manifest: each group's scripts as URL paths ("/_next/static/chunks/….js"). */
export type SignedInChunks = Record<string, readonly string[]>;

/**
 * A group's scripts as the browser asks for them. Its styles are left out: a style preload is
 * asked for before the page's own scripts (a higher priority), and the part's styles are needed
 * only when it renders, after those scripts have run.
 */
export function groupUrls(files: Iterable<string>): string[] {
  const urls: string[] = [];
  for (const file of files) if (/^static\/chunks\/.+\.js$/.test(file)) urls.push(`/_next/${file}`);
  return urls;
}

// The few webpack shapes the plugin uses (Next ships webpack untyped).
type Source = object;
interface ChunkGroup {
  getFiles(): string[];
}
interface Compilation {
  namedChunkGroups: Map<string, ChunkGroup>;
  hooks: { processAssets: { tap(options: { name: string; stage: number }, run: () => void): void } };
  emitAsset(file: string, source: Source): void;
}
interface Compiler {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_REPORT: number };
    sources: { RawSource: new (text: string) => Source };
  };
  hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } };
}

export class SignedInChunksPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(SignedInChunksPlugin.name, (compilation) => {
      // At the report stage the files carry their final content hashes.
      compilation.hooks.processAssets.tap({ name: SignedInChunksPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const manifest: SignedInChunks = {};
        for (const [name, group] of compilation.namedChunkGroups) if (name.startsWith(SIGNED_IN_GROUP_PREFIX)) manifest[name] = groupUrls(group.getFiles());
        compilation.emitAsset(SIGNED_IN_CHUNKS_FILE, new sources.RawSource(JSON.stringify(manifest)));
      });
    });
  }
}
