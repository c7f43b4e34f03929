import "server-only";

import { after } from "next/server";

import { parseScenario, type Scenario, type ScenarioSource } from "@/lib/calculator/scenario";
import { getReadyDatabase } from "@/lib/server/db/database";
import { logger } from "@/lib/server/logger";
import type { CalcType } from "@/lib/mortgage/types";
import { WIDGET_PATH } from "@/lib/widgets/paths";
import type { WidgetDefaults } from "@/lib/widgets/settings";

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
      /** The frame's own address (keeps the key). */
      readonly path: string;
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

/**
 * Resolves the frame's key and, for an active widget, counts the load from `clientIp` after the
 * response is sent (`after`: the visitor never waits for the write; at most
 * `RATE_LIMITS.widgetLoadPerIp` an hour per client). The address's own scenario parameters (the
 * no-JavaScript form) win over the widget's defaults.
 */
export async function loadWidgetFrame(
  query: Readonly<Record<string, string | readonly string[] | undefined>>,
  clientIp = "unknown",
): Promise<WidgetFrame> {
  const key = firstValue(query.key) ?? "";
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
  if (firstValue(query.preview) !== "1") after(async () => {
    try {
      await countWidgetHit(database, widget.id, "load", clientIp);
    } catch (error) {
      logger.error("widget usage: cannot count a load", { error });
    }
  });
  const scenario: Scenario = { ...defaultsScenario(widget.defaults), ...parseScenario(query as ScenarioSource) };
  return {
    status: "active",
    key: widget.key,
    calcType: widget.calcType,
    scenario,
    themeColor: widget.themeColor,
    branding: brandingShown(widget, plan),
    path: `${WIDGET_PATH}?key=${encodeURIComponent(widget.key)}`,
  };
}
