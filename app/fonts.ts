import localFont from "next/font/local";

/**
 * Open Sans (SIL Open Font License 1.1, from the @fontsource/open-sans package), Latin 400 and
 * 700 only. next/font preloads both files from the page head. Its own fallback face is off: it is
 * local(Arial) only, which Android and many Linux systems lack, so there the unsized system face
 * showed first and every line moved when Open Sans swapped in. The fallback faces sized to Open
 * Sans, one per common local font, are in app/globals.css, after this font in the `--font` stack.
 */
export const openSans = localFont({
  src: [
    { path: "../node_modules/@fontsource/open-sans/files/open-sans-latin-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../node_modules/@fontsource/open-sans/files/open-sans-latin-700-normal.woff2", weight: "700", style: "normal" },
  ],
  display: "swap",
  variable: "--font-open-sans",
  adjustFontFallback: false,
});
