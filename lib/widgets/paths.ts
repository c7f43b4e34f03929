import { hasScenario } from "@/lib/calculator/scenario";

import { WIDGET_KEY_PATTERN } from "./embed";

/** The widget's public page, and the iframe address with `?key=KEY` (docs/architecture.md, Widget frames). */
export const WIDGET_PATH = "/mortgage-calculator-widget/";

/** The keyed page's dynamic twin (proxy.ts rewrites `WIDGET_PATH?key=` to it). Not nested under WIDGET_PATH: Next would load that page's chunk too. */
export const WIDGET_FRAME_PATH = "/widget-frame/";

/** The widget manager (signed in). */
export const WIDGET_MANAGER_PATH = "/manage-widget/";

/**
 * The frame served from the cache for a keyed widget address (docs/architecture.md, Caching),
 * `/widget-frame/{key}/`, or null when the address is rendered per request: the manager's
 * preview, a scenario from the no-JavaScript form, the demo or a malformed key.
 */
export function cachedFramePath(query: URLSearchParams): string | null {
  const key = query.get("key");
  if (key === null || !WIDGET_KEY_PATTERN.test(key) || query.get("preview") === "1" || hasScenario(query)) return null;
  return `${WIDGET_FRAME_PATH}${key}/`;
}
