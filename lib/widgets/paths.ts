/** The widget's public page, and the iframe address with `?key=KEY` (docs/architecture.md, Widget frames). */
export const WIDGET_PATH = "/mortgage-calculator-widget/";

/** The keyed page's dynamic twin (proxy.ts rewrites `WIDGET_PATH?key=` to it). Not nested under WIDGET_PATH: Next would load that page's chunk too. */
export const WIDGET_FRAME_PATH = "/widget-frame/";

/** The widget manager (signed in). */
export const WIDGET_MANAGER_PATH = "/manage-widget/";
