/**
 * The site's mark (the same drawing as public/icon.svg, the favicon and app icon), inline.
 * Inline rather than `<img src="/icon.svg">`: an SVG image is drawn by an SVG document of its
 * own that the browser builds on the main thread while the page loads (this logo and the former
 * SVG tab icon together: 17-123 ms, median 51 ms, at 4x CPU on /mortgage-calculator/, traced);
 * inline it is four shapes of the page. Decorative: the link around it is labelled.
 */
export function BrandMark() {
  return (
    <svg viewBox="0 0 512 512" width={32} height={32} aria-hidden="true" focusable="false">
      <rect width="512" height="512" rx="96" fill="#00d777" />
      <path d="M256 92 84 236h44v184h256V236h44z" fill="#ffffff" />
      <path
        d="M228 300c0-36 28-60 58-60 28 0 50 20 50 46 0 22-12 33-30 44-10 6-14 11-14 22v8h-34v-10c0-20 8-31 24-41 13-8 20-13 20-23 0-11-8-18-18-18-12 0-22 9-22 32z"
        fill="#00a35b"
        transform="translate(-32 -10)"
      />
      <circle cx="244" cy="392" r="19" fill="#00a35b" />
    </svg>
  );
}
