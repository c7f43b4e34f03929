import localFont from "next/font/local";

/**
 * Open Sans (SIL Open Font License 1.1, from the @fontsource/open-sans package), Latin 400 and
 * 700 only. next/font preloads both files from the page head. `optional`, not `swap`: a font that
 * has not arrived by the first paint is not swapped in on that page (the next page has it from
 * the cache). The fallback face sized to Open Sans's metrics is `local("Arial")`, which phones and
 * Linux without Arial do not have; there, a swap moved every page's text (a layout shift of
 * 0.13-0.16 at 412 px with the font a second and a half late, docs/quality.md). Tested in
 * tests/e2e/late-font.spec.ts.
 */
export const openSans = localFont({
  src: [
    { path: "../node_modules/@fontsource/open-sans/files/open-sans-latin-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../node_modules/@fontsource/open-sans/files/open-sans-latin-700-normal.woff2", weight: "700", style: "normal" },
  ],
  display: "optional",
  variable: "--font-open-sans",
  adjustFontFallback: "Arial",
});
