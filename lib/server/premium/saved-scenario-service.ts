import "server-only";

import { randomBytes } from "node:crypto";

import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";

import { CALCULATORS } from "@/lib/calculator/registry";
import { SCENARIO_PARAMS } from "@/lib/calculator/scenario";
import { schema, type Database } from "@/lib/server/db/client";
import { comparisonLimit, planOf, requireFeature, requireScenarioRoom } from "@/lib/server/entitlements";
import { InputError, NotFoundError, parseInput } from "@/lib/server/errors";

import { scenarioFigures, type ScenarioFigures } from "./scenario-figures";

const S = schema.savedScenarios;

/** The calculators whose scenarios can be saved: the path slugs of those with a scenario twin (lib/calculator/registry.ts). */
export const SCENARIO_CALC_TYPES: readonly string[] = CALCULATORS.filter((calculator) => calculator.scenario).map((calculator) => calculator.path.slice(1, -1));

/** A saved scenario as the API shows it. */
export interface SavedScenarioRecord {
  readonly hashid: string;
  readonly name: string;
  readonly calcType: string;
  readonly inputs: Record<string, string>;
  /** The calculator's shared link for these inputs (reopens it exactly). */
  readonly url: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

const NOT_FOUND = "This saved scenario does not exist (or is not yours).";

const nameSchema = z.string().trim().min(1, "Give the scenario a name.").max(80, "Keep the name to 80 characters.");

const inputsSchema = z
  .array(
    z.object({
      name: z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/, "Unknown scenario parameter."),
      value: z.string().max(100, "A scenario value is at most 100 characters."),
    }),
  )
  .max(40, "A scenario has at most 40 parameters.")
  .transform((pairs) => Object.fromEntries(pairs.map((pair) => [pair.name, pair.value.trim()])) as Record<string, string>);

const saveSchema = z.object({
  name: nameSchema,
  calcType: z.string().refine((value) => SCENARIO_CALC_TYPES.includes(value), "Choose one of the site's calculators."),
  inputs: inputsSchema,
});

/** The link that reopens a scenario in its calculator (docs/architecture.md, Scenario links). */
export function scenarioUrl(calcType: string, inputs: Readonly<Record<string, string>>): string {
  // In the order share links carry them (jsonb does not keep key order); other names after, sorted.
  const rank = (name: string) => {
    const index = (SCENARIO_PARAMS as readonly string[]).indexOf(name);
    return index === -1 ? SCENARIO_PARAMS.length : index;
  };
  const entries = Object.entries(inputs).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  const query = new URLSearchParams(entries).toString();
  return `/${calcType}/${query ? `?${query}` : ""}`;
}

function toRecord(row: typeof S.$inferSelect): SavedScenarioRecord {
  return {
    hashid: row.hashid,
    name: row.name,
    calcType: row.calcType,
    inputs: row.inputs,
    url: scenarioUrl(row.calcType, row.inputs),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The user's saved scenarios, oldest first (a lapsed member keeps all of them). */
export async function listSavedScenarios(db: Database, userId: string): Promise<SavedScenarioRecord[]> {
  const rows = await db.select().from(S).where(eq(S.userId, userId)).orderBy(asc(S.createdAt), asc(S.id));
  return rows.map(toRecord);
}

/** One of the user's scenarios; NotFoundError for anyone else's or an unknown hashid. */
export async function getSavedScenario(db: Database, userId: string, hashid: string): Promise<SavedScenarioRecord> {
  const [row] = await db
    .select()
    .from(S)
    .where(and(eq(S.hashid, hashid), eq(S.userId, userId)))
    .limit(1);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return toRecord(row);
}

/**
 * Saves a scenario. The free plan keeps 3 (PLAN_LIMIT beyond, naming the limit and /premium/);
 * premium is unlimited. The count and the insert run in one transaction holding the user's row
 * lock, so two saves at once cannot both slip under the limit.
 */
export async function saveScenario(db: Database, userId: string, input: unknown): Promise<SavedScenarioRecord> {
  const parsed = parseInput(saveSchema, input);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${userId} for update`);
    const plan = await planOf(tx as unknown as Database, userId);
    const [row] = await tx.select({ total: count() }).from(S).where(eq(S.userId, userId));
    requireScenarioRoom(plan, Number(row?.total ?? 0));
    const [inserted] = await tx
      .insert(S)
      .values({ hashid: randomBytes(9).toString("base64url"), userId, name: parsed.name, calcType: parsed.calcType, inputs: parsed.inputs })
      .returning();
    if (!inserted) throw new Error("insert returned nothing");
    return toRecord(inserted);
  });
}

/** Renames one of the user's scenarios (allowed on any plan: it is their data). */
export async function renameScenario(db: Database, userId: string, hashid: string, name: unknown): Promise<SavedScenarioRecord> {
  const parsed = parseInput(z.object({ name: nameSchema }), { name });
  const [row] = await db
    .update(S)
    .set({ name: parsed.name, updatedAt: sql`now()` })
    .where(and(eq(S.hashid, hashid), eq(S.userId, userId)))
    .returning();
  if (!row) throw new NotFoundError(NOT_FOUND);
  return toRecord(row);
}

/** Deletes one of the user's scenarios; returns its hashid. */
export async function deleteScenario(db: Database, userId: string, hashid: string): Promise<string> {
  const [row] = await db
    .delete(S)
    .where(and(eq(S.hashid, hashid), eq(S.userId, userId)))
    .returning({ hashid: S.hashid });
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row.hashid;
}

/** A scenario with its figures (payment calculators). */
export interface ComparedScenario {
  readonly scenario: SavedScenarioRecord;
  readonly figures: ScenarioFigures;
}

/**
 * Premium: 2 to 4 of the user's payment scenarios side by side, in the order asked. Free plan:
 * PLAN_LIMIT. Someone else's hashid: NOT_FOUND.
 */
export async function compareScenarios(db: Database, userId: string, hashids: readonly string[]): Promise<ComparedScenario[]> {
  const plan = await planOf(db, userId);
  requireFeature(plan, "scenarioComparison");
  const unique = [...new Set(hashids)];
  const limit = comparisonLimit(plan);
  if (unique.length < 2 || unique.length > limit) {
    throw new InputError({ hashids: [`Choose 2 to ${limit} saved scenarios to compare.`] });
  }
  const rows = await db
    .select()
    .from(S)
    .where(and(eq(S.userId, userId), inArray(S.hashid, unique)));
  if (rows.length !== unique.length) throw new NotFoundError(NOT_FOUND);
  return unique.map((hashid) => {
    const row = rows.find((candidate) => candidate.hashid === hashid);
    if (!row) throw new NotFoundError(NOT_FOUND);
    const figures = scenarioFigures(row.calcType, row.inputs);
    if (!figures)
      throw new InputError({ hashids: [`"${row.name}" is not a payment calculator scenario; comparison covers the mortgage, FHA, USDA and VA calculators.`] });
    return { scenario: toRecord(row), figures };
  });
}
