import "server-only";

import { randomBytes } from "node:crypto";

import { and, asc, count, eq, sql } from "drizzle-orm";

import { newHashid } from "@/lib/server/auth/tokens";
import { schema, type Database } from "@/lib/server/db/client";
import { PlanLimitError } from "@/lib/server/entitlements";
import { NotFoundError, parseInput } from "@/lib/server/errors";
import { WIDGET_KEY_PATTERN } from "@/lib/widgets/embed";
import { WIDGET_PLAN_LIMITS, widgetLimitMessage, type WidgetLayout, type WidgetPlan } from "@/lib/widgets/choices";
import { widgetSettingsSchema, widgetUpdateSchema, type WidgetDefaults } from "@/lib/widgets/settings";
import type { CalcType } from "@/lib/mortgage/types";

import { ownerPlan } from "./owner-plan";

const W = schema.widgets;

/** A widget as services and resolvers see it. */
export interface WidgetRecord {
  readonly id: string;
  readonly hashid: string;
  readonly userId: string;
  readonly key: string;
  readonly name: string;
  readonly allowedDomains: readonly string[];
  readonly calcType: CalcType;
  readonly defaults: WidgetDefaults;
  readonly themeColor: string;
  readonly showBranding: boolean;
  readonly layout: WidgetLayout;
  readonly showQuoteLink: boolean;
  readonly enabled: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** The plan's widget limit is reached (API code PLAN_LIMIT; the message names the limit). */
export class WidgetLimitError extends PlanLimitError {
  constructor(readonly plan: WidgetPlan) {
    super(widgetLimitMessage(plan));
    this.name = "WidgetLimitError";
  }
}

const NOT_FOUND = "There is no such widget in your account.";

/** A new widget key: 24 random bytes, base64url (32 characters). */
export function newWidgetKey(): string {
  return randomBytes(24).toString("base64url");
}

function toRecord(row: typeof W.$inferSelect): WidgetRecord {
  return { ...row, defaults: row.defaults as WidgetDefaults };
}

function cleanDefaults(defaults: WidgetDefaults): Record<string, number | null> {
  return {
    price: defaults.price ?? null,
    downPaymentPercent: defaults.downPaymentPercent ?? null,
    ratePercent: defaults.ratePercent ?? null,
    term: defaults.term ?? null,
  };
}

/** The user's widgets, oldest first. */
export async function listWidgets(db: Database, userId: string): Promise<WidgetRecord[]> {
  const rows = await db.select().from(W).where(eq(W.userId, userId)).orderBy(asc(W.createdAt), asc(W.hashid));
  return rows.map(toRecord);
}

/** One of the user's widgets; NotFoundError for an unknown hashid or another user's widget. */
export async function getOwnWidget(db: Database, userId: string, hashid: string): Promise<WidgetRecord> {
  const [row] = await db
    .select()
    .from(W)
    .where(and(eq(W.hashid, hashid), eq(W.userId, userId)))
    .limit(1);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return toRecord(row);
}

/** The user's plan, how many widgets it allows and how many they have. */
export async function widgetAllowance(
  db: Database,
  userId: string,
): Promise<{ plan: WidgetPlan; maxWidgets: number; used: number; canRemoveBranding: boolean }> {
  const plan = await ownerPlan(db, userId);
  const [row] = await db.select({ n: count() }).from(W).where(eq(W.userId, userId));
  return { plan, ...WIDGET_PLAN_LIMITS[plan], used: Number(row?.n ?? 0) };
}

/**
 * Creates a widget with a fresh key. Settings are validated with the form's schema (InputError
 * per field). The plan's limit is checked inside a transaction that locks the owner's row, so
 * two creates at once cannot both pass it (WidgetLimitError, code PLAN_LIMIT).
 */
export async function createWidget(db: Database, userId: string, input: unknown): Promise<WidgetRecord> {
  const settings = parseInput(widgetSettingsSchema, input);
  const plan = await ownerPlan(db, userId);
  const { maxWidgets } = WIDGET_PLAN_LIMITS[plan];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${schema.users} where ${schema.users.id} = ${userId} for update`);
    const [row] = await tx.select({ n: count() }).from(W).where(eq(W.userId, userId));
    if (Number(row?.n ?? 0) >= maxWidgets) throw new WidgetLimitError(plan);
    const [created] = await tx
      .insert(W)
      .values({
        hashid: newHashid(),
        userId,
        key: newWidgetKey(),
        name: settings.name,
        allowedDomains: settings.allowedDomains,
        calcType: settings.calcType,
        defaults: cleanDefaults(settings.defaults),
        themeColor: settings.themeColor,
        showBranding: settings.showBranding,
        layout: settings.layout,
        showQuoteLink: settings.showQuoteLink,
        enabled: settings.enabled,
      })
      .returning();
    return toRecord(created!);
  });
}

/** Changes any subset of a widget's settings (owner only: NotFoundError otherwise). */
export async function updateWidget(db: Database, userId: string, hashid: string, input: unknown): Promise<WidgetRecord> {
  const update = parseInput(widgetUpdateSchema, input);
  const current = await getOwnWidget(db, userId, hashid);
  const [row] = await db
    .update(W)
    .set({
      ...(update.name !== undefined ? { name: update.name } : {}),
      ...(update.allowedDomains !== undefined ? { allowedDomains: update.allowedDomains } : {}),
      ...(update.calcType !== undefined ? { calcType: update.calcType } : {}),
      ...(update.defaults !== undefined ? { defaults: cleanDefaults(update.defaults) } : {}),
      ...(update.themeColor !== undefined ? { themeColor: update.themeColor } : {}),
      ...(update.showBranding !== undefined ? { showBranding: update.showBranding } : {}),
      ...(update.layout !== undefined ? { layout: update.layout } : {}),
      ...(update.showQuoteLink !== undefined ? { showQuoteLink: update.showQuoteLink } : {}),
      ...(update.enabled !== undefined ? { enabled: update.enabled } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(W.id, current.id), eq(W.userId, userId)))
    .returning();
  if (!row) throw new NotFoundError(NOT_FOUND);
  return toRecord(row);
}

/** Deletes a widget and its usage (owner only). Returns its hashid. */
export async function deleteWidget(db: Database, userId: string, hashid: string): Promise<string> {
  const rows = await db
    .delete(W)
    .where(and(eq(W.hashid, hashid), eq(W.userId, userId)))
    .returning({ hashid: W.hashid });
  if (rows.length === 0) throw new NotFoundError(NOT_FOUND);
  return hashid;
}

/** Gives a widget a new key; the old one stops working at once (owner only). */
export async function rotateWidgetKey(db: Database, userId: string, hashid: string): Promise<WidgetRecord> {
  const [row] = await db
    .update(W)
    .set({ key: newWidgetKey(), updatedAt: new Date() })
    .where(and(eq(W.hashid, hashid), eq(W.userId, userId)))
    .returning();
  if (!row) throw new NotFoundError(NOT_FOUND);
  return toRecord(row);
}

/** What a key resolves to: its widget (enabled or not), or nothing for a malformed or unknown key. */
export type KeyResolution =
  | { readonly status: "active"; readonly widget: WidgetRecord; readonly plan: WidgetPlan }
  | { readonly status: "disabled"; readonly widget: WidgetRecord }
  | { readonly status: "unknown" };

/**
 * Resolves a widget key (the `key` query parameter or the `api-key` header) to its widget and
 * the owner's plan. A rotated-away or deleted key is unknown.
 */
export async function resolveWidgetKey(db: Database, key: string | null | undefined): Promise<KeyResolution> {
  if (!key || !WIDGET_KEY_PATTERN.test(key)) return { status: "unknown" };
  const [row] = await db.select().from(W).where(eq(W.key, key)).limit(1);
  if (!row) return { status: "unknown" };
  const widget = toRecord(row);
  if (!widget.enabled) return { status: "disabled", widget };
  return { status: "active", widget, plan: await ownerPlan(db, widget.userId) };
}

/** Whether the widget shows "by How Much Home?": always, unless the owner's plan may hide it and they did. */
export function brandingShown(widget: Pick<WidgetRecord, "showBranding">, plan: WidgetPlan): boolean {
  return widget.showBranding || !WIDGET_PLAN_LIMITS[plan].canRemoveBranding;
}
