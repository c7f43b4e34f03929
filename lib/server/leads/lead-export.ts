import "server-only";

import { asc, gte } from "drizzle-orm";

import { SCENARIO_FIELDS } from "@/lib/leads/form-values";
import { schema, type Database } from "@/lib/server/db/client";

import { toCsv } from "./csv";

type LeadRow = typeof schema.leads.$inferSelect;

/** The export's columns, in order; the scenario's follow as `scenario_<name>`. */
const LEAD_COLUMNS = [
  ["id", (lead) => lead.hashid],
  ["created_at", (lead) => lead.createdAt],
  ["kind", (lead) => lead.kind],
  ["name", (lead) => lead.name],
  ["email", (lead) => lead.email],
  ["phone", (lead) => lead.phone],
  ["preferred_contact", (lead) => lead.preferredContact],
  ["message", (lead) => lead.message],
  ["consent_version", (lead) => lead.consentVersion],
  ["consented_at", (lead) => lead.consentedAt],
  ["source_page", (lead) => lead.sourcePage],
  ["recipient_email", (lead) => lead.recipientEmail],
  ["notified_at", (lead) => lead.notifiedAt],
] as const satisfies ReadonlyArray<readonly [string, (lead: LeadRow) => unknown]>;

/**
 * Leads in the order they arrived, from `since` on when given.
 *
 * @param since the earliest creation time to include
 */
export async function listLeads(db: Database, since?: Date): Promise<LeadRow[]> {
  const query = db.select().from(schema.leads);
  const filtered = since ? query.where(gte(schema.leads.createdAt, since)) : query;
  return filtered.orderBy(asc(schema.leads.createdAt), asc(schema.leads.hashid));
}

/**
 * The leads as a CSV file (csv.ts: RFC 4180, formula-safe), one column per scenario value: the
 * quote form's fields first, then any other key some lead carries, alphabetically.
 */
export function leadsToCsv(leads: readonly LeadRow[]): string {
  const known: readonly string[] = SCENARIO_FIELDS;
  const extra = [...new Set(leads.flatMap((lead) => Object.keys(lead.scenario)))].filter((key) => !known.includes(key)).sort();
  const scenarioKeys = [...known, ...extra];
  const header = [...LEAD_COLUMNS.map(([name]) => name), ...scenarioKeys.map((key) => `scenario_${key}`)];
  const rows = leads.map((lead) => [...LEAD_COLUMNS.map(([, read]) => read(lead)), ...scenarioKeys.map((key) => lead.scenario[key])]);
  return toCsv(header, rows);
}
