import "server-only";

import type { Database } from "@/lib/server/db/client";
import { planOf } from "@/lib/server/entitlements";
import type { WidgetPlan } from "@/lib/widgets/choices";

/**
 * The membership plan of a widget's owner, from lib/server/entitlements (a lapsed member is on
 * the free plan): the one place the widget code asks it (the widget limit, and whether the
 * branding line may be hidden).
 */
export async function ownerPlan(db: Database, userId: string): Promise<WidgetPlan> {
  return (await planOf(db, userId)) === "premium" ? "PREMIUM" : "FREE";
}
