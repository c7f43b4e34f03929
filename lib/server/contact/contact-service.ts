import "server-only";

import { eq } from "drizzle-orm";

import { contactMessageSchema } from "@/lib/contact/contact-schema";
import { contactTopicLabel } from "@/lib/contact/limits";
import { isHoneypotFilled } from "@/lib/leads/lead-schema";
import { newHashid } from "@/lib/server/auth/tokens";
import { serverEnv } from "@/lib/server/config";
import { schema, type Database } from "@/lib/server/db/client";
import { parseInput } from "@/lib/server/errors";
import { hashIp } from "@/lib/server/ip-hash";
import type { LeadRequestMeta } from "@/lib/server/leads/lead-service";
import { logger } from "@/lib/server/logger";
import { sendMail } from "@/lib/server/mail/mailer";
import { contactMessageNotification } from "@/lib/server/mail/templates";
import { RATE_LIMITS } from "@/lib/server/rate-limit/policies";
import { enforceRateLimit } from "@/lib/server/rate-limit/rate-limit";

/** What a contact submission gives back. `ignored` (the honeypot) looks like success to the sender. */
export type ContactReceipt = { readonly status: "received"; readonly hashid: string } | { readonly status: "ignored" };

/**
 * A message from /contact/: checked against the shared schema (lib/contact/contact-schema.ts),
 * limited per client IP and per sender address (RATE_LIMITS.contactPerIp / contactPerEmail,
 * counted only for valid messages), stored, then emailed to CONTACT_EMAIL with the sender as
 * reply-to (`notifiedAt` set once it went out). A mail failure is logged and loses nothing: the
 * row stays, unnotified.
 *
 * A filled honeypot means a bot: it gets the answer a person gets, but nothing is stored, sent
 * or counted.
 *
 * @throws InputError with a message per field (nothing stored, nothing sent)
 * @throws RateLimitedError past either limit (nothing stored, nothing sent)
 */
export async function sendContactMessage(db: Database, rawInput: unknown, meta: LeadRequestMeta): Promise<ContactReceipt> {
  if (isHoneypotFilled(rawInput)) {
    logger.info("contact message dropped: honeypot filled");
    return { status: "ignored" };
  }
  const input = parseInput(contactMessageSchema, rawInput);
  await enforceRateLimit(db, `contact:ip:${meta.ip}`, RATE_LIMITS.contactPerIp);
  await enforceRateLimit(db, `contact:email:${input.email}`, RATE_LIMITS.contactPerEmail);

  const recipient = serverEnv().CONTACT_EMAIL;
  const [row] = await db
    .insert(schema.contactMessages)
    .values({
      hashid: newHashid(),
      name: input.name,
      email: input.email,
      topic: input.topic,
      message: input.message,
      recipientEmail: recipient,
      ipHash: hashIp(meta.ip),
    })
    .returning({ id: schema.contactMessages.id, hashid: schema.contactMessages.hashid });
  if (!row) throw new Error("The contact message was not stored.");

  try {
    await sendMail(
      db,
      contactMessageNotification({
        to: recipient,
        hashid: row.hashid,
        name: input.name,
        email: input.email,
        topic: contactTopicLabel(input.topic),
        message: input.message,
      }),
      { account: null, recipient: "site" },
    );
    await db.update(schema.contactMessages).set({ notifiedAt: new Date() }).where(eq(schema.contactMessages.id, row.id));
  } catch (error) {
    logger.error("sending a contact message failed; it stays in the database", { error, message: row.hashid });
  }
  return { status: "received", hashid: row.hashid };
}
