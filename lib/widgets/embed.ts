// The widget's keys and embed code: no validation library here, so the widget's public page
// (whose live demo needs the demo key and the frame's address) keeps its first-load JS small.

/** Widget keys as issued (base64url, 32 characters); anything else is refused before a lookup. */
export const WIDGET_KEY_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/**
 * The site's own demo of the widget (the widget's public page frames it): a reserved key that
 * matches no issued key (WIDGET_KEY_PATTERN), shown with a new widget's default settings, framed
 * by this site only and never counted.
 */
export const DEMO_WIDGET_KEY = "demo";

/** The widget's page for an iframe. */
export function widgetFrameUrl(siteOrigin: string, key: string): string {
  return `${siteOrigin}/mortgage-calculator-widget/?key=${encodeURIComponent(key)}`;
}

/**
 * The embed snippets the manager offers: the script (auto-resizing) and a plain iframe. The
 * iframe sends the embedding page's origin as its Referer whatever that page's own referrer
 * policy (`referrerpolicy="origin"`): the widget counts calculations only from allowed pages.
 */
export function widgetSnippets(siteOrigin: string, key: string): { script: string; iframe: string } {
  return {
    script: `<script src="${siteOrigin}/widget.js" data-key="${key}" async></script>`,
    iframe: `<iframe src="${widgetFrameUrl(siteOrigin, key)}" title="Mortgage calculator" width="100%" height="900" style="border:0;max-width:100%" loading="lazy" referrerpolicy="origin"></iframe>`,
  };
}
