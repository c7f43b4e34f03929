import "server-only";

import { eq } from "drizzle-orm";

import { QUOTE_CONSENT, type ConsentText } from "@/lib/leads/consent";
import { describeScenario } from "@/lib/leads/describe-scenario";
import { QUOTE_NEXT_STEPS_TEXT } from "@/lib/leads/next-steps";
import { isHoneypotFilled, quoteRequestSchema, type LeadScenario, type PreferredContact } from "@/lib/leads/lead-schema";
import { newHashid } from "@/lib/server/auth/tokens";
import { serverEnv } from "@/lib/server/config";
import { schema, type Database } from "@/lib/server/db/client";
import type { LeadKind } from "@/lib/server/db/schema";
import { parseInput, RateLimitedError } from "@/lib/server/errors";
import { hashIp } from "@/lib/server/ip-hash";
import { logger } from "@/lib/server/logger";
import { sendMail } from "@/lib/server/mail/mailer";
import { leadNotificationMessage, leadReceivedMessage } from "@/lib/server/mail/templates";
import { RATE_LIMITS } from "@/lib/server/rate-limit/policies";
import { enforceRateLimit } from "@/lib/server/rate-limit/rate-limit";

/** Who is asking (rate limits, the IP's HMAC on the lead). */
export interface LeadRequestMeta {
  readonly ip: string;
}

/** A validated lead, whatever form it came from (see lib/leads/lead-schema.ts). */
export interface LeadDetails {
  readonly name: string;
  readonly email: string;
  readonly phone?: string | undefined;
  readonly preferredContact: PreferredContact;
  readonly message?: string | undefined;
  readonly sourcePage?: string | undefined;
  readonly scenario: LeadScenario;
}

/** Where a lead goes and what the visitor agreed to: the part that differs between lead forms. */
export interface LeadDelivery {
  readonly kind: LeadKind;
  readonly recipient: { readonly email: string; readonly name: string };
  readonly consent: ConsentText;
  /** Subject of the recipient's email, e.g. "New quote request". */
  readonly subject: string;
  /** Subject of the visitor's receipt, e.g. "We received your quote request". */
  readonly receiptSubject: string;
  /** The receipt's paragraphs for the visitor: what happens next. */
  readonly nextSteps: readonly string[];
}

/** What a submission gives back. `ignored` (the honeypot) looks like success to the sender. */
export type LeadReceipt = { readonly status: "received"; readonly hashid: string } | { readonly status: "ignored" };

function contactDetails(lead: LeadDetails, hashid: string): Array<readonly [string, string]> {
  return [
    ["Request", hashid],
    ["Name", lead.name],
    ["Email", lead.email],
    ["Phone", lead.phone ?? "(not given)"],
    ["Preferred contact", lead.preferredContact === "phone" ? "Phone" : "Email"],
    ["Message", lead.message ?? "(none)"],
    ["From page", lead.sourcePage ?? "(unknown)"],
  ];
}

/**
 * Stores a validated lead and sends it on: limits per client IP and per visitor address
 * (RATE_LIMITS.leadPerIp / leadPerEmail, in the database so every instance shares them), the
 * row, the recipient's email (reply-to the visitor; `notifiedAt` is set once it went out) and
 * the visitor's receipt. A mail failure is logged and does not lose the lead: it stays in the
 * database, unnotified, and `npm run leads:export` lists it.
 *
 * Any lead form (the quote form, an agent's contact form) calls this after validating with its
 * own schema and checking its honeypot.
 *
 * @throws RateLimitedError when either limit is reached (nothing stored, nothing sent)
 */
export async function recordLead(db: Database, lead: LeadDetails, delivery: LeadDelivery, meta: LeadRequestMeta): Promise<LeadReceipt> {
  await enforceRateLimit(db, `lead:ip:${meta.ip}`, RATE_LIMITS.leadPerIp);
  await enforceRateLimit(db, `lead:email:${lead.email}`, RATE_LIMITS.leadPerEmail);

  const consentedAt = new Date();
  const [row] = await db
    .insert(schema.leads)
    .values({
      hashid: newHashid(),
      kind: delivery.kind,
      name: lead.name,
      email: lead.email,
      phone: lead.phone ?? null,
      preferredContact: lead.preferredContact,
      message: lead.message ?? null,
      consentVersion: delivery.consent.version,
      consentedAt,
      scenario: { ...lead.scenario },
      sourcePage: lead.sourcePage ?? null,
      recipientEmail: delivery.recipient.email,
      ipHash: hashIp(meta.ip),
    })
    .returning({ id: schema.leads.id, hashid: schema.leads.hashid });
  if (!row) throw new Error("The lead was not stored.");

  const scenario = describeScenario(lead.scenario);
  try {
    await sendMail(
      db,
      leadNotificationMessage({
        to: delivery.recipient.email,
        recipientName: delivery.recipient.name,
        subject: `${delivery.subject}: ${lead.name}`,
        intro: `${lead.name} asked to be contacted by ${lead.preferredContact} (request ${row.hashid}).`,
        contact: contactDetails(lead, row.hashid),
        scenario,
        consent: { text: delivery.consent.text, version: delivery.consent.version, at: consentedAt },
        replyTo: lead.email,
        template: `lead-${delivery.kind}`,
      }),
      // The quote form writes to the site's own address; an agent's address was confirmed before it was published.
      { account: null, recipient: delivery.kind === "quote" ? "site" : "confirmed" },
    );
    await db.update(schema.leads).set({ notifiedAt: new Date() }).where(eq(schema.leads.id, row.id));
  } catch (error) {
    logger.error("sending a lead to its recipient failed; it stays in the database", { error, lead: row.hashid });
  }
  try {
    await sendMail(
      db,
      leadReceivedMessage({
        to: lead.email,
        subject: delivery.receiptSubject,
        paragraphs: ["Thanks for your request. Here is the scenario you sent us.", ...delivery.nextSteps],
        scenario,
        template: `lead-${delivery.kind}-received`,
      }),
      { account: null, recipient: "unconfirmed" },
    );
  } catch (error) {
    // Past the address's mail limit the lead stands; only its receipt is held back.
    if (error instanceof RateLimitedError) logger.info("a lead's receipt was held back: the address's mail limit", { lead: row.hashid });
    else logger.error("sending a lead's receipt failed", { error, lead: row.hashid });
  }
  return { status: "received", hashid: row.hashid };
}

/**
 * A quote request from /quote/ (or an API client): checked against the shared schema
 * (lib/leads/lead-schema.ts) and sent to LEADS_EMAIL.
 *
 * A filled honeypot field means a bot: the answer is the same success a person gets, so the bot
 * learns nothing, but nothing is stored or sent and no limit is counted.
 *
 * @throws InputError with a message per field (nothing stored, nothing sent)
 * @throws RateLimitedError past the per-IP or per-address limit
 */
export async function requestQuote(db: Database, rawInput: unknown, meta: LeadRequestMeta): Promise<LeadReceipt> {
  if (isHoneypotFilled(rawInput)) {
    logger.info("quote request dropped: honeypot filled");
    return { status: "ignored" };
  }
  const input = parseInput(quoteRequestSchema, rawInput);
  return recordLead(db, input, quoteDelivery(), meta);
}

/** The quote form's delivery: the site's leads address, the quote consent text. */
export function quoteDelivery(): LeadDelivery {
  return {
    kind: "quote",
    recipient: { email: serverEnv().LEADS_EMAIL, name: "mortgage team" },
    consent: QUOTE_CONSENT,
    subject: "New quote request",
    receiptSubject: "We received your quote request",
    nextSteps: QUOTE_NEXT_STEPS_TEXT,
  };
}
