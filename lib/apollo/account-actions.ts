/**
 * Every account operation the pages perform, as plain async functions that return a plain
 * outcome. Pages load this module with `import()` when it is first needed (a submit, a
 * confirmation link), so the sign-in, sign-up, reset and confirmation pages — and the
 * banner that may sit on every page — carry no Apollo, GraphQL or rxjs in their first load.
 *
 * Validation errors reach the form through the operation's error setter (the error-report
 * link calls `context.setFieldErrors`); the outcome's message is for the status region.
 */
import type { ApolloClient } from "@apollo/client";

import { ResendConfirmationEmailDocument, UserConfirmEmailDocument } from "@/graphql/generated/documents/email";
import { ChangePasswordDocument, RequestPasswordResetDocument, ResetPasswordDocument } from "@/graphql/generated/documents/password";
import { ChangeEmailDocument, DeleteAccountDocument, MeDocument, UpdateProfileDocument } from "@/graphql/generated/documents/profile";
import { SignInDocument, SignOutDocument, SignUpDocument } from "@/graphql/generated/documents/session";
import { deviceTokenFor, rememberDeviceToken } from "@/lib/session/device-proof";
import { getRefreshToken } from "@/lib/session/session";
import { endSession, markEmailConfirmed, startSession, type EndSessionOptions } from "@/lib/session/session-writes";

import { getBrowserApolloClient } from "./browser-client";
import { describeError, graphQLErrorCode, type FieldErrors } from "./errors";

/** What an account operation tells the page. `code` is the API's error code, when there is one. */
export type AccountOutcome = { ok: true; message: string } | { ok: false; message: string; code?: string };

/** The operation's error setter: receives the first message of each invalid field. */
export type FieldErrorSetter = (errors: FieldErrors) => void;

/** Shown when the browser refuses localStorage, where the session must live (seed). */
export const STORAGE_REFUSED_MESSAGE =
  "Your browser refused to store your session. Allow this site to store data (site data or cookies settings), then try again.";

function failed(error: unknown, fallback: string): AccountOutcome {
  if (!error) return { ok: false, message: fallback };
  const code = graphQLErrorCode(error);
  return code === undefined ? { ok: false, message: describeError(error) } : { ok: false, message: describeError(error), code };
}

function client(given: ApolloClient | undefined): ApolloClient {
  return given ?? getBrowserApolloClient();
}

/**
 * Sign-in rule: stores both tokens and sets the flag; cached data of the signed-out visitor is
 * dropped. The browser's device proof for the address goes with the attempt, and the new one
 * is kept (lib/session/device-proof.ts).
 */
export async function signIn(input: { email: string; password: string }, setFieldErrors?: FieldErrorSetter, apollo?: ApolloClient): Promise<AccountOutcome> {
  const api = client(apollo);
  const deviceToken = await deviceTokenFor(input.email);
  const variables = { input: deviceToken === null ? input : { ...input, deviceToken } };
  const { data, error } = await api.mutate({ mutation: SignInDocument, variables, context: { setFieldErrors } });
  const session = data?.signIn;
  if (!session) return failed(error, "We could not sign you in. Please try again.");
  await rememberDeviceToken(session.user.email, session.deviceToken);
  if (!startSession(session)) return { ok: false, message: STORAGE_REFUSED_MESSAGE };
  await api.clearStore();
  return { ok: true, message: "Signed in. Opening your account…" };
}

/** Creates the account and signs it in (a confirmation link is emailed by the server). */
export async function signUp(
  input: { name: string; email: string; password: string },
  setFieldErrors?: FieldErrorSetter,
  apollo?: ApolloClient,
): Promise<AccountOutcome> {
  const api = client(apollo);
  const { data, error } = await api.mutate({ mutation: SignUpDocument, variables: { input }, context: { setFieldErrors } });
  const session = data?.signUp;
  if (!session) return failed(error, "We could not create your account. Please try again.");
  await rememberDeviceToken(session.user.email, session.deviceToken);
  if (!startSession(session)) return { ok: false, message: STORAGE_REFUSED_MESSAGE };
  await api.clearStore();
  return { ok: true, message: `Account created. We sent a confirmation link to ${session.user.email}.` };
}

/**
 * Sign-out: asks the server to revoke the stored refresh token (best effort: a failed call
 * must not keep anyone signed in on this device), drops cached account data, then applies the
 * seed's rule (clear both tokens and redirect to /sign-in/; with no refresh token stored, only
 * drop the access token, no redirect).
 */
export async function signOut(options: EndSessionOptions = {}, apollo?: ApolloClient): Promise<{ redirected: boolean }> {
  const api = client(apollo);
  const refreshToken = getRefreshToken();
  if (refreshToken !== null) {
    try {
      await api.mutate({ mutation: SignOutDocument, variables: { refreshToken } });
    } catch {
      // Offline: the token is still forgotten here, and expires on the server.
    }
  }
  await api.clearStore();
  return endSession(options);
}

/** Confirms the address from the emailed link's token (single use). */
export async function confirmEmail(token: string, apollo?: ApolloClient): Promise<AccountOutcome> {
  const { data, error } = await client(apollo).mutate({ mutation: UserConfirmEmailDocument, variables: { token } });
  if (!data?.userConfirmEmail) return failed(error, "This confirmation link is not valid any more.");
  markEmailConfirmed();
  return { ok: true, message: "Your email address is confirmed. Thank you!" };
}

/**
 * Sends the confirmation email again: to the signed-in account, or (signed out, after the
 * grace period) to `email` if it has an unconfirmed account. The server answers the same
 * either way, so the message does not say whether the address has an account.
 */
export async function resendConfirmationEmail(email?: string, apollo?: ApolloClient): Promise<AccountOutcome> {
  const { data, error } = await client(apollo).mutate({ mutation: ResendConfirmationEmailDocument, variables: email === undefined ? {} : { email } });
  if (!data?.resendConfirmationEmail) return failed(error, "We could not send the email. Please try again.");
  return {
    ok: true,
    message:
      email === undefined
        ? "Sent. Check your inbox (and the spam folder) for the confirmation link."
        : `If ${email} has an account waiting for confirmation, we sent it a new link.`,
  };
}

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export async function requestPasswordReset(email: string, setFieldErrors?: FieldErrorSetter, apollo?: ApolloClient): Promise<AccountOutcome> {
  const { data, error } = await client(apollo).mutate({ mutation: RequestPasswordResetDocument, variables: { email }, context: { setFieldErrors } });
  if (!data?.requestPasswordReset) return failed(error, "We could not send the email. Please try again.");
  return { ok: true, message: `If an account uses ${email}, we sent it a link to choose a new password. The link works once and expires soon.` };
}

/** Sets the new password from a reset link. Every session of the account ends, this device's too. */
export async function resetPassword(
  input: { token: string; password: string },
  setFieldErrors?: FieldErrorSetter,
  apollo?: ApolloClient,
): Promise<AccountOutcome> {
  const api = client(apollo);
  const { data, error } = await api.mutate({ mutation: ResetPasswordDocument, variables: { input }, context: { setFieldErrors } });
  if (!data?.resetPassword) return failed(error, "Your password was not changed. The link may have expired.");
  await api.clearStore();
  // The server revoked every refresh token; forget this device's without a redirect (the page says where to go).
  endSession({ navigate: () => undefined });
  return { ok: true, message: "Your password was changed. You can now sign in with it." };
}

/** Changes the display name. */
export async function updateName(name: string, setFieldErrors?: FieldErrorSetter, apollo?: ApolloClient): Promise<AccountOutcome> {
  const { data, error } = await client(apollo).mutate({ mutation: UpdateProfileDocument, variables: { input: { name } }, context: { setFieldErrors } });
  if (!data?.updateProfile) return failed(error, "Your name was not saved. Please try again.");
  return { ok: true, message: "Saved." };
}

/** Uploads a new profile photo (multipart request), or removes it. */
export async function updatePhoto(
  change: { photo: File } | { removePhoto: true },
  setFieldErrors?: FieldErrorSetter,
  apollo?: ApolloClient,
): Promise<AccountOutcome> {
  const { data, error } = await client(apollo).mutate({ mutation: UpdateProfileDocument, variables: { input: change }, context: { setFieldErrors } });
  if (!data?.updateProfile) return failed(error, "Your photo was not saved. Please try again.");
  return { ok: true, message: "photo" in change ? "Your photo was updated." : "Your photo was removed." };
}

/**
 * Changes the password. The server signs out every other session and returns a new one for
 * this device, which replaces the stored tokens.
 */
export async function changePassword(
  input: { currentPassword: string; newPassword: string },
  setFieldErrors?: FieldErrorSetter,
  apollo?: ApolloClient,
): Promise<AccountOutcome> {
  const { data, error } = await client(apollo).mutate({ mutation: ChangePasswordDocument, variables: { input }, context: { setFieldErrors } });
  const session = data?.changePassword;
  if (!session) return failed(error, "Your password was not changed. Please try again.");
  await rememberDeviceToken(session.user.email, session.deviceToken);
  if (!startSession(session)) return { ok: false, message: STORAGE_REFUSED_MESSAGE };
  return { ok: true, message: "Your password was changed. Other devices have been signed out." };
}

/** Emails a link to the new address; the account switches once it is opened. */
export async function changeEmail(
  input: { newEmail: string; password: string },
  setFieldErrors?: FieldErrorSetter,
  apollo?: ApolloClient,
): Promise<AccountOutcome> {
  const { data, error } = await client(apollo).mutate({
    mutation: ChangeEmailDocument,
    variables: { input },
    context: { setFieldErrors },
    // The profile shows the address waiting for confirmation.
    refetchQueries: [MeDocument],
  });
  if (!data?.changeEmail) return failed(error, "Your email address was not changed. Please try again.");
  return { ok: true, message: `We sent a link to ${input.newEmail}. Your address changes when you open it.` };
}

/** Deletes the account and its data; this device forgets the session (navigation is the caller's). */
export async function deleteAccount(input: { password: string }, setFieldErrors?: FieldErrorSetter, apollo?: ApolloClient): Promise<AccountOutcome> {
  const api = client(apollo);
  const { data, error } = await api.mutate({ mutation: DeleteAccountDocument, variables: { input }, context: { setFieldErrors } });
  if (!data?.deleteAccount) return failed(error, "Your account was not deleted. Please try again.");
  await api.clearStore();
  endSession({ navigate: () => undefined });
  return { ok: true, message: "Your account and its data were deleted." };
}
