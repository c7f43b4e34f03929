import "server-only";

import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";

import { AGENTS_PAGE_SIZE, AGENT_SEARCH_RADIUS_MILES, LANGUAGE_VALUES, SPECIALITY_VALUES } from "@/lib/agents/options";
import { countyByFips } from "@/lib/reference/counties";
import { getState } from "@/lib/reference/states";
import { hashToken, newHashid, newOpaqueToken } from "@/lib/server/auth/tokens";
import { serverEnv } from "@/lib/server/config";
import { schema, type Database } from "@/lib/server/db/client";
import type { AgentIdentityReview, ApprovedAgentIdentity } from "@/lib/server/db/schema";
import { InputError, NotFoundError, parseInput } from "@/lib/server/errors";
import { sendMail } from "@/lib/server/mail/mailer";
import { compose } from "@/lib/server/mail/templates";
import { RATE_LIMITS } from "@/lib/server/rate-limit/policies";
import { enforceRateLimit } from "@/lib/server/rate-limit/rate-limit";
import { deleteUnusedUploads, uploadUrl } from "@/lib/server/uploads/upload-service";

import { identityOf, sameIdentity } from "./agent-identity";
import { countyPoint, type AgentPlace } from "./agent-place";

const A = schema.agents;
export type AgentRow = typeof schema.agents.$inferSelect;

/** Miles per radian of the Earth's mean radius (haversine). */
const EARTH_RADIUS_MILES = 3958.8;
/** How long an emailed confirmation link works. */
export const AGENT_CONFIRM_VALID_HOURS = 72;

/** What the directory and the profile show of an agent. */
export interface AgentCard {
  readonly hashid: string;
  readonly name: string;
  readonly brokerage: string;
  readonly licenseNumber: string;
  readonly licenseState: string;
  readonly counties: readonly { fips: string; name: string; state: string }[];
  readonly specialities: readonly string[];
  readonly languages: readonly string[];
  readonly bio: string;
  readonly phone: string | null;
  /** Same-origin path of the photo (an upload, or a drawn sample portrait), or null. */
  readonly photoUrl: string | null;
  readonly isSample: boolean;
  readonly completeness: number;
  /** Miles from the place searched (rounded to 0.1), when the search had a point. */
  readonly distanceMiles: number | null;
}

/** The search's filters, as read from the address. */
export interface AgentSearch {
  readonly place: AgentPlace;
  /** Part of a name or brokerage. */
  readonly name: string;
  readonly speciality: string;
  readonly language: string;
  readonly page: number;
}

/** A page of agents. */
export interface AgentPage {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly items: readonly AgentCard[];
}

/** The drawn portrait of a sample agent. */
export function samplePhotoUrl(name: string): string {
  return `/agent-photos/${name}`;
}

function countyList(fipsList: readonly string[]): AgentCard["counties"] {
  return fipsList.flatMap((fips) => {
    const c = countyByFips(fips);
    return c ? [{ fips, name: c.name, state: c.state }] : [];
  });
}

/** Shapes a row for the pages (never the email, the owner or the tokens). */
export function toAgentCard(row: AgentRow, distanceMiles: number | null = null): AgentCard {
  return {
    hashid: row.hashid,
    name: row.name,
    brokerage: row.brokerage,
    licenseNumber: row.licenseNumber,
    licenseState: row.licenseState,
    counties: countyList(row.counties),
    specialities: row.specialities,
    languages: row.languages,
    bio: row.bio,
    phone: row.phone,
    photoUrl: row.photoUploadId ? uploadUrl(row.photoUploadId) : row.samplePhoto ? samplePhotoUrl(row.samplePhoto) : null,
    isSample: row.isSample,
    completeness: row.completeness,
    distanceMiles: distanceMiles === null ? null : Math.round(distanceMiles * 10) / 10,
  };
}

/**
 * How complete a profile is, 0-100: the licence (always there) 20, a photo 20, a bio of 80+
 * characters 20, specialities 15, languages 10, a phone number 5, more than one county 10.
 * Ties of distance are broken by it, so a full profile comes before a bare one next door.
 */
export function profileCompleteness(p: {
  photo: boolean;
  bio: string;
  specialities: readonly string[];
  languages: readonly string[];
  phone: string | null;
  counties: readonly string[];
}): number {
  return (
    20 +
    (p.photo ? 20 : 0) +
    (p.bio.trim().length >= 80 ? 20 : 0) +
    (p.specialities.length > 0 ? 15 : 0) +
    (p.languages.length > 0 ? 10 : 0) +
    (p.phone ? 5 : 0) +
    (p.counties.length > 1 ? 10 : 0)
  );
}

/** The published condition: email confirmed, identity approved by the operator, not hidden. */
export function publishedCondition(): SQL {
  return and(isNotNull(A.emailConfirmedAt), eq(A.identityReview, "approved"), isNull(A.hiddenAt))!;
}

/** Whether a row is in the directory (the SQL of {@link publishedCondition}, for one row). */
export function isPublished(row: Pick<AgentRow, "emailConfirmedAt" | "identityReview" | "hiddenAt">): boolean {
  return row.emailConfirmedAt !== null && row.identityReview === "approved" && row.hiddenAt === null;
}

/** SQL: great-circle distance in miles from a point to the agent's (haversine). */
function distanceSql(lat: number, lon: number): SQL<number> {
  return sql<number>`(${EARTH_RADIUS_MILES}::float8 * 2 * asin(sqrt(power(sin(radians(${A.latitude} - ${lat}::float8) / 2), 2) + cos(radians(${lat}::float8)) * cos(radians(${A.latitude})) * power(sin(radians(${A.longitude} - ${lon}::float8) / 2), 2))))`;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Published agents for a search: near the place (within {@link AGENT_SEARCH_RADIUS_MILES}
 * miles, or serving its county), in the state when only a state is given, anywhere otherwise;
 * filtered by name or brokerage, speciality and language; sorted by distance, then by
 * completeness of the profile, then by name.
 */
export async function searchAgents(db: Database, search: AgentSearch): Promise<AgentPage> {
  const where: SQL[] = [publishedCondition()];
  const point = search.place.point;
  const distance = point ? distanceSql(point.latitude, point.longitude) : null;
  if (distance && point) {
    const degLat = AGENT_SEARCH_RADIUS_MILES / 69;
    const degLon = degLat / Math.max(0.2, Math.cos((point.latitude * Math.PI) / 180));
    const near = and(
      sql`${A.latitude} between ${point.latitude - degLat}::float8 and ${point.latitude + degLat}::float8`,
      sql`${A.longitude} between ${point.longitude - degLon}::float8 and ${point.longitude + degLon}::float8`,
      sql`${distance} <= ${AGENT_SEARCH_RADIUS_MILES}::float8`,
    )!;
    where.push(search.place.county ? or(near, sql`${A.counties} @> array[${search.place.county}]::text[]`)! : near);
  } else if (search.place.state) {
    where.push(sql`${A.states} @> array[${search.place.state}]::text[]`);
  }
  const name = search.name.trim();
  if (name) where.push(or(sql`${A.name} ilike ${likePattern(name)}`, sql`${A.brokerage} ilike ${likePattern(name)}`)!);
  if (search.speciality) where.push(sql`${A.specialities} @> array[${search.speciality}]::text[]`);
  if (search.language) where.push(sql`${A.languages} @> array[${search.language}]::text[]`);

  const condition = and(...where)!;
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(A)
    .where(condition);
  const total = counted?.n ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / AGENTS_PAGE_SIZE));
  const page = Math.min(Math.max(1, search.page), lastPage);
  const rows = await db
    .select({ row: A, distance: distance ?? sql<null>`null` })
    .from(A)
    .where(condition)
    // Among equals, a fixed shuffle (by the hashid's digest), not the name: ordering by name put
    // every state's agents with the same name side by side.
    .orderBy(...(distance ? [asc(distance)] : []), desc(A.completeness), sql`md5(${A.hashid})`, asc(A.hashid))
    .limit(AGENTS_PAGE_SIZE)
    .offset((page - 1) * AGENTS_PAGE_SIZE);
  return { page, pageSize: AGENTS_PAGE_SIZE, total, items: rows.map((r) => toAgentCard(r.row, r.distance === null ? null : Number(r.distance))) };
}

/** A published agent by hashid, or null (unknown, unconfirmed, awaiting review, rejected or hidden). */
export async function getPublishedAgent(db: Database, hashid: string): Promise<AgentRow | null> {
  if (!/^[A-Za-z0-9_-]{6,40}$/.test(hashid)) return null;
  const [row] = await db
    .select()
    .from(A)
    .where(and(eq(A.hashid, hashid), publishedCondition()))
    .limit(1);
  return row ?? null;
}

/** Every published agent's hashid and last change (sitemap, site search). */
export async function publishedAgentIndex(db: Database): Promise<{ hashid: string; name: string; brokerage: string; counties: string[]; updatedAt: Date }[]> {
  return db
    .select({ hashid: A.hashid, name: A.name, brokerage: A.brokerage, counties: A.counties, updatedAt: A.updatedAt })
    .from(A)
    .where(publishedCondition())
    .orderBy(asc(A.id));
}

// ---------------------------------------------------------------------------------------------
// Owners: create, edit, hide, delete, confirm, leads.

const FIPS = /^\d{5}$/;

/** The profile editor's input (the form and the GraphQL resolvers share it). */
export const agentProfileInputSchema = z.object({
  name: z.string().trim().min(2, "Enter your name as licensed.").max(80, "Use at most 80 characters."),
  email: z.string().trim().toLowerCase().email("Enter a valid email address.").max(254, "Use at most 254 characters."),
  phone: z
    .string()
    .trim()
    .max(30, "Use at most 30 characters.")
    .regex(/^$|^[+()\d .-]{7,30}$/, "Enter a phone number, like (512) 555-0142.")
    .nullish()
    .transform((v) => (v ? v : null)),
  brokerage: z.string().trim().min(2, "Enter your brokerage.").max(120, "Use at most 120 characters."),
  licenseNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{3,30}$/, "Enter the licence number (letters, digits and dashes)."),
  licenseState: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => getState(v) !== null, "Choose the state that issued the licence."),
  counties: z
    .array(
      z
        .string()
        .trim()
        .regex(FIPS, "Choose counties from the list.")
        .refine((v) => countyByFips(v) !== null, "Choose counties from the list."),
    )
    .min(1, "Choose at least one county you serve.")
    .max(20, "Choose at most 20 counties.")
    .transform((list) => [...new Set(list)]),
  specialities: z
    .array(z.enum(SPECIALITY_VALUES as [string, ...string[]], { message: "Choose specialities from the list." }))
    .max(SPECIALITY_VALUES.length)
    .transform((l) => [...new Set(l)]),
  languages: z
    .array(z.enum(LANGUAGE_VALUES as [string, ...string[]], { message: "Choose languages from the list." }))
    .min(1, "Choose at least one language.")
    .transform((l) => [...new Set(l)]),
  bio: z.string().trim().max(2000, "Use at most 2,000 characters.").default(""),
  /** The agent's id in the MLS (RESO ListAgentKey): their listings are shown by it. */
  mlsAgentId: z
    .string()
    .trim()
    .max(60, "Use at most 60 characters.")
    .nullish()
    .transform((v) => (v ? v : null)),
  /** An image uploaded with uploadImage (the viewer's own); null removes the photo. */
  photoUploadId: z.string().trim().max(100).nullish(),
});
export type AgentProfileInput = z.input<typeof agentProfileInputSchema>;

/** The owner's view of their profile: the card plus what only they see. */
export interface OwnAgentProfile extends AgentCard {
  readonly email: string;
  readonly mlsAgentId: string | null;
  readonly emailConfirmed: boolean;
  /** Where the operator's check of the name, brokerage, licence and MLS id stands. */
  readonly identityReview: AgentIdentityReview;
  /** The operator's reason, when rejected. */
  readonly identityRejectionReason: string | null;
  readonly hidden: boolean;
  readonly published: boolean;
  readonly photoUploadId: string | null;
  readonly counties: AgentCard["counties"];
}

/** The owner's view of a row. */
export function toOwnProfile(row: AgentRow): OwnAgentProfile {
  return {
    ...toAgentCard(row),
    email: row.email,
    mlsAgentId: row.listAgentKey,
    emailConfirmed: row.emailConfirmedAt !== null,
    identityReview: row.identityReview,
    identityRejectionReason: row.identityReview === "rejected" ? row.identityRejectionReason : null,
    hidden: row.hiddenAt !== null,
    published: isPublished(row),
    photoUploadId: row.photoUploadId,
  };
}

/** The confirmation link of an agent profile's email address. */
export function agentConfirmLink(token: string): string {
  const url = new URL("/agents/confirm/", serverEnv().SITE_URL);
  url.searchParams.set("token", token);
  return url.toString();
}

async function sendConfirmation(db: Database, row: Pick<AgentRow, "id" | "ownerUserId" | "email">): Promise<void> {
  await enforceRateLimit(db, `agent-confirm:email:${row.email}`, RATE_LIMITS.confirmationEmailPerEmail);
  const { token, hash } = newOpaqueToken();
  await db
    .update(A)
    .set({ confirmTokenHash: hash, confirmExpiresAt: new Date(Date.now() + AGENT_CONFIRM_VALID_HOURS * 3600_000) })
    .where(eq(A.id, row.id));
  await sendMail(
    db,
    compose({
      to: row.email,
      template: "agent-confirm",
      subject: "Confirm the email address of an agent profile",
      // An address not yet confirmed: no greeting by name, no name at all (whoever typed the address chose it).
      greetingName: null,
      paragraphs: [
        "Someone asked to use this address for an agent profile on How Much Home?: buyers' requests would be sent here.",
        `If it was you, confirm this address with the link below. It works for ${AGENT_CONFIRM_VALID_HOURS} hours and only once.`,
      ],
      action: { label: "Confirm this address", url: agentConfirmLink(token) },
      footer: "If you did not ask for this, ignore this email: nothing is published without the link.",
    }),
    { account: row.ownerUserId, recipient: "unconfirmed" },
  );
}

async function checkPhoto(db: Database, ownerUserId: string, uploadId: string): Promise<void> {
  const [upload] = await db.select({ owner: schema.uploads.ownerUserId }).from(schema.uploads).where(eq(schema.uploads.id, uploadId)).limit(1);
  if (!upload || upload.owner !== ownerUserId) throw new InputError({ photoUploadId: ["Upload the photo again: that image is not one of yours."] });
}

function rowValues(input: z.output<typeof agentProfileInputSchema>, photo: string | null) {
  const first = countyPoint(input.counties[0]!);
  if (!first) throw new InputError({ counties: ["Choose counties from the list."] });
  const states = [...new Set([input.licenseState, ...input.counties.map((fips) => countyByFips(fips)!.state)])];
  return {
    name: input.name,
    email: input.email,
    phone: input.phone,
    brokerage: input.brokerage,
    licenseNumber: input.licenseNumber.toUpperCase(),
    licenseState: input.licenseState,
    counties: input.counties,
    states,
    specialities: input.specialities,
    languages: input.languages,
    bio: input.bio,
    listAgentKey: input.mlsAgentId,
    photoUploadId: photo,
    latitude: first.latitude,
    longitude: first.longitude,
    completeness: profileCompleteness({
      photo: photo !== null,
      bio: input.bio,
      specialities: input.specialities,
      languages: input.languages,
      phone: input.phone,
      counties: input.counties,
    }),
    updatedAt: new Date(),
  };
}

/** The viewer's agent profile, or null. */
export async function getOwnAgent(db: Database, ownerUserId: string): Promise<AgentRow | null> {
  const [row] = await db.select().from(A).where(eq(A.ownerUserId, ownerUserId)).limit(1);
  return row ?? null;
}

async function ownedAgent(db: Database, ownerUserId: string, hashid: string): Promise<AgentRow> {
  const [row] = await db
    .select()
    .from(A)
    .where(and(eq(A.hashid, hashid), eq(A.ownerUserId, ownerUserId)))
    .limit(1);
  // Another account's profile is "not found", like one that does not exist.
  if (!row) throw new NotFoundError("No such agent profile.");
  return row;
}

/**
 * Creates the viewer's agent profile (one per account), unpublished until its email address is
 * confirmed from the link this sends and the operator has approved its identity (agents:review).
 *
 * @throws InputError for bad fields, or when the account already has a profile
 */
export async function createAgentProfile(db: Database, ownerUserId: string, rawInput: unknown): Promise<AgentRow> {
  const input = parseInput(agentProfileInputSchema, rawInput);
  if (await getOwnAgent(db, ownerUserId)) throw new InputError({ name: ["You already have an agent profile: edit it instead."] });
  const photo = input.photoUploadId ?? null;
  if (photo) await checkPhoto(db, ownerUserId, photo);
  const [row] = await db
    .insert(A)
    .values({ hashid: newHashid(), ownerUserId, isSample: false, ...rowValues(input, photo) })
    .returning();
  if (!row) throw new Error("The agent profile was not stored.");
  await sendConfirmation(db, row);
  return row;
}

/**
 * Changes the viewer's profile. A new email address unpublishes it until that address is
 * confirmed; a new name, brokerage, licence number or state, or MLS agent id unpublishes it until
 * the operator approves it (going back to the approved values needs no review). Other fields
 * need neither. `photoUploadId` undefined keeps the photo, null removes it.
 *
 * @throws NotFoundError when the profile is not the viewer's
 */
export async function updateAgentProfile(db: Database, ownerUserId: string, hashid: string, rawInput: unknown): Promise<AgentRow> {
  const current = await ownedAgent(db, ownerUserId, hashid);
  const input = parseInput(agentProfileInputSchema, rawInput);
  const photo = input.photoUploadId === undefined ? current.photoUploadId : input.photoUploadId;
  if (photo && photo !== current.photoUploadId) await checkPhoto(db, ownerUserId, photo);
  const emailChanged = input.email !== current.email;
  const values = rowValues(input, photo);
  const [row] = await db
    .update(A)
    .set({ ...values, ...(emailChanged ? { emailConfirmedAt: null } : {}), ...reviewAfterEdit(current, identityOf(values)) })
    .where(eq(A.id, current.id))
    .returning();
  if (!row) throw new NotFoundError("No such agent profile.");
  // A replaced or removed photo goes now (unless the account shows the same image).
  if (current.photoUploadId !== row.photoUploadId) await deleteUnusedUploads(db, [current.photoUploadId]);
  if (emailChanged) await sendConfirmation(db, row);
  return row;
}

/** The review columns after an edit that leaves the identity as `next`. */
function reviewAfterEdit(current: AgentRow, next: ApprovedAgentIdentity): Partial<AgentRow> {
  if (sameIdentity(identityOf(current), next)) return {};
  if (sameIdentity(current.approvedIdentity, next)) return { identityReview: "approved", identityRejectionReason: null };
  return { identityReview: "awaiting_review", identitySubmittedAt: new Date(), identityReviewedAt: null, identityRejectionReason: null };
}

/** Hides the viewer's profile from the directory, or shows it again. */
export async function setAgentHidden(db: Database, ownerUserId: string, hashid: string, hidden: boolean): Promise<AgentRow> {
  const current = await ownedAgent(db, ownerUserId, hashid);
  const [row] = await db
    .update(A)
    .set({ hiddenAt: hidden ? new Date() : null, updatedAt: new Date() })
    .where(eq(A.id, current.id))
    .returning();
  return row!;
}

/** Deletes the viewer's profile (its lead list goes with it; the leads stay in `leads`). */
export async function deleteAgentProfile(db: Database, ownerUserId: string, hashid: string): Promise<void> {
  const current = await ownedAgent(db, ownerUserId, hashid);
  await db.delete(A).where(eq(A.id, current.id));
  await deleteUnusedUploads(db, [current.photoUploadId]);
}

/** Sends the confirmation link again (rate limited per address). */
export async function resendAgentConfirmation(db: Database, ownerUserId: string, hashid: string): Promise<void> {
  const current = await ownedAgent(db, ownerUserId, hashid);
  if (current.emailConfirmedAt) throw new InputError({ email: ["This address is already confirmed."] });
  await sendConfirmation(db, current);
}

/**
 * Confirms a profile's email address from the emailed link: the profile is published once its
 * identity is approved too (unless its owner hid it). Null for an unknown, used or expired token.
 */
export async function confirmAgentEmail(db: Database, token: string): Promise<AgentRow | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .update(A)
    .set({ emailConfirmedAt: new Date(), confirmTokenHash: null, confirmExpiresAt: null, updatedAt: new Date() })
    .where(and(eq(A.confirmTokenHash, hashToken(token)), sql`${A.confirmExpiresAt} > now()`))
    .returning();
  return row ?? null;
}

/** A lead as its agent sees it. */
export interface AgentLeadView {
  readonly hashid: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly preferredContact: string;
  readonly message: string | null;
  readonly scenario: Record<string, unknown>;
  readonly createdAt: Date;
}

/** The leads sent to the viewer's profile, newest first. */
export async function agentLeadsFor(db: Database, ownerUserId: string, hashid: string, limit = 50): Promise<AgentLeadView[]> {
  const current = await ownedAgent(db, ownerUserId, hashid);
  const L = schema.leads;
  return db
    .select({
      hashid: L.hashid,
      name: L.name,
      email: L.email,
      phone: L.phone,
      preferredContact: L.preferredContact,
      message: L.message,
      scenario: L.scenario,
      createdAt: L.createdAt,
    })
    .from(schema.agentLeads)
    .innerJoin(L, eq(L.id, schema.agentLeads.leadId))
    .where(eq(schema.agentLeads.agentId, current.id))
    .orderBy(desc(schema.agentLeads.createdAt))
    .limit(Math.min(Math.max(1, limit), 200));
}
