/**
 * V8's explicit compile hint on every client JavaScript chunk (`next build` only).
 *
 * V8 compiles a function lazily, on its first call, on the main thread. A webpack chunk's code
 * is all inside module functions, so evaluating the framework (React, Next) and a calculator's
 * chunks meant compiling hundreds of kilobytes while the page started: the main thread's longest
 * tasks. The magic comment `//# allFunctionsCalledOnLoad` as a script's first line tells V8
 * (Chrome 136 and later) to compile all its functions at once, on the background thread that
 * already parses a streamed script, so the main thread only runs them. Browsers without the
 * feature read an ordinary comment.
 *
 * It goes on every chunk, not on a chosen few: a chunk is loaded only when a page needs it (the
 * framework, the page, a calculator, a chart when it scrolls into view), and then most of its
 * functions run. Added after minification (which would strip the comment) and before webpack
 * computes the files' content hashes and Serwist lists them for the service worker.
 */

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The client bundle's JavaScript chunks (`static/chunks/**.js`, as webpack names the assets). */
export function takesCompileHint(asset: string): boolean {
  return /^static\/chunks\/.+\.js$/.test(asset);
}

// The few webpack shapes the plugin uses (Next ships webpack untyped).
type Source = object;
interface Compilation {
  hooks: { processAssets: { tap(options: { name: string; stage: number }, run: (assets: Record<string, Source>) => void): void } };
  updateAsset(file: string, update: (source: Source) => Source): void;
}
interface Compiler {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number };
    sources: { ConcatSource: new (...parts: (string | Source)[]) => Source };
  };
  hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } };
}

export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(CompileHintsPlugin.name, (compilation) => {
      // Right after the minifier (OPTIMIZE_SIZE), before source maps, content hashes and Serwist.
      compilation.hooks.processAssets.tap({ name: CompileHintsPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const file of Object.keys(assets)) {
          if (takesCompileHint(file)) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}
