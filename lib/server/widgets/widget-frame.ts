import "server-only";

import { parseScenario, type Scenario, type ScenarioSource } from "@/lib/calculator/scenario";
import { cachedData } from "@/lib/server/cache/data-cache";
import { widgetKeyTag, widgetOwnerTag } from "@/lib/server/cache/tags";
import type { Database } from "@/lib/server/db/client";
import { getReadyDatabase } from "@/lib/server/db/database";
import { logger } from "@/lib/server/logger";
import type { CalcType } from "@/lib/mortgage/types";
import { WIDGET_PATH } from "@/lib/widgets/paths";
import { DEMO_WIDGET_KEY } from "@/lib/widgets/embed";
import { DEMO_WIDGET, type WidgetLayout } from "@/lib/widgets/choices";
import type { WidgetDefaults } from "@/lib/widgets/settings";

import { embedderAllowed, embedderOrigin, requestOrigin, siteOrigin } from "./calculation";
import { issueCalculationToken } from "./calculation-token";
import { ownerPlan } from "./owner-plan";
import { countWidgetHit } from "./usage";
import { brandingShown, resolveWidgetKey, type WidgetRecord } from "./widget-service";

/** What the frame shows: the calculator with the widget's settings, or why not. */
export type WidgetFrame =
  | {
      readonly status: "active";
      readonly key: string;
      readonly calcType: CalcType;
      readonly scenario: Scenario;
      readonly themeColor: string;
      readonly branding: boolean;
      readonly layout: WidgetLayout;
      /** Whether "Get a personal quote" shows (the owner's switch). */
      readonly showQuoteLink: boolean;
      /** The site's own demo (DEMO_WIDGET_KEY): default settings, never counted. */
      readonly demo: boolean;
      /** The frame's own address (keeps the key). */
      readonly path: string;
      /**
       * The token the frame sends with each calculation (lib/server/widgets/calculation-token.ts),
       * or null when its calculations are not counted: the manager's preview, or a frame whose
       * embedding page (its Referer) is absent or not one of the widget's allowed domains.
       */
      readonly calculationToken: string | null;
      /**
       * True for the frame served from the cache (the same HTML for every embedding page): the
       * frame asks for its token itself (`issueFrameToken`, app/api/widget-token).
       */
      readonly tokenFromClient: boolean;
    }
  | { readonly status: "unknown" | "disabled" | "unavailable" };

/** The widget's default inputs as a scenario, read by the calculators' own sanitizers. */
export function defaultsScenario(defaults: WidgetDefaults): Scenario {
  const params = new URLSearchParams();
  if (defaults.price != null) params.set("price", String(defaults.price));
  if (defaults.downPaymentPercent != null) params.set("downPaymentPercent", String(defaults.downPaymentPercent));
  if (defaults.ratePercent != null) params.set("rate", String(defaults.ratePercent));
  if (defaults.term != null) params.set("term", String(defaults.term));
  return parseScenario(params);
}

function firstValue(value: string | readonly string[] | undefined): string | undefined {
  return typeof value === "string" ? value : value?.[0];
}

/** Who asked for the frame. */
export interface FrameVisitor {
  /** For the hourly share of loads a client may add. */
  readonly clientIp?: string;
  /** The frame request's Referer: the page that embedded the frame. */
  readonly referer?: string | null;
}

/**
 * The frame rendered per request (the manager's preview, an address with the no-JavaScript form's
 * scenario): resolves the key and issues the token its calculations are counted with. The
 * address's own scenario parameters win over the widget's defaults. The load itself is counted by
 * proxy.ts (`countFrameLoad`), for this frame and the cached one alike.
 */
export async function loadWidgetFrame(
  query: Readonly<Record<string, string | readonly string[] | undefined>>,
  visitor: FrameVisitor = {},
): Promise<WidgetFrame> {
  const key = firstValue(query.key) ?? "";
  if (key === DEMO_WIDGET_KEY) {
    return {
      status: "active",
      key,
      ...DEMO_WIDGET,
      scenario: parseScenario(query as ScenarioSource),
      demo: true,
      path: `${WIDGET_PATH}?key=${DEMO_WIDGET_KEY}`,
      calculationToken: null,
      tokenFromClient: false,
    };
  }
  let resolved;
  try {
    resolved = await resolveWidgetKey((await getReadyDatabase()).handle.db, key);
  } catch (error) {
    logger.error("widget frame: cannot resolve the key", { error });
    return { status: "unavailable" };
  }
  if (resolved.status !== "active") return { status: resolved.status };
  const { widget, plan } = resolved;
  // The manager's preview (`&preview=1`) is not counted.
  const preview = firstValue(query.preview) === "1";
  const embedder = preview ? null : embedderOrigin(visitor.referer);
  const scenario: Scenario = { ...defaultsScenario(widget.defaults), ...parseScenario(query as ScenarioSource) };
  return {
    status: "active",
    key: widget.key,
    calcType: widget.calcType,
    scenario,
    themeColor: widget.themeColor,
    branding: brandingShown(widget, plan),
    layout: widget.layout,
    showQuoteLink: widget.showQuoteLink,
    demo: false,
    path: `${WIDGET_PATH}?key=${encodeURIComponent(widget.key)}`,
    calculationToken: embedder !== null && embedderAllowed(embedder, widget) ? issueCalculationToken(widget.key, embedder) : null,
    tokenFromClient: false,
  };
}

/** A key's widget without its timestamps: JSON-safe for the data cache. */
type CachedResolution =
  { readonly status: "unknown" | "disabled" } | { readonly status: "active"; readonly widget: Omit<WidgetRecord, "createdAt" | "updatedAt"> };

async function cachedWidget(db: () => Promise<Database>, key: string): Promise<CachedResolution> {
  return cachedData(["widget-key", key], [widgetKeyTag(key)], async () => {
    const resolved = await resolveWidgetKey(await db(), key);
    if (resolved.status !== "active") return { status: resolved.status };
    const { createdAt: _created, updatedAt: _updated, ...widget } = resolved.widget;
    return { status: "active", widget };
  });
}

/**
 * The frame served from the cache for every embedding page (app/widget-frame/[key]): the widget
 * and its owner's plan from Next's data cache, whose tags expire with any write to the widget's row
 * or its owner's memberships (migration 0018), so an edit, a switch-off, a rotated or deleted key
 * shows at the next request. It carries no token (the frame asks for one) and counts nothing.
 */
export async function cachedWidgetFrame(key: string): Promise<WidgetFrame> {
  const db = async () => (await getReadyDatabase()).handle.db;
  let resolved;
  let plan;
  try {
    resolved = await cachedWidget(db, key);
    if (resolved.status !== "active") return { status: resolved.status };
    const owner = resolved.widget.userId;
    plan = await cachedData(["widget-owner-plan", owner], [widgetOwnerTag(owner)], async () => ownerPlan(await db(), owner));
  } catch (error) {
    logger.error("widget frame: cannot resolve the key", { error });
    return { status: "unavailable" };
  }
  const { widget } = resolved;
  return {
    status: "active",
    key: widget.key,
    calcType: widget.calcType,
    scenario: defaultsScenario(widget.defaults),
    themeColor: widget.themeColor,
    branding: brandingShown(widget, plan),
    layout: widget.layout,
    showQuoteLink: widget.showQuoteLink,
    demo: false,
    path: `${WIDGET_PATH}?key=${encodeURIComponent(widget.key)}`,
    calculationToken: null,
    tokenFromClient: true,
  };
}

/**
 * Counts a frame's load (proxy.ts, for every frame request, served from the cache or not): an
 * active widget's, not the manager's preview nor the demo, at most `RATE_LIMITS.widgetLoadPerIp`
 * an hour per client. Never throws: a count that cannot be written is logged.
 */
export async function countFrameLoad(query: URLSearchParams, clientIp: string): Promise<void> {
  const key = query.get("key");
  if (!key || key === DEMO_WIDGET_KEY || query.get("preview") === "1") return;
  try {
    const db = (await getReadyDatabase()).handle.db;
    const resolved = await resolveWidgetKey(db, key);
    if (resolved.status === "active") await countWidgetHit(db, resolved.widget.id, "load", clientIp);
  } catch (error) {
    logger.error("widget usage: cannot count a load", { error });
  }
}

/**
 * The token for a frame served from the cache, asked by the frame itself (the `widgetFrameToken`
 * mutation, its key as `api-key`) with the embedding page's address (its `document.referrer`,
 * what the frame's own Referer would have said): null unless the key is active, the request comes
 * from this site (the frame is this site's page) and that page is one of the widget's allowed
 * domains. The same proof as the token in a frame rendered per request: both rest on what the
 * visitor's browser reports.
 */
export async function issueFrameToken(db: Database, key: string | null, embedderPage: string | null | undefined, headers: Headers): Promise<string | null> {
  if (!key || key === DEMO_WIDGET_KEY) return null;
  const resolved = await resolveWidgetKey(db, key);
  if (resolved.status !== "active") return null;
  const site = siteOrigin();
  if (requestOrigin(headers) !== site) return null;
  const embedder = embedderOrigin(embedderPage);
  return embedder !== null && embedderAllowed(embedder, resolved.widget, site) ? issueCalculationToken(resolved.widget.key, embedder) : null;
}
