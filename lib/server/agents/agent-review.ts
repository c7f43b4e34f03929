import "server-only";

import { and, asc, eq, ne, sql } from "drizzle-orm";

import { schema, type Database } from "@/lib/server/db/client";
import type { ApprovedAgentIdentity } from "@/lib/server/db/schema";
import { InputError } from "@/lib/server/errors";
import { logger } from "@/lib/server/logger";
import { sendMail } from "@/lib/server/mail/mailer";
import { compose } from "@/lib/server/mail/templates";

import { identityChanges, identityOf, IDENTITY_FIELDS, type IdentityChange } from "./agent-identity";
import type { AgentRow } from "./agent-service";

// The operator's side of the identity check (npm run agents:review, scripts/agents-review.ts):
// what waits, and approving or rejecting it. The agent is mailed either way.

const A = schema.agents;

/** A profile whose identity waits for the operator. */
export interface PendingAgentReview {
  readonly hashid: string;
  readonly name: string;
  readonly email: string;
  readonly emailConfirmed: boolean;
  readonly isNew: boolean;
  readonly submittedAt: Date;
  readonly identity: ApprovedAgentIdentity;
  /** The identity fields that differ from what was approved (all of them for a new profile). */
  readonly changes: readonly IdentityChange[];
}

/** What a review did. */
export interface ReviewOutcome {
  readonly agent: AgentRow;
  /** False when the email to the agent could not be sent (the decision stands; the reason is logged). */
  readonly mailed: boolean;
  readonly mailError: string | null;
}

/** Every profile waiting for review, oldest first. */
export async function pendingAgentReviews(db: Database): Promise<PendingAgentReview[]> {
  const rows = await db.select().from(A).where(eq(A.identityReview, "awaiting_review")).orderBy(asc(A.identitySubmittedAt), asc(A.id));
  return rows.map((row) => {
    const identity = identityOf(row);
    return {
      hashid: row.hashid,
      name: row.name,
      email: row.email,
      emailConfirmed: row.emailConfirmedAt !== null,
      isNew: row.approvedIdentity === null,
      submittedAt: row.identitySubmittedAt,
      identity,
      changes: identityChanges(row.approvedIdentity, identity),
    };
  });
}

function unknownAgent(hashid: string): InputError {
  return new InputError({ id: [`There is no agent profile ${hashid} waiting for this.`] }, `There is no agent profile ${hashid} waiting for this.`);
}

/** The row's current identity as SQL, so an approval stores exactly what the row holds at that moment. */
const currentIdentitySql = sql<ApprovedAgentIdentity>`jsonb_build_object(${sql.raw(
  IDENTITY_FIELDS.map(({ field }) => {
    const column = { name: "name", brokerage: "brokerage", licenseNumber: "license_number", licenseState: "license_state", mlsAgentId: "list_agent_key" }[
      field
    ];
    return `'${field}', "${column}"`;
  }).join(", "),
)})`;

/**
 * Approves a profile's identity as it stands: the profile is published (once its address is
 * confirmed and unless its owner hid it), its listings come through its MLS agent id, and the
 * agent is told by email.
 *
 * @throws InputError when no profile with that id is waiting (or was rejected)
 */
export async function approveAgent(db: Database, hashid: string): Promise<ReviewOutcome> {
  const [row] = await db
    .update(A)
    .set({
      identityReview: "approved",
      identityReviewedAt: new Date(),
      identityRejectionReason: null,
      approvedIdentity: currentIdentitySql,
      updatedAt: new Date(),
    })
    .where(and(eq(A.hashid, hashid), ne(A.identityReview, "approved")))
    .returning();
  if (!row) throw unknownAgent(hashid);
  const confirmed = row.emailConfirmedAt !== null;
  return mailDecision(db, row, {
    template: "agent-approved",
    subject: "Your agent profile was approved",
    paragraphs: [
      "We checked the name, brokerage, licence and MLS agent id of your agent profile on How Much Home? and approved them.",
      confirmed
        ? row.hiddenAt
          ? "Your profile is hidden at your request: show it from your profile page to appear in the agents directory."
          : "Your profile is now in the agents directory, and buyers can send you their requests."
        : "Confirm your email address with the link we sent earlier, and your profile appears in the agents directory.",
      "If you change your name, brokerage, licence or MLS agent id, we check them again before the profile is shown.",
    ],
  });
}

/**
 * Rejects a profile's identity: it stays out of the directory, the agent is told by email (with
 * the reason, when given) and sees it on their profile page. A later change of the identity
 * fields waits for review again.
 *
 * @throws InputError when no profile with that id is waiting, or the reason is too long
 */
export async function rejectAgent(db: Database, hashid: string, reason: string | null): Promise<ReviewOutcome> {
  const why = reason?.trim() ? reason.trim() : null;
  if (why && why.length > 1000) throw new InputError({ reason: ["Use at most 1,000 characters."] });
  const [row] = await db
    .update(A)
    .set({ identityReview: "rejected", identityReviewedAt: new Date(), identityRejectionReason: why, updatedAt: new Date() })
    .where(and(eq(A.hashid, hashid), eq(A.identityReview, "awaiting_review")))
    .returning();
  if (!row) throw unknownAgent(hashid);
  return mailDecision(db, row, {
    template: "agent-rejected",
    subject: "Your agent profile was not approved",
    paragraphs: [
      "We could not confirm the name, brokerage, licence or MLS agent id of your agent profile on How Much Home?, so it is not shown in the agents directory.",
      ...(why ? [`The reviewer's reason: "${why}"`] : []),
      "Correct these details on your profile page and we will check them again.",
    ],
  });
}

async function mailDecision(db: Database, row: AgentRow, mail: { template: string; subject: string; paragraphs: string[] }): Promise<ReviewOutcome> {
  const confirmed = row.emailConfirmedAt !== null;
  try {
    await sendMail(
      db,
      compose({
        to: row.email,
        template: mail.template,
        subject: mail.subject,
        // The name was just checked, but the address may not be confirmed yet: greet by name only at a confirmed one.
        greetingName: confirmed ? row.name : null,
        paragraphs: mail.paragraphs,
        footer: "If you did not create an agent profile on How Much Home?, ignore this email.",
      }),
      { account: row.ownerUserId, recipient: confirmed ? "confirmed" : "unconfirmed" },
    );
    return { agent: row, mailed: true, mailError: null };
  } catch (error) {
    logger.error("the email about an agent review was not sent", { error, agent: row.hashid, template: mail.template });
    return { agent: row, mailed: false, mailError: error instanceof Error ? error.message : String(error) };
  }
}
