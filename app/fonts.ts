import localFont from "next/font/local";

/**
 * Open Sans (SIL Open Font License 1.1, from the @fontsource/open-sans package), Latin 400 and
 * 700 only. next/font preloads both files from the page head. Its own fallback face is off: it is
 * local(Arial) only, which Android and many Linux systems lack, so there the unsized system face
 * showed first and every line moved when Open Sans swapped in. The fallback faces sized to Open
 * Sans, one per common local font, are in app/globals.css, after this font in the `--font` stack.
 *
 * `optional`: a page uses Open Sans only if it has arrived by the first text's layout (preloaded,
 * it has on a usual connection; from then on it is cached), and otherwise keeps the sized
 * fallback face for that page. With `swap` a late font still moved text: a sized face matches
 * the average letter, not each line, so a heading or a card's line that broke one word apart
 * re-flowed what followed (0.11 on /rates/ and 0.03-0.06 on /listings/ at 360 px, with the
 * files held back 1.5 s; tests/e2e/late-font.spec.ts). Because the fallback is sized, a page
 * drawn in it keeps Open Sans's layout.
 */
export const openSans = localFont({
  src: [
    { path: "../node_modules/@fontsource/open-sans/files/open-sans-latin-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../node_modules/@fontsource/open-sans/files/open-sans-latin-700-normal.woff2", weight: "700", style: "normal" },
  ],
  display: "optional",
  variable: "--font-open-sans",
  adjustFontFallback: false,
});
