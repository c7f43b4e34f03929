import "server-only";

import { after } from "next/server";

import { parseScenario, type Scenario, type ScenarioSource } from "@/lib/calculator/scenario";
import { getReadyDatabase } from "@/lib/server/db/database";
import { logger } from "@/lib/server/logger";
import type { CalcType } from "@/lib/mortgage/types";
import { WIDGET_PATH } from "@/lib/widgets/paths";
import { DEMO_WIDGET_KEY } from "@/lib/widgets/embed";
import { DEMO_WIDGET, type WidgetDefaults, type WidgetLayout } from "@/lib/widgets/settings";

import { embedderAllowed, embedderOrigin } from "./calculation";
import { issueCalculationToken } from "./calculation-token";
import { countWidgetHit } from "./usage";
import { brandingShown, resolveWidgetKey } from "./widget-service";

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

/** Runs work after the response is sent (Next's `after`; a test runs it itself). */
export type AfterResponse = (task: () => Promise<void>) => void;

/**
 * Resolves the frame's key and, for an active widget, counts the load from the visitor's IP
 * after the response is sent (`after`: the visitor never waits for the write; at most
 * `RATE_LIMITS.widgetLoadPerIp` an hour per client), and issues the token its calculations are
 * counted with. The address's own scenario parameters (the no-JavaScript form) win over the
 * widget's defaults.
 */
export async function loadWidgetFrame(
  query: Readonly<Record<string, string | readonly string[] | undefined>>,
  visitor: FrameVisitor = {},
  afterResponse: AfterResponse = after,
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
    };
  }
  let db;
  let resolved;
  try {
    db = (await getReadyDatabase()).handle.db;
    resolved = await resolveWidgetKey(db, key);
  } catch (error) {
    logger.error("widget frame: cannot resolve the key", { error });
    return { status: "unavailable" };
  }
  if (resolved.status !== "active") return { status: resolved.status };
  const { widget, plan } = resolved;
  const database = db;
  // The manager's preview (`&preview=1`) is not counted.
  const preview = firstValue(query.preview) === "1";
  if (!preview)
    afterResponse(async () => {
      try {
        await countWidgetHit(database, widget.id, "load", visitor.clientIp ?? "unknown");
      } catch (error) {
        logger.error("widget usage: cannot count a load", { error });
      }
    });
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
  };
}
