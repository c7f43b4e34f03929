/**
 * In the frame the site's header, footer, banners and skip link are not shown (the root layout
 * renders them on every page; the embedding site has its own). Rendered by the frame page only.
 */
export function WidgetFrameChrome() {
  return (
    <style>{`.site-header,.site-footer,.consent,.skip-link,.confirm-email-banner{display:none!important}body{background:#fff}`}</style>
  );
}
