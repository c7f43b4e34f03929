/**
 * Analytics, loaded only after consent and only when configured: GA4 through react-ga4 (a page
 * view per route change), web-vitals events, and the tag manager. Nothing here runs, and no
 * request leaves for a third-party host, until `startAnalytics` or `loadTagManager` is called.
 */
import type { Metric } from "web-vitals";

type ReactGa = (typeof import("react-ga4"))["default"];

let gaPromise: Promise<ReactGa> | undefined;

/** A web-vitals metric as an analytics event: CLS is scaled by 1000 so it survives rounding. */
export function vitalsEvent(metric: Pick<Metric, "name" | "value" | "id">) {
  return {
    category: "Web Vitals",
    action: metric.name,
    value: Math.round(metric.name === "CLS" ? metric.value * 1000 : metric.value),
    label: metric.id,
    nonInteraction: true,
  };
}

/** Initializes GA4 once and starts reporting web vitals; resolves to the react-ga4 instance. */
export function startAnalytics(measurementId: string): Promise<ReactGa> {
  gaPromise ??= (async () => {
    const { default: ReactGA } = await import("react-ga4");
    // Page views are sent by the route-change hook, not automatically, so none is counted twice.
    ReactGA.initialize(measurementId, { gtagOptions: { send_page_view: false } });
    const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import("web-vitals");
    const report = (metric: Metric) => ReactGA.event(vitalsEvent(metric));
    onCLS(report);
    onFCP(report);
    onINP(report);
    onLCP(report);
    onTTFB(report);
    return ReactGA;
  })();
  return gaPromise;
}

let tagManagerLoaded = false;

/** Adds the tag-manager script once. */
export function loadTagManager(containerId: string): void {
  if (tagManagerLoaded) return;
  tagManagerLoaded = true;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.appendChild(script);
}
