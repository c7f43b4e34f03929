// A change of email address or password voids every emailed link the account still has out
// (reset, confirmation, change of address) and ends its other sessions.
import { setUpApi } from "./support/api";
import { AUTH_FIELDS, bearer, call, errorCode, GOOD_PASSWORD, signUp, tokenOf, uniqueEmail, waitForMail, type AuthPayload } from "./support/accounts";
import { engineName } from "./support/test-database";

let env: Awaited<ReturnType<typeof setUpApi>>;
beforeAll(async () => {
  env = await setUpApi();
});
afterAll(async () => {
  await env.tearDown();
});

const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { ${AUTH_FIELDS} } }`;
const REFRESH = "mutation RefreshAccessToken($refreshToken: String!) { refreshAccessToken(refreshToken: $refreshToken) { accessToken } }";
const CONFIRM = "mutation UserConfirmEmail($token: String!) { userConfirmEmail(token: $token) }";
const REQUEST_RESET = "mutation($email: String!) { requestPasswordReset(email: $email) }";
const RESET = "mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }";
const CHANGE_EMAIL = "mutation($input: ChangeEmailInput!) { changeEmail(input: $input) }";
const CHANGE_PASSWORD = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { ${AUTH_FIELDS} } }`;
const BAD_LINK = { code: "BAD_USER_INPUT", validationErrors: { token: ["This link has expired or was already used. Ask for a new one."] } };

async function secondSession(email: string): Promise<AuthPayload> {
  return (await call(SIGN_IN, { input: { email, password: GOOD_PASSWORD } })).body.data?.signIn as AuthPayload;
}

async function refreshWorks(refreshToken: string): Promise<boolean> {
  return Boolean((await call(REFRESH, { refreshToken })).body.data?.refreshAccessToken);
}

async function resetToken(email: string, after = 0): Promise<string> {
  expect((await call(REQUEST_RESET, { email })).body).toEqual({ data: { requestPasswordReset: true } });
  return tokenOf(await waitForMail(env.dataDir, email, "reset-password", after));
}

/** Asks for a change of address and returns the token of the link sent to the new one. */
async function requestEmailChange(account: AuthPayload, newEmail: string): Promise<string> {
  const response = await call(CHANGE_EMAIL, { input: { newEmail, password: GOOD_PASSWORD } }, bearer(account.accessToken));
  expect(response.body).toEqual({ data: { changeEmail: true } });
  return tokenOf(await waitForMail(env.dataDir, newEmail, "change-email"));
}

describe(`a change of email address (${engineName})`, () => {
  test("a reset link sent to the old address stops working once the new address is confirmed", async () => {
    const email = uniqueEmail("old");
    const account = await signUp({ email });
    const reset = await resetToken(email);
    const newEmail = uniqueEmail("new");
    const change = await requestEmailChange(account, newEmail);
    expect((await call(CONFIRM, { token: change }, bearer(account.accessToken))).body).toEqual({ data: { userConfirmEmail: true } });

    const used = await call(RESET, { input: { token: reset, password: "a brand new passphrase 7" } });
    expect(used.body.errors?.[0]?.extensions).toEqual(BAD_LINK);
    expect((await call(SIGN_IN, { input: { email: newEmail, password: GOOD_PASSWORD } })).body.data?.signIn).toMatchObject({ user: { email: newEmail } });
  });

  test("confirming it while signed in ends the account's other sessions, not this one", async () => {
    const email = uniqueEmail();
    const account = await signUp({ email });
    const other = await secondSession(email);
    const change = await requestEmailChange(account, uniqueEmail("moved"));
    expect((await call(CONFIRM, { token: change }, bearer(account.accessToken))).body).toEqual({ data: { userConfirmEmail: true } });

    expect(await refreshWorks(other.refreshToken)).toBe(false);
    expect(errorCode((await call("query { me { email } }", {}, bearer(other.accessToken))).body)).toBe("UNAUTHENTICATED");
    expect(await refreshWorks(account.refreshToken)).toBe(true);
  });

  test("confirming it from a link with no session (or another account's) ends every session", async () => {
    const email = uniqueEmail();
    const account = await signUp({ email });
    const other = await secondSession(email);
    const stranger = await signUp();
    const change = await requestEmailChange(account, uniqueEmail("moved"));
    expect((await call(CONFIRM, { token: change }, bearer(stranger.accessToken))).body).toEqual({ data: { userConfirmEmail: true } });

    expect(await refreshWorks(account.refreshToken)).toBe(false);
    expect(await refreshWorks(other.refreshToken)).toBe(false);
    expect(await refreshWorks(stranger.refreshToken)).toBe(true);
  });

  test("confirming it voids the address's outstanding confirmation link", async () => {
    const email = uniqueEmail();
    const account = await signUp({ email });
    const confirm = tokenOf(await waitForMail(env.dataDir, email, "confirm-email"));
    const change = await requestEmailChange(account, uniqueEmail("moved"));
    await call(CONFIRM, { token: change }, bearer(account.accessToken));
    expect((await call(CONFIRM, { token: confirm })).body.errors?.[0]?.extensions).toEqual(BAD_LINK);
  });
});

describe(`a change of password (${engineName})`, () => {
  test("voids outstanding confirmation, reset and change-of-address links", async () => {
    const email = uniqueEmail();
    const account = await signUp({ email });
    const confirm = tokenOf(await waitForMail(env.dataDir, email, "confirm-email"));
    const reset = await resetToken(email);
    const change = await requestEmailChange(account, uniqueEmail("moved"));
    const changed = await call(CHANGE_PASSWORD, { input: { currentPassword: GOOD_PASSWORD, newPassword: "a new passphrase 99" } }, bearer(account.accessToken));
    const fresh = changed.body.data?.changePassword as AuthPayload;
    expect(fresh.user.email).toBe(email);

    for (const token of [confirm, change]) expect((await call(CONFIRM, { token }, bearer(fresh.accessToken))).body.errors?.[0]?.extensions).toEqual(BAD_LINK);
    expect((await call(RESET, { input: { token: reset, password: "another passphrase 100" } })).body.errors?.[0]?.extensions).toEqual(BAD_LINK);
    expect(await refreshWorks(fresh.refreshToken)).toBe(true);
  });

  test("by a reset link: the other links are void and every session ends", async () => {
    const email = uniqueEmail();
    const account = await signUp({ email });
    const other = await secondSession(email);
    const confirm = tokenOf(await waitForMail(env.dataDir, email, "confirm-email"));
    const first = await resetToken(email);
    const second = await resetToken(email, 1);
    expect(second).not.toBe(first);

    expect((await call(RESET, { input: { token: second, password: "a brand new passphrase 7" } })).body).toEqual({ data: { resetPassword: true } });
    expect((await call(RESET, { input: { token: first, password: "another passphrase 100" } })).body.errors?.[0]?.extensions).toEqual(BAD_LINK);
    expect((await call(CONFIRM, { token: confirm })).body.errors?.[0]?.extensions).toEqual(BAD_LINK);
    expect(await refreshWorks(account.refreshToken)).toBe(false);
    expect(await refreshWorks(other.refreshToken)).toBe(false);
    await waitForMail(env.dataDir, email, "password-changed");
  });
});
