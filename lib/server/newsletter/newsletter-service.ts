import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { and, eq, ne, sql } from "drizzle-orm";

import { isIntegrationOn } from "@/lib/env";
import { isHoneypotFilled } from "@/lib/leads/lead-schema";
import { newsletterSignupSchema } from "@/lib/newsletter/newsletter-schema";
import { hashToken, newHashid, newOpaqueToken } from "@/lib/server/auth/tokens";
import { serverEnv } from "@/lib/server/config";
import { schema, type Database } from "@/lib/server/db/client";
import { InputError, parseInput, RateLimitedError } from "@/lib/server/errors";
import { hashIp } from "@/lib/server/ip-hash";
import type { LeadRequestMeta } from "@/lib/server/leads/lead-service";
import { logger } from "@/lib/server/logger";
import { sendMail } from "@/lib/server/mail/mailer";
import { newsletterAlreadySubscribedMessage, newsletterConfirmMessage } from "@/lib/server/mail/templates";
import { RATE_LIMITS } from "@/lib/server/rate-limit/policies";
import { enforceRateLimit } from "@/lib/server/rate-limit/rate-limit";

import { EmailMarketingRejectedError, subscribeToForm, type ConvertKitSettings } from "./convertkit";

/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

/**
 * Where subscribers go: the email-marketing service's form when EMAIL_MARKETING_API_KEY,
 * NEXT_PUBLIC_EMAIL_MARKETING_API_VERSION and NEXT_PUBLIC_EMAIL_MARKETING_FORM_ID are set (the
 * service keeps the list, confirms and unsubscribes), otherwise the site's own table with double
 * opt-in through the site's mailer.
 */
export type NewsletterBackend = { readonly kind: "service"; readonly settings: ConvertKitSettings } | { readonly kind: "database" };

/** The backend the configuration selects (lib/env.ts makes the three variables go together). */
export function newsletterBackend(): NewsletterBackend {
  const env = serverEnv();
  if (!isIntegrationOn(env.EMAIL_MARKETING_API_KEY)) return { kind: "database" };
  return {
    kind: "service",
    settings: {
      apiUrl: env.EMAIL_MARKETING_API_URL,
      apiVersion: env.NEXT_PUBLIC_EMAIL_MARKETING_API_VERSION,
      apiKey: env.EMAIL_MARKETING_API_KEY,
      formId: env.NEXT_PUBLIC_EMAIL_MARKETING_FORM_ID,
    },
  };
}

/**
 * What a signup ended in: `subscribed` (on the list now), `pending` (a confirmation email is on
 * its way; also the answer for an address already subscribed, which gets a note instead, so the
 * form never tells who is on the list) or `ignored` (the honeypot: answered like `pending`).
 */
export type NewsletterOutcome = { readonly status: "subscribed" | "pending" | "ignored" };

/** The confirmation email could not be sent: the signup is stored, pending; a retry sends a new link. */
export class NewsletterMailError extends Error {
  constructor(cause: unknown) {
    super("The newsletter confirmation email could not be sent.", { cause });
    this.name = "NewsletterMailError";
  }
}

/**
 * Subscribes an address: honeypot, the shared schema, limits per client IP and per address
 * (RATE_LIMITS.newsletterPerIp / newsletterPerEmail), then the configured backend.
 *
 * @throws InputError with a message for `email` (nothing saved), also when the service refuses it
 * @throws RateLimitedError past either limit
 * @throws EmailMarketingUnavailableError when the service is unreachable or failing (nothing saved)
 * @throws NewsletterMailError when the confirmation email could not be sent (stored as pending)
 */
export async function subscribeToNewsletter(
  db: Database,
  rawInput: unknown,
  meta: LeadRequestMeta,
  backend: NewsletterBackend = newsletterBackend(),
): Promise<NewsletterOutcome> {
  if (isHoneypotFilled(rawInput)) {
    logger.info("newsletter signup dropped: honeypot filled");
    return { status: "ignored" };
  }
  const input = parseInput(newsletterSignupSchema, rawInput);
  await enforceRateLimit(db, `newsletter:ip:${meta.ip}`, RATE_LIMITS.newsletterPerIp);
  await enforceRateLimit(db, `newsletter:email:${input.email}`, RATE_LIMITS.newsletterPerEmail);

  if (backend.kind === "service") {
    try {
      const subscription = await subscribeToForm(backend.settings, input.email);
      return { status: subscription.confirmed ? "subscribed" : "pending" };
    } catch (error) {
      if (error instanceof EmailMarketingRejectedError) {
        logger.info("the email-marketing service refused a signup", { detail: error.detail });
        throw new InputError({ email: ["Our newsletter service did not accept this address. Check it, or try another one."] });
      }
      logger.error("newsletter signup through the email-marketing service failed", { error });
      throw error;
    }
  }
  return subscribeInDatabase(db, input.email, input.sourcePage, meta);
}

/**
 * The unsubscribe token of a subscriber: its hashid and an HMAC of it keyed by AUTH_SECRET, so
 * every email can carry the link without a token stored per subscriber, and none can be forged.
 */
export function newsletterUnsubscribeToken(hashid: string): string {
  return `${hashid}.${unsubscribeMac(hashid)}`;
}

function unsubscribeMac(hashid: string): string {
  return createHmac("sha256", serverEnv().AUTH_SECRET).update(`newsletter-unsubscribe:${hashid}`).digest("base64url").slice(0, 32);
}

function pageLink(pathname: string, token: string): string {
  const url = new URL(pathname, serverEnv().SITE_URL);
  url.searchParams.set("token", token);
  return url.toString();
}

async function subscribeInDatabase(db: Database, email: string, sourcePage: string | undefined, meta: LeadRequestMeta): Promise<NewsletterOutcome> {
  const { newsletterSubscribers: subscribers } = schema;
  const confirm = newOpaqueToken();
  const expiresAt = new Date(Date.now() + NEWSLETTER_CONFIRM_DAYS * 24 * 60 * 60 * 1000);
  // One statement, so two signups at once cannot make two rows; a confirmed address is left alone.
  const [row] = await db
    .insert(subscribers)
    .values({
      hashid: newHashid(),
      email,
      status: "pending",
      confirmTokenHash: confirm.hash,
      confirmExpiresAt: expiresAt,
      sourcePage: sourcePage ?? null,
      ipHash: hashIp(meta.ip),
    })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: {
        status: "pending",
        confirmTokenHash: confirm.hash,
        confirmExpiresAt: expiresAt,
        sourcePage: sql`coalesce(excluded.source_page, ${subscribers.sourcePage})`,
        ipHash: sql`excluded.ip_hash`,
      },
      setWhere: ne(subscribers.status, "confirmed"),
    })
    .returning({ hashid: subscribers.hashid });

  try {
    if (row) {
      await sendMail(
        db,
        newsletterConfirmMessage({
          to: email,
          confirmUrl: pageLink("/newsletter/confirm/", confirm.token),
          unsubscribeUrl: pageLink("/newsletter/unsubscribe/", newsletterUnsubscribeToken(row.hashid)),
          validDays: NEWSLETTER_CONFIRM_DAYS,
        }),
        { account: null, recipient: "unconfirmed" },
      );
    } else {
      const [existing] = await db.select({ hashid: subscribers.hashid }).from(subscribers).where(eq(subscribers.email, email));
      if (existing) {
        await sendMail(
          db,
          newsletterAlreadySubscribedMessage({ to: email, unsubscribeUrl: pageLink("/newsletter/unsubscribe/", newsletterUnsubscribeToken(existing.hashid)) }),
          { account: null, recipient: "confirmed" },
        );
      }
    }
  } catch (error) {
    if (error instanceof RateLimitedError) throw error;
    logger.error("sending a newsletter confirmation failed; the signup stays pending", { error });
    throw new NewsletterMailError(error);
  }
  return { status: "pending" };
}

/** The result of following a confirmation link. */
export type NewsletterConfirmation =
  { readonly status: "confirmed"; readonly email: string; readonly unsubscribeToken: string } | { readonly status: "expired" | "invalid" };

/**
 * Confirms the address a confirmation link was sent to (double opt-in). Following the link again
 * says `confirmed` again; an expired link says `expired` (signing up again sends a new one); a
 * link replaced by a newer one, or from before an unsubscribe, is `invalid`.
 */
export async function confirmNewsletterSubscription(db: Database, token: string): Promise<NewsletterConfirmation> {
  const { newsletterSubscribers: subscribers } = schema;
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { status: "invalid" };
  const [row] = await db
    .select()
    .from(subscribers)
    .where(eq(subscribers.confirmTokenHash, hashToken(token)));
  if (!row || row.status === "unsubscribed") return { status: "invalid" };
  const confirmed = { status: "confirmed", email: row.email, unsubscribeToken: newsletterUnsubscribeToken(row.hashid) } as const;
  if (row.status === "confirmed") return confirmed;
  if (!row.confirmExpiresAt || row.confirmExpiresAt.getTime() <= Date.now()) return { status: "expired" };
  const updated = await db
    .update(subscribers)
    .set({ status: "confirmed", confirmedAt: new Date(), unsubscribedAt: null })
    .where(and(eq(subscribers.id, row.id), eq(subscribers.confirmTokenHash, row.confirmTokenHash ?? "")))
    .returning({ id: subscribers.id });
  return updated.length > 0 ? confirmed : { status: "invalid" };
}

/** A subscriber as an unsubscribe link finds it. */
export type NewsletterSubscription = { readonly status: "subscribed" | "unsubscribed"; readonly email: string } | { readonly status: "invalid" };

async function subscriberByUnsubscribeToken(db: Database, token: string) {
  const dot = token.indexOf(".");
  if (dot <= 0) return undefined;
  const hashid = token.slice(0, dot);
  const expected = Buffer.from(unsubscribeMac(hashid));
  const given = Buffer.from(token.slice(dot + 1));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const [row] = await db.select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.hashid, hashid));
  return row;
}

/** What an unsubscribe link points at, without changing anything (the page asks before acting). */
export async function findNewsletterSubscription(db: Database, token: string): Promise<NewsletterSubscription> {
  const row = await subscriberByUnsubscribeToken(db, token);
  if (!row) return { status: "invalid" };
  return { status: row.status === "unsubscribed" ? "unsubscribed" : "subscribed", email: row.email };
}

/**
 * Unsubscribes the address of an unsubscribe link (pending or confirmed alike; again is fine).
 * The row stays as `unsubscribed`, so a later signup starts a new double opt-in.
 */
export async function unsubscribeFromNewsletter(db: Database, token: string): Promise<NewsletterSubscription> {
  const row = await subscriberByUnsubscribeToken(db, token);
  if (!row) return { status: "invalid" };
  if (row.status !== "unsubscribed") {
    await db
      .update(schema.newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: new Date(), confirmTokenHash: null, confirmExpiresAt: null })
      .where(eq(schema.newsletterSubscribers.id, row.id));
  }
  return { status: "unsubscribed", email: row.email };
}
