import localFont from "next/font/local";

/**
 * Open Sans (SIL Open Font License 1.1, from the @fontsource/open-sans package), Latin 400 and
 * 700 only. next/font preloads both files from the page head and declares a fallback face sized
 * to Open Sans's metrics, so text does not move when the web font swaps in (layout shift).
 */
export const openSans = localFont({
  src: [
    { path: "../node_modules/@fontsource/open-sans/files/open-sans-latin-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../node_modules/@fontsource/open-sans/files/open-sans-latin-700-normal.woff2", weight: "700", style: "normal" },
  ],
  display: "swap",
  variable: "--font-open-sans",
  adjustFontFallback: "Arial",
});
