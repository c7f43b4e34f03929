import "server-only";

import { and, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";

import {
  changeEmailInputSchema,
  changePasswordInputSchema,
  deleteAccountInputSchema,
  emailSchema,
  emailTokenSchema,
  resetPasswordInputSchema,
  signInInputSchema,
  signUpInputSchema,
  updateProfileInputSchema,
} from "@/lib/validation/accounts";
import type { UserRecord, Viewer } from "@/lib/server/accounts/account-records";
import { hashPassword, passwordWeakness, verifyAgainstNothing, verifyPassword } from "@/lib/server/accounts/passwords";
import { findRefreshToken, revokeReusedFamily, revokeSession, rotateRefreshToken } from "@/lib/server/accounts/refresh-token-family";
import { issueDeviceProof, verifyDeviceProof } from "@/lib/server/auth/device-proof";
import { endOtherSessions } from "@/lib/server/auth/end-sessions";
import { issueAccessToken, hashToken, newHashid, newOpaqueToken, REFRESH_TOKEN_TTL_SECONDS, verifyAccessToken } from "@/lib/server/auth/tokens";
import { serverEnv } from "@/lib/server/config";
import { schema, type Database, type DatabaseHandle } from "@/lib/server/db/client";
import type { EmailTokenPurpose } from "@/lib/server/db/schema";
import { AuthenticationError, EmailNotConfirmedError, InputError, parseInput } from "@/lib/server/errors";
import { hashIp } from "@/lib/server/ip-hash";
import { logger } from "@/lib/server/logger";
import { sendMail, type MailAudience } from "@/lib/server/mail/mailer";
import {
  changeEmailMessage,
  confirmEmailLink,
  confirmEmailMessage,
  emailChangedNotice,
  passwordChangedNotice,
  resetPasswordLink,
  resetPasswordMessage,
} from "@/lib/server/mail/templates";
import { cancelSubscriptionsOf } from "@/lib/server/premium/membership-service";
import { RATE_LIMITS } from "@/lib/server/rate-limit/policies";
import { enforceRateLimit, refundRateLimit } from "@/lib/server/rate-limit/rate-limit";
import { deleteUnusedUploads, deleteUploads, saveImageUpload } from "@/lib/server/uploads/upload-service";

/** Days a new account may be used before its email address must be confirmed. */
export const EMAIL_CONFIRMATION_GRACE_DAYS = 7;
/** Lifetimes of emailed links. */
export const CONFIRM_EMAIL_TOKEN_HOURS = 72;
export const CHANGE_EMAIL_TOKEN_HOURS = 24;
export const RESET_PASSWORD_TOKEN_MINUTES = 60;

const DAY_MS = 24 * 60 * 60 * 1000;
const WRONG_CREDENTIALS = "The email or password is incorrect.";
const SESSION_ENDED = "Your session has ended. Sign in again.";
const BAD_LINK = "This link has expired or was already used. Ask for a new one.";

/** Who is asking, for rate limits and session records. */
export interface RequestMeta {
  readonly ip: string;
}

/** Days left to confirm the email address (null once confirmed), and when the grace ends. */
export interface EmailConfirmationStatus {
  readonly mustConfirmEmailDaysLeft: number | null;
  readonly mustConfirmEmailExpiration: Date | null;
}

/** What sign-up, sign-in and a password change return (docs/architecture.md, GraphQL API, Names). */
export interface AuthResult extends EmailConfirmationStatus {
  readonly accessToken: string;
  readonly accessTokenExpiresAt: Date;
  readonly refreshToken: string;
  /** This browser's new device proof for the account (lib/server/auth/device-proof.ts). */
  readonly deviceToken: string;
  readonly user: UserRecord;
}

/** What refreshing returns: a new access token and the refresh token that replaces the one sent. */
export interface RefreshResult extends EmailConfirmationStatus {
  readonly accessToken: string;
  readonly accessTokenExpiresAt: Date;
  readonly refreshToken: string;
}

/**
 * Days left (rounded up, never below 0) until `mustConfirmEmailBy`, or nulls once confirmed.
 * A day is 24 hours from the moment of sign-up, not a calendar day.
 */
export function emailConfirmationStatus(user: UserRecord, now: Date = new Date()): EmailConfirmationStatus {
  if (user.emailConfirmedAt) return { mustConfirmEmailDaysLeft: null, mustConfirmEmailExpiration: null };
  const left = user.mustConfirmEmailBy.getTime() - now.getTime();
  return {
    mustConfirmEmailDaysLeft: Math.max(0, Math.ceil(left / DAY_MS)),
    mustConfirmEmailExpiration: user.mustConfirmEmailBy,
  };
}

function assertMayUseAccount(user: UserRecord, now: Date = new Date()): void {
  if (!user.emailConfirmedAt && user.mustConfirmEmailBy.getTime() <= now.getTime()) {
    throw new EmailNotConfirmedError(user.email);
  }
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current; depth += 1) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

async function userByEmail(db: Database, email: string): Promise<UserRecord | undefined> {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email)).limit(1);
  return user;
}

async function startSession(db: Database, user: UserRecord, meta: RequestMeta): Promise<AuthResult> {
  const refresh = newOpaqueToken();
  const [session] = await db
    .insert(schema.sessions)
    .values({
      userId: user.id,
      refreshTokenHash: refresh.hash,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
      ipHash: hashIp(meta.ip),
    })
    .returning({ id: schema.sessions.id });
  if (!session) throw new Error("The session was not created.");
  const access = await issueAccessToken({ userHashid: user.hashid, sessionId: session.id });
  return {
    accessToken: access.token,
    accessTokenExpiresAt: access.expiresAt,
    refreshToken: refresh.token,
    deviceToken: await issueDeviceProof(user.hashid),
    user,
    ...emailConfirmationStatus(user),
  };
}

async function createEmailToken(db: Database, user: UserRecord, purpose: EmailTokenPurpose, email: string, lifetimeMs: number): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await db.insert(schema.emailTokens).values({
    userId: user.id,
    purpose,
    tokenHash: hash,
    email,
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

async function sendConfirmation(db: Database, user: UserRecord): Promise<void> {
  const token = await createEmailToken(db, user, "confirm_email", user.email, CONFIRM_EMAIL_TOKEN_HOURS * 3600_000);
  await sendMail(
    db,
    confirmEmailMessage({
      to: user.email,
      url: confirmEmailLink(serverEnv().SITE_URL, token),
      validHours: CONFIRM_EMAIL_TOKEN_HOURS,
      graceDays: EMAIL_CONFIRMATION_GRACE_DAYS,
    }),
    { account: user.id, recipient: "unconfirmed" },
  );
}

/** The name to greet an account by: only at a confirmed address (whoever typed the address chose the name). */
function greetingNameOf(user: UserRecord): string | null {
  return user.emailConfirmedAt ? user.name : null;
}

/** Mail to an account's own address, sent on its behalf. */
function audienceOf(user: UserRecord): MailAudience {
  return { account: user.id, recipient: user.emailConfirmedAt ? "confirmed" : "unconfirmed" };
}

/** Mail that must not fail the user's action (a notice, a resend): failures are logged. */
function sendInBackground(task: () => Promise<void>, what: string): void {
  task().catch((error: unknown) => logger.error(`sending ${what} failed`, { error }));
}

/**
 * Creates an account and signs it in. The password must pass the shared rules and not be
 * common; an address already registered is a field error. A confirmation link is emailed;
 * the account works for EMAIL_CONFIRMATION_GRACE_DAYS before the address must be confirmed.
 */
export async function signUp(db: Database, rawInput: unknown, meta: RequestMeta): Promise<AuthResult> {
  await enforceRateLimit(db, `sign-up:ip:${meta.ip}`, RATE_LIMITS.signUpPerIp);
  const input = parseInput(signUpInputSchema, rawInput);
  const weakness = passwordWeakness(input.password, input);
  if (weakness) throw new InputError({ password: [weakness] });
  const taken = () => new InputError({ email: ["An account with this email already exists. Sign in, or reset your password."] });
  if (await userByEmail(db, input.email)) throw taken();

  const passwordHash = await hashPassword(input.password);
  let user: UserRecord | undefined;
  try {
    [user] = await db
      .insert(schema.users)
      .values({
        hashid: newHashid(),
        email: input.email,
        name: input.name,
        passwordHash,
        mustConfirmEmailBy: new Date(Date.now() + EMAIL_CONFIRMATION_GRACE_DAYS * DAY_MS),
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(); // a concurrent sign-up with the same address
    throw error;
  }
  if (!user) throw new Error("The account was not created.");
  try {
    await sendConfirmation(db, user);
  } catch (error) {
    // The account exists; the banner's resend button can send the link again.
    logger.error("sending the confirmation email failed", { error });
  }
  return startSession(db, user, meta);
}

/**
 * Signs in with email and password. Unknown address and wrong password give the same answer in
 * the same time (no account enumeration). Attempts are limited per IP; failures per address, or,
 * when the browser sends a valid device proof of the account, per device proof instead, so
 * other people's guesses do not lock out an owner who signed in from this browser before.
 */
export async function signIn(db: Database, rawInput: unknown, meta: RequestMeta): Promise<AuthResult> {
  const input = parseInput(signInInputSchema, rawInput);
  await enforceRateLimit(db, `sign-in:ip:${meta.ip}`, RATE_LIMITS.signInPerIp);
  const user = await userByEmail(db, input.email);
  const device = user ? await verifyDeviceProof(input.deviceToken, user.hashid) : null;
  const failures = device
    ? { key: `sign-in:device:${device}`, rule: RATE_LIMITS.signInPerDevice }
    : { key: `sign-in:email:${input.email}`, rule: RATE_LIMITS.signInPerEmail };
  // Counted before the check, so concurrent guesses cannot all slip under the limit; a correct
  // password gives the unit back, so only failures count.
  await enforceRateLimit(db, failures.key, failures.rule);
  const valid = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstNothing(input.password);
  if (!user || !valid) throw new InputError({ password: [WRONG_CREDENTIALS] }, WRONG_CREDENTIALS);
  await refundRateLimit(db, failures.key, failures.rule);
  assertMayUseAccount(user);
  return startSession(db, user, meta);
}

/**
 * Rotates the session's refresh token: a new access token and a new refresh token, the one sent
 * being spent (lib/server/accounts/refresh-token-family.ts). Refused (UNAUTHENTICATED) when the
 * token is unknown, revoked or expired, and when it was already spent, which also ends its
 * session; refused (EMAIL_NOT_CONFIRMED), without rotating, after the confirmation grace period.
 * The session keeps the 30 days it got at sign-in: rotation does not extend it.
 */
export async function refreshAccessToken(db: Database, refreshToken: string): Promise<RefreshResult> {
  const found = await findRefreshToken(db, refreshToken);
  const now = new Date();
  if (found.kind === "retired") {
    await revokeReusedFamily(db, found.sessionId);
    throw new AuthenticationError(SESSION_ENDED);
  }
  if (found.kind === "unknown" || found.session.revokedAt || found.session.expiresAt.getTime() <= now.getTime()) {
    throw new AuthenticationError(SESSION_ENDED);
  }
  assertMayUseAccount(found.user, now);
  const next = await rotateRefreshToken(db, found.session.id, refreshToken, now);
  if (next === null) {
    // Spent by a concurrent request between the lookup and the swap: a reuse all the same.
    await revokeReusedFamily(db, found.session.id);
    throw new AuthenticationError(SESSION_ENDED);
  }
  const access = await issueAccessToken({ userHashid: found.user.hashid, sessionId: found.session.id }, now);
  return {
    accessToken: access.token,
    accessTokenExpiresAt: access.expiresAt,
    refreshToken: next,
    ...emailConfirmationStatus(found.user, now),
  };
}

/**
 * Ends the session of `refreshToken`, whether it is the current token or a spent one of the
 * same session (a tab may sign out with the token another tab just rotated). Idempotent: an
 * unknown or revoked token is fine.
 */
export async function signOut(db: Database, refreshToken: string): Promise<true> {
  const found = await findRefreshToken(db, refreshToken);
  if (found.kind === "current") await revokeSession(db, found.session.id);
  else if (found.kind === "retired") await revokeSession(db, found.sessionId);
  return true;
}

/**
 * The viewer of an access token: the signature and expiry must hold, and its session must still
 * be live (sign-out, a password change and account deletion end it at once).
 */
export async function viewerFromAccessToken(db: Database, accessToken: string): Promise<Viewer> {
  const claims = await verifyAccessToken(accessToken);
  const [row] = await db
    .select({ user: schema.users, session: schema.sessions })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(
      and(
        eq(schema.sessions.id, claims.sessionId),
        eq(schema.users.hashid, claims.userHashid),
        isNull(schema.sessions.revokedAt),
        gt(schema.sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row) throw new AuthenticationError(SESSION_ENDED);
  return { user: row.user, sessionId: row.session.id };
}

/** Consumes an unused, unexpired emailed token of one of `purposes` (single use, race-safe). */
async function consumeEmailToken(db: Database, rawToken: unknown, purposes: EmailTokenPurpose[]) {
  const token = parseInput(emailTokenSchema, rawToken);
  const [row] = await db
    .update(schema.emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(schema.emailTokens.tokenHash, hashToken(token)),
        inArray(schema.emailTokens.purpose, purposes),
        isNull(schema.emailTokens.usedAt),
        gt(schema.emailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!row) throw new InputError({ token: [BAD_LINK] }, BAD_LINK);
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, row.userId)).limit(1);
  if (!user) throw new InputError({ token: [BAD_LINK] }, BAD_LINK);
  return { row, user };
}

/**
 * Voids every emailed link the account still has out (confirmation, change of address, reset):
 * after a change of address or password, a link sent before it must not act on the account.
 */
async function voidEmailTokens(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(schema.emailTokens)
    .set({ usedAt: now })
    .where(and(eq(schema.emailTokens.userId, userId), isNull(schema.emailTokens.usedAt)));
}

/**
 * What a change of address or password does to the account's other credentials: outstanding
 * links are void, and every session but the one that made the change (`viewer`, when it is
 * this account's) ends. A change made through a link alone keeps no session.
 */
async function afterCredentialChange(db: Database, userId: string, viewer: Viewer | null, now: Date): Promise<void> {
  await voidEmailTokens(db, userId, now);
  await endOtherSessions(db, userId, viewer?.user.id === userId ? viewer.sessionId : null, now);
}

/**
 * Confirms an address from an emailed link (`/confirm-email/?token=`): the account's own
 * address (sign-up), or a new address (change of email), which then replaces the old one. A
 * change of address voids the account's other links and ends its sessions, except the
 * `viewer`'s when the link is opened signed in to this account.
 */
export async function confirmEmail(db: Database, rawToken: unknown, viewer: Viewer | null = null): Promise<true> {
  return db.transaction(async (tx): Promise<true> => {
    const { row, user } = await consumeEmailToken(tx, rawToken, ["confirm_email", "change_email"]);
    const now = new Date();
    if (row.purpose === "confirm_email") {
      // A link sent to an address the account no longer has proves nothing.
      if (row.email !== user.email) throw new InputError({ token: [BAD_LINK] }, BAD_LINK);
      if (!user.emailConfirmedAt) {
        await tx.update(schema.users).set({ emailConfirmedAt: now, updatedAt: now }).where(eq(schema.users.id, user.id));
      }
      return true;
    }
    const owner = await userByEmail(tx, row.email);
    if (owner && owner.id !== user.id) {
      throw new InputError({ token: ["Another account now uses this email address."] }, "Another account now uses this email address.");
    }
    try {
      await tx.update(schema.users).set({ email: row.email, emailConfirmedAt: now, updatedAt: now }).where(eq(schema.users.id, user.id));
    } catch (error) {
      if (isUniqueViolation(error)) throw new InputError({ token: ["Another account now uses this email address."] });
      throw error;
    }
    // A reset link sent to the old address, and other pending changes, are void from now on.
    await afterCredentialChange(tx, user.id, viewer, now);
    sendInBackground(
      () => sendMail(db, emailChangedNotice({ to: user.email, name: greetingNameOf(user), newEmail: row.email }), audienceOf(user)),
      "the email-changed notice",
    );
    return true;
  });
}

/**
 * Sends a new confirmation link: to the viewer's own address when signed in, otherwise to the
 * given address if it belongs to an unconfirmed account. Always answers true (no enumeration).
 */
export async function resendConfirmation(db: Database, rawEmail: unknown, viewer: Viewer | null, meta: RequestMeta): Promise<true> {
  await enforceRateLimit(db, `confirm:ip:${meta.ip}`, RATE_LIMITS.confirmationEmailPerIp);
  let user: UserRecord | undefined;
  if (viewer && (rawEmail === undefined || rawEmail === null)) {
    user = viewer.user;
  } else {
    const email = parseInput(emailSchema, rawEmail);
    await enforceRateLimit(db, `confirm:email:${email}`, RATE_LIMITS.confirmationEmailPerEmail);
    user = await userByEmail(db, email);
  }
  if (viewer) await enforceRateLimit(db, `confirm:email:${viewer.user.email}`, RATE_LIMITS.confirmationEmailPerEmail);
  const target = user;
  if (target && !target.emailConfirmedAt) sendInBackground(() => sendConfirmation(db, target), "a confirmation email");
  return true;
}

/**
 * Emails a reset link when the address has an account. Always answers true, and the work for a
 * real account happens after the answer, so neither the answer nor its timing tells them apart.
 */
export async function requestPasswordReset(db: Database, rawEmail: unknown, meta: RequestMeta): Promise<true> {
  const email = parseInput(emailSchema, rawEmail);
  await enforceRateLimit(db, `reset:ip:${meta.ip}`, RATE_LIMITS.passwordResetPerIp);
  await enforceRateLimit(db, `reset:email:${email}`, RATE_LIMITS.passwordResetPerEmail);
  sendInBackground(async () => {
    const user = await userByEmail(db, email);
    if (!user) return;
    const token = await createEmailToken(db, user, "reset_password", user.email, RESET_PASSWORD_TOKEN_MINUTES * 60_000);
    await sendMail(
      db,
      resetPasswordMessage({
        to: user.email,
        name: greetingNameOf(user),
        url: resetPasswordLink(serverEnv().SITE_URL, token),
        validMinutes: RESET_PASSWORD_TOKEN_MINUTES,
      }),
      audienceOf(user),
    );
  }, "a password-reset email");
  return true;
}

/**
 * Sets a new password from an emailed reset link, signs the account out everywhere, and counts
 * as confirming the address the link was sent to.
 */
export async function resetPassword(db: Database, rawInput: unknown, meta: RequestMeta): Promise<true> {
  await enforceRateLimit(db, `reset-complete:ip:${meta.ip}`, RATE_LIMITS.passwordResetCompletePerIp);
  const input = parseInput(resetPasswordInputSchema, rawInput);
  const user = await db.transaction(async (tx) => {
    const { row, user: owner } = await consumeEmailToken(tx, input.token, ["reset_password"]);
    // A link sent to an address the account no longer has proves nothing.
    if (row.email !== owner.email) throw new InputError({ token: [BAD_LINK] }, BAD_LINK);
    const weakness = passwordWeakness(input.password, owner);
    if (weakness) throw new InputError({ password: [weakness] });
    const now = new Date();
    await tx
      .update(schema.users)
      .set({
        passwordHash: await hashPassword(input.password),
        passwordChangedAt: now,
        updatedAt: now,
        ...(row.email === owner.email && !owner.emailConfirmedAt ? { emailConfirmedAt: now } : {}),
      })
      .where(eq(schema.users.id, owner.id));
    await afterCredentialChange(tx, owner.id, null, now);
    return owner;
  });
  sendInBackground(() => sendMail(db, passwordChangedNotice({ to: user.email, name: greetingNameOf(user) }), audienceOf(user)), "the password-changed notice");
  return true;
}

async function requirePassword(db: Database, viewer: Viewer, password: string, field: string): Promise<void> {
  await enforceRateLimit(db, `password-check:account:${viewer.user.id}`, RATE_LIMITS.passwordCheckPerAccount);
  const [current] = await db.select({ passwordHash: schema.users.passwordHash }).from(schema.users).where(eq(schema.users.id, viewer.user.id));
  if (!current || !(await verifyPassword(current.passwordHash, password))) {
    throw new InputError({ [field]: ["The password is incorrect."] });
  }
}

/**
 * Changes the password: the current one must be given, every session (this one included) is
 * revoked, and a new session is returned so this device stays signed in. Emailed links still
 * out are void.
 */
export async function changePassword(db: Database, viewer: Viewer, rawInput: unknown, meta: RequestMeta): Promise<AuthResult> {
  const input = parseInput(changePasswordInputSchema, rawInput);
  await requirePassword(db, viewer, input.currentPassword, "currentPassword");
  const weakness = passwordWeakness(input.newPassword, viewer.user);
  if (weakness) throw new InputError({ newPassword: [weakness] });
  const now = new Date();
  const [user] = await db.transaction(async (tx) => {
    // This session ends too: the device continues on the new one returned below.
    await afterCredentialChange(tx, viewer.user.id, null, now);
    return tx
      .update(schema.users)
      .set({ passwordHash: await hashPassword(input.newPassword), passwordChangedAt: now, updatedAt: now })
      .where(eq(schema.users.id, viewer.user.id))
      .returning();
  });
  if (!user) throw new AuthenticationError(SESSION_ENDED);
  sendInBackground(() => sendMail(db, passwordChangedNotice({ to: user.email, name: greetingNameOf(user) }), audienceOf(user)), "the password-changed notice");
  return startSession(db, user, meta);
}

/**
 * Starts a change of email address: the password must be given, and the new address receives a
 * link; the account keeps its current address until that link is opened.
 */
export async function requestEmailChange(db: Database, viewer: Viewer, rawInput: unknown): Promise<true> {
  const input = parseInput(changeEmailInputSchema, rawInput);
  await requirePassword(db, viewer, input.password, "password");
  if (input.newEmail === viewer.user.email) throw new InputError({ newEmail: ["This is already your email address."] });
  if (await userByEmail(db, input.newEmail)) throw new InputError({ newEmail: ["An account with this email already exists."] });
  const token = await createEmailToken(db, viewer.user, "change_email", input.newEmail, CHANGE_EMAIL_TOKEN_HOURS * 3600_000);
  await sendMail(
    db,
    changeEmailMessage({
      to: input.newEmail,
      url: confirmEmailLink(serverEnv().SITE_URL, token),
      validHours: CHANGE_EMAIL_TOKEN_HOURS,
    }),
    { account: viewer.user.id, recipient: "unconfirmed" },
  );
  return true;
}

/** The address a change of email is waiting on (newest live link), or null. */
export async function pendingEmail(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: schema.emailTokens.email })
    .from(schema.emailTokens)
    .where(
      and(
        eq(schema.emailTokens.userId, userId),
        eq(schema.emailTokens.purpose, "change_email"),
        isNull(schema.emailTokens.usedAt),
        gt(schema.emailTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(schema.emailTokens.createdAt))
    .limit(1);
  return row?.email ?? null;
}

/**
 * Updates the profile: the name, a new photo (an image upload, see saveImageUpload), or
 * removing the photo. A replaced or removed photo is deleted.
 */
export async function updateProfile(
  handle: DatabaseHandle,
  viewer: Viewer,
  rawInput: unknown,
  photo: Blob | null | undefined,
  meta: RequestMeta,
): Promise<UserRecord> {
  const input = parseInput(updateProfileInputSchema, rawInput);
  if (photo && input.removePhoto) throw new InputError({ photo: ["Send a new photo or remove the photo, not both."] });
  const { db } = handle;
  let photoUploadId: string | null | undefined;
  if (photo) {
    await enforceRateLimit(db, `upload:account:${viewer.user.id}`, RATE_LIMITS.uploadPerAccount);
    const stored = await saveImageUpload(handle, photo, { uploaderIp: meta.ip, ownerUserId: viewer.user.id, field: "photo" });
    photoUploadId = stored.id;
  } else if (input.removePhoto) {
    photoUploadId = null;
  }
  const previous = viewer.user.photoUploadId;
  const [user] = await db
    .update(schema.users)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(photoUploadId !== undefined ? { photoUploadId } : {}),
      updatedAt: new Date(),
    })
    .where(eq(schema.users.id, viewer.user.id))
    .returning();
  if (!user) throw new AuthenticationError(SESSION_ENDED);
  // The agent profile may show the same image: then it stays.
  if (photoUploadId !== undefined && previous && previous !== photoUploadId) await deleteUnusedUploads(db, [previous]);
  return user;
}

/**
 * Deletes the account with its data: sessions, emailed tokens and uploads go with it (database
 * cascades), and upload files are removed from disk. The password must be given.
 */
export async function deleteAccount(db: Database, viewer: Viewer, rawInput: unknown): Promise<true> {
  const input = parseInput(deleteAccountInputSchema, rawInput);
  await requirePassword(db, viewer, input.password, "password");
  // Every premium subscription is canceled first: no billing for a deleted account.
  await cancelSubscriptionsOf(db, viewer.user.id);
  const owned = await db.select({ id: schema.uploads.id }).from(schema.uploads).where(eq(schema.uploads.ownerUserId, viewer.user.id));
  await db.delete(schema.users).where(eq(schema.users.id, viewer.user.id));
  await deleteUploads(
    db,
    owned.map((upload) => upload.id),
  );
  logger.info("account deleted", { uploads: owned.length });
  return true;
}
