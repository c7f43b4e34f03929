import "server-only";

import type { Database } from "@/lib/server/db/client";
import { describeWait, RateLimitedError } from "@/lib/server/errors";
import { serverEnv } from "@/lib/server/config";
import { RATE_LIMITS } from "@/lib/server/rate-limit/policies";
import { consumeRateLimit } from "@/lib/server/rate-limit/rate-limit";

import { transmit } from "./transport";

export { outboxDirectory } from "./transport";

/** One email, with the links it carries (the outbox lists them for tests and developers). */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The action links in the message, e.g. the confirmation link. */
  readonly links: readonly string[];
  /** A short machine name of the template, e.g. "confirm-email". */
  readonly template: string;
  /** Where replies go when not to the sender (a lead's email goes back to the visitor). */
  readonly replyTo?: string;
  /** True when the first line greets the recipient by a name someone typed (templates.ts compose). */
  readonly greetsByName?: boolean;
}

/** A message as written to the outbox (one JSON file per message). */
export interface OutboxEntry extends MailMessage {
  readonly id: string;
  readonly from: string;
  readonly createdAt: string;
}

/**
 * Who a message is for and on whose behalf it goes.
 * - `account`: the account whose action sends it (a sign-up, a change of address, an agent
 *   profile, a review of it); null for a visitor's form, the operator or a scheduled job.
 * - `recipient`: `confirmed` when its owner proved the address is theirs (a confirmed account or
 *   agent address), `unconfirmed` for an address someone typed, `site` for the site's own
 *   addresses (LEADS_EMAIL, CONTACT_EMAIL; any other address given as `site` counts as
 *   unconfirmed).
 */
export interface MailAudience {
  readonly account: string | null;
  readonly recipient: "confirmed" | "unconfirmed" | "site";
}

function siteAddresses(): string[] {
  const env = serverEnv();
  return [env.LEADS_EMAIL, env.CONTACT_EMAIL].map((address) => address.trim().toLowerCase());
}

/**
 * Sends an email: the one way out for every message the site sends, so the limits below hold
 * for every path (sign-up, resets, changes of address, agent addresses and reviews, leads and
 * their receipts, contact, newsletter, price alerts). Counted in the database
 * (lib/server/rate-limit), so they hold across instances:
 * - per recipient: RATE_LIMITS.mailPerUnconfirmedRecipient for an address nobody confirmed,
 *   mailPerConfirmedRecipient for a confirmed one; none for the site's own addresses;
 * - per account: RATE_LIMITS.mailPerAccount for the account behind the message.
 * A message to an unconfirmed address must not greet by a typed name (a programming error).
 *
 * @throws RateLimitedError past a limit (nothing sent), with a message for the user
 * @throws the transport's error when SMTP fails
 */
export async function sendMail(db: Database, message: MailMessage, audience: MailAudience): Promise<void> {
  const to = message.to.trim().toLowerCase();
  const recipient = audience.recipient === "site" && !siteAddresses().includes(to) ? "unconfirmed" : audience.recipient;
  if (recipient === "unconfirmed" && message.greetsByName) {
    throw new Error(`The ${message.template} mail greets an unconfirmed address by a typed name.`);
  }
  if (recipient !== "site") {
    const rule = recipient === "confirmed" ? RATE_LIMITS.mailPerConfirmedRecipient : RATE_LIMITS.mailPerUnconfirmedRecipient;
    const result = await consumeRateLimit(db, `mail:to:${to}`, rule);
    if (!result.allowed) {
      throw new RateLimitedError(
        result.retryAfterSeconds,
        `Too many emails to this address in the last hour. Try again in ${describeWait(result.retryAfterSeconds)}.`,
      );
    }
  }
  if (audience.account) {
    const result = await consumeRateLimit(db, `mail:account:${audience.account}`, RATE_LIMITS.mailPerAccount);
    if (!result.allowed) {
      throw new RateLimitedError(
        result.retryAfterSeconds,
        `Too many emails were sent for your account in the last hour. Try again in ${describeWait(result.retryAfterSeconds)}.`,
      );
    }
  }
  await transmit(message);
}
