import "server-only";

import type { RateLimitRule } from "@/lib/server/rate-limit/rate-limit";

/**
 * The site's rate limits. Generous for people, tight for scripts: a person clicking through
 * the site sends a few operations a second at most, while credential stuffing needs thousands.
 */
export const RATE_LIMITS = {
  /** Every GraphQL operation, per client IP (a batch of 10 counts 10). */
  apiPerIp: { limit: 600, windowSeconds: 60 },
  /** Every GraphQL operation of a signed-in account, across all its IPs and devices. */
  apiPerAccount: { limit: 1200, windowSeconds: 60 },
  /** Image uploads per client IP. */
  uploadPerIp: { limit: 30, windowSeconds: 3600 },
  /** Image uploads per account (profile photos). */
  uploadPerAccount: { limit: 30, windowSeconds: 3600 },
  /** Sign-in attempts per client IP (each costs a password hash, so successes count too). */
  signInPerIp: { limit: 30, windowSeconds: 900 },
  /**
   * Failed sign-ins per email address (whether or not it has an account), from browsers without
   * a device proof of the account; and failed sign-ins per device proof, counted apart so other
   * people's guesses do not lock out an owner who signed in before from this browser.
   */
  signInPerEmail: { limit: 10, windowSeconds: 900 },
  signInPerDevice: { limit: 10, windowSeconds: 900 },
  /** New accounts per client IP. */
  signUpPerIp: { limit: 10, windowSeconds: 3600 },
  /** Password-reset requests per client IP and per email address. */
  passwordResetPerIp: { limit: 10, windowSeconds: 3600 },
  passwordResetPerEmail: { limit: 3, windowSeconds: 3600 },
  /** Completing a reset (token guesses) per client IP. */
  passwordResetCompletePerIp: { limit: 20, windowSeconds: 3600 },
  /** Confirmation emails per client IP and per email address. */
  confirmationEmailPerIp: { limit: 10, windowSeconds: 3600 },
  confirmationEmailPerEmail: { limit: 3, windowSeconds: 3600 },
  /** Operations that check the account password (change password or email, delete), per account. */
  passwordCheckPerAccount: { limit: 10, windowSeconds: 3600 },
  /**
   * Leads (quote requests, contact forms) per client IP and per visitor email address, every
   * kind together: a person asks a few times at most, and each lead sends two emails.
   */
  leadPerIp: { limit: 10, windowSeconds: 3600 },
  leadPerEmail: { limit: 3, windowSeconds: 3600 },
  /** /contact/ messages per client IP and per sender address (each sends an email to the site). */
  contactPerIp: { limit: 10, windowSeconds: 3600 },
  contactPerEmail: { limit: 3, windowSeconds: 3600 },
  /** Newsletter signups per client IP and per address (each may send a confirmation email). */
  newsletterPerIp: { limit: 10, windowSeconds: 3600 },
  /**
   * Widget calculations counted per widget and client IP: a person recalculates a few dozen
   * times at most, so a script cannot inflate a widget's figures (beyond this, not counted).
   */
  widgetCalculationPerIp: { limit: 120, windowSeconds: 3600 },
  /** Widget frame loads counted per widget and client IP, for the same reason (reloads past this are served, not counted). */
  widgetLoadPerIp: { limit: 120, windowSeconds: 3600 },
  newsletterPerEmail: { limit: 3, windowSeconds: 3600 },
  /**
   * Outgoing mail (lib/server/mail/mailer.ts sendMail, the one path every message takes): per
   * account whose action sends it (confirmations, changes of address, agent addresses), and per
   * recipient. An address nobody has confirmed gets few (someone may be pointing the site at it);
   * a confirmed one (an agent receiving leads, an account's own address) more. The site's own
   * addresses (LEADS_EMAIL, CONTACT_EMAIL) are limited by the forms' own limits instead.
   */
  mailPerAccount: { limit: 10, windowSeconds: 3600 },
  mailPerUnconfirmedRecipient: { limit: 5, windowSeconds: 3600 },
  mailPerConfirmedRecipient: { limit: 30, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitPolicies = { -readonly [K in keyof typeof RATE_LIMITS]: RateLimitRule };
