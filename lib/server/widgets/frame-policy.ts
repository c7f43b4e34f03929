import "server-only";

import { getReadyDatabase } from "@/lib/server/db/database";
import { frameAncestorSources, parseStoredDomains } from "@/lib/widgets/domains";
import { DEMO_WIDGET_KEY } from "@/lib/widgets/embed";

import { resolveWidgetKey } from "./widget-service";

/** What the widget's page may be framed by, and whether it may be indexed. */
export interface WidgetFramePolicy {
  /** The CSP `frame-ancestors` value. */
  readonly frameAncestors: string;
  /** The keyed page is made for iframes: never indexed. */
  readonly noindex: boolean;
  /** What the page may frame (CSP `frame-src`): the public page frames the site's demo. */
  readonly frameSources: readonly string[];
}

/**
 * The framing rule of `/mortgage-calculator-widget/` (proxy.ts applies it):
 * - without a `key` parameter, the public page: `'none'` like every other page (it frames the
 *   demo, so its own `frame-src` is `'self'`);
 * - the site's demo key: this site only (the public page frames it);
 * - an active key: exactly its allowed domains (lib/widgets/domains.ts), and this site (the
 *   manager's preview);
 * - an unknown, rotated-away, deleted or disabled key: any page, because the frame must show its
 *   message rather than the browser's blank refusal (the message page holds nothing to click
 *   but a link to this site, so framing it harms no one).
 * A database that cannot answer gives `'none'`: the page itself then says the widget is unavailable.
 */
export async function widgetFramePolicy(searchParams: URLSearchParams): Promise<WidgetFramePolicy> {
  if (!searchParams.has("key")) return { frameAncestors: "'none'", noindex: false, frameSources: ["'self'"] };
  if (searchParams.get("key") === DEMO_WIDGET_KEY) return { frameAncestors: "'self'", noindex: true, frameSources: [] };
  try {
    const { handle } = await getReadyDatabase();
    const resolved = await resolveWidgetKey(handle.db, searchParams.get("key"));
    if (resolved.status !== "active") return { frameAncestors: "*", noindex: true, frameSources: [] };
    // 'self': the manager's live preview on this site.
    const sources = frameAncestorSources(parseStoredDomains(resolved.widget.allowedDomains));
    return { frameAncestors: sources === "'none'" ? "'self'" : `'self' ${sources}`, noindex: true, frameSources: [] };
  } catch {
    return { frameAncestors: "'none'", noindex: true, frameSources: [] };
  }
}
