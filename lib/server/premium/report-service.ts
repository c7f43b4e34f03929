import "server-only";

import { type Database } from "@/lib/server/db/client";
import { requireUserFeature } from "@/lib/server/entitlements";
import { InputError } from "@/lib/server/errors";

import { getSavedScenario } from "./saved-scenario-service";
import { scenarioFigures } from "./scenario-figures";
import { renderScenarioReport } from "./scenario-report";

/**
 * Premium: the PDF report of one of the user's saved payment scenarios. Free plan: PLAN_LIMIT;
 * another user's scenario: NOT_FOUND; a scenario of a non-payment calculator: BAD_USER_INPUT.
 */
export async function scenarioReportFor(db: Database, userId: string, hashid: string, siteUrl: string): Promise<{ fileName: string; pdf: Buffer }> {
  await requireUserFeature(db, userId, "scenarioReport");
  const scenario = await getSavedScenario(db, userId, hashid);
  const figures = scenarioFigures(scenario.calcType, scenario.inputs);
  if (!figures) throw new InputError({ hashid: ["Reports cover the mortgage, FHA, USDA and VA calculators' scenarios."] });
  const pdf = await renderScenarioReport(scenario, figures, siteUrl.replace(/\/$/, ""));
  const slug =
    scenario.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "scenario";
  return { fileName: `${slug}-report.pdf`, pdf };
}
