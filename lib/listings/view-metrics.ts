/**
 * Listing view metrics: one GA4 `view_item` event per listing view, sent to the listings metrics
 * id (NEXT_PUBLIC_LISTINGS_METRICS_ID), only with analytics consent and only when that id is
 * configured (not `off`). It speaks gtag's own protocol (`dataLayer` commands and the gtag.js
 * loader), so it works beside the site's GA4 page views (lib/analytics.ts, react-ga4) when both
 * are on (gtag.js accepts several `config` ids on one page) and alone when only this id is set.
 */
import { isIntegrationOn } from "@/lib/integration";

/** What a view reports of a listing. */
export interface ViewedListing {
  readonly hashid: string;
  /** "123 Main St, Austin, TX 78701". */
  readonly name: string;
  /** Dollars. */
  readonly listPrice: number;
  readonly propertyType: string;
  readonly city: string;
  readonly stateOrProvince: string;
}

/** The GA4 `view_item` parameters of a listing view (recommended e-commerce event shape). */
export function viewItemParams(listing: ViewedListing, metricsId: string) {
  return {
    send_to: metricsId,
    currency: "USD",
    value: listing.listPrice,
    items: [
      {
        item_id: listing.hashid,
        item_name: listing.name,
        item_category: listing.propertyType,
        item_category2: listing.stateOrProvince,
        item_category3: listing.city,
        price: listing.listPrice,
        quantity: 1,
      },
    ],
  };
}

type GtagCommand = unknown[];

/** The parts of `window` this module touches (tests pass a plain object with a fake document). */
export interface MetricsWindow {
  dataLayer?: unknown[];
  gtag?: (...args: GtagCommand) => void;
  document: { head: { appendChild(node: unknown): unknown }; createElement(tag: "script"): { async: boolean; src: string } };
}

const configured = new WeakMap<object, Set<string>>();

/** gtag.js's address for a measurement id. */
export function gtagScriptUrl(metricsId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(metricsId)}`;
}

/**
 * Makes `gtag` ready for the metrics id: the command queue, the gtag.js loader (once per id)
 * and its `config` without an automatic page view (the site's own analytics counts page views).
 */
function ensureConfigured(win: MetricsWindow, metricsId: string): (...args: GtagCommand) => void {
  win.dataLayer ??= [];
  const layer = win.dataLayer;
  // gtag.js reads `arguments` objects from the dataLayer, not arrays: the standard stub.
  win.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js requires the Arguments object itself
    layer.push(arguments);
  };
  const ids = configured.get(win) ?? new Set<string>();
  configured.set(win, ids);
  if (!ids.has(metricsId)) {
    ids.add(metricsId);
    const script = win.document.createElement("script");
    script.async = true;
    script.src = gtagScriptUrl(metricsId);
    win.document.head.appendChild(script);
    win.gtag("js", new Date());
    win.gtag("config", metricsId, { send_page_view: false });
  }
  return win.gtag;
}

/**
 * Reports one listing view, when allowed.
 *
 * @param listing the listing viewed
 * @param options `consent` is the visitor's analytics answer (`true` only when given);
 *   `metricsId` the configured listings metrics id; `win` the browser window (tests pass theirs)
 * @returns true when an event was sent
 */
export function reportListingView(listing: ViewedListing, options: { consent: boolean | null; metricsId: string | undefined; win?: MetricsWindow }): boolean {
  const { consent, metricsId } = options;
  if (consent !== true || !isIntegrationOn(metricsId)) return false;
  const win = options.win ?? (typeof window === "undefined" ? undefined : (window as unknown as MetricsWindow));
  if (!win) return false;
  const gtag = ensureConfigured(win, metricsId.trim());
  gtag("event", "view_item", viewItemParams(listing, metricsId.trim()));
  return true;
}
