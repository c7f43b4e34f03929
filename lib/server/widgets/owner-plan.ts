import "server-only";

import type { Database } from "@/lib/server/db/client";
import type { WidgetPlan } from "@/lib/widgets/settings";

/**
 * The membership plan of a widget's owner: the one place the widget code asks it (the widget
 * limit, and whether the branding line may be hidden).
 *
 * Memberships do not exist on this branch yet, so every owner is on the free plan. The
 * integrator wires this to lib/server/entitlements (issue 16) at merge: return the user's
 * membership plan from there, and nothing else in lib/server/widgets needs to change.
 */
export async function ownerPlan(db: Database, userId: string): Promise<WidgetPlan> {
  void db;
  void userId;
  return "FREE";
}
