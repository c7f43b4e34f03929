/**
 * The frame's page background: white whatever the embedding site's, since the frame is a page of
 * its own (the site's header, footer and banners are not in it: app/widget-frame sits outside the
 * (site) layout). Rendered by the frame page only.
 */
export function WidgetFrameChrome() {
  return <style>{`body{background:#fff}`}</style>;
}
