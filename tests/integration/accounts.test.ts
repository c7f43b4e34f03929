import { sql } from "drizzle-orm";
import { decodeJwt, SignJWT } from "jose";

import { issueAccessToken } from "@/lib/server/auth/tokens";

import { getUpload, postRaw, setUpApi, uniqueIp } from "./support/api";
import {
  AUTH_FIELDS,
  bearer,
  call,
  errorCode,
  GOOD_PASSWORD,
  readOutbox,
  signUp,
  tokenOf,
  uniqueEmail,
  waitForMail,
  type AuthPayload,
} from "./support/accounts";
import { engineName } from "./support/test-database";
import { startInsideOneWindow, timeoutWithWindowWait } from "@/tests/support/rate-window";

let env: Awaited<ReturnType<typeof setUpApi>>;
beforeAll(async () => {
  env = await setUpApi();
});
afterAll(async () => {
  await env.tearDown();
});

const SITE_URL = "http://localhost:3000";
const ME = "query Me { me { hashid email name emailConfirmed pendingEmail mustConfirmEmailDaysLeft mustConfirmEmailExpiration photoUrl } }";
const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { ${AUTH_FIELDS} } }`;
const REFRESH =
  "mutation RefreshAccessToken($refreshToken: String!) { refreshAccessToken(refreshToken: $refreshToken) { accessToken accessTokenExpiresAt mustConfirmEmailDaysLeft mustConfirmEmailExpiration } }";
const SIGN_OUT = "mutation SignOut($refreshToken: String!) { signOut(refreshToken: $refreshToken) }";
const CONFIRM = "mutation UserConfirmEmail($token: String!) { userConfirmEmail(token: $token) }";

async function execute(statement: ReturnType<typeof sql>): Promise<void> {
  await env.database.handle.db.execute(statement);
}

async function me(token: string) {
  return call(ME, {}, bearer(token));
}

function expectUnauthenticated(response: Awaited<ReturnType<typeof call>>, message?: RegExp): void {
  expect(response.status).toBe(401);
  expect(errorCode(response.body)).toBe("UNAUTHENTICATED");
  if (message) expect(response.body.errors?.[0]?.message).toMatch(message);
}

// Tests here spend limits of 15 minutes and of an hour and expect the next attempt refused, so each runs inside one window.
beforeEach(() => startInsideOneWindow(900, 90), timeoutWithWindowWait(5_000, 90));

describe(`sign-up (${engineName})`, () => {
  test("creates the account, signs it in, and emails a confirmation link", async () => {
    const email = uniqueEmail("New.Buyer");
    const before = Date.now();
    const payload = await signUp({ email: `  ${email.toUpperCase()} `, name: "  Pat Buyer " });
    expect(payload.user).toEqual({
      hashid: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/),
      email: email.toLowerCase(),
      name: "Pat Buyer",
      emailConfirmed: false,
    });
    expect(payload.accessToken.split(".")).toHaveLength(3);
    expect(payload.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(payload.mustConfirmEmailDaysLeft).toBe(7);
    const expiration = Date.parse(payload.mustConfirmEmailExpiration ?? "");
    expect(expiration - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(expiration - before).toBeLessThan(7 * 86_400_000 + 60_000);

    const mail = await waitForMail(env.dataDir, email.toLowerCase(), "confirm-email");
    expect(mail.links[0]).toMatch(new RegExp(`^${SITE_URL}/confirm-email/\\?token=[A-Za-z0-9_-]{43}$`));
    expect(mail.text).toContain(mail.links[0]);
    expect(mail.subject).toMatch(/Confirm your email/);

    const current = await me(payload.accessToken);
    expect(current.body.data?.me).toMatchObject({
      hashid: payload.user.hashid,
      email: email.toLowerCase(),
      emailConfirmed: false,
      mustConfirmEmailDaysLeft: 7,
    });
  });

  test("bad input: a field error for each field", async () => {
    const response = await call(`mutation { signUp(input: { email: "not-an-email", password: "short", name: "" }) { accessToken } }`);
    expect(errorCode(response.body)).toBe("BAD_USER_INPUT");
    expect(response.body.errors?.[0]?.extensions?.validationErrors).toEqual({
      email: ["Enter a valid email address, like name@example.com."],
      password: ["Use at least 10 characters."],
      name: ["Enter your name."],
    });
  });

  test.each([
    ["a common password", "password1234", /too common/],
    ["a common password in capitals", "QWERTYUIOP", /too common/],
    ["one repeated character", "aaaaaaaaaaaa", /repeat/],
  ])("refuses %s", async (_name, password, message) => {
    const response = await call("mutation($input: SignUpInput!) { signUp(input: $input) { accessToken } }", {
      input: { email: uniqueEmail(), password, name: "Pat" },
    });
    expect(response.body.errors?.[0]?.extensions?.validationErrors?.password?.[0]).toMatch(message);
  });

  test("an address that already has an account (in any case) is a field error", async () => {
    const email = uniqueEmail();
    await signUp({ email });
    const response = await call("mutation($input: SignUpInput!) { signUp(input: $input) { accessToken } }", {
      input: { email: email.toUpperCase(), password: GOOD_PASSWORD, name: "Someone Else" },
    });
    expect(response.body.errors?.[0]?.extensions?.validationErrors).toEqual({
      email: ["An account with this email already exists. Sign in, or reset your password."],
    });
  });
});

describe("access tokens", () => {
  let account: AuthPayload;
  beforeAll(async () => {
    account = await signUp();
  });

  test("me needs a token: none, a tampered, an expired, a foreign-key-signed or an alg:none token is 401", async () => {
    expectUnauthenticated(await call(ME), /Sign in/);

    const [header, payload, signature] = account.accessToken.split(".");
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith("AA") ? "BB" : "AA"}`;
    expectUnauthenticated(await me(`${header}.${payload}.${flipped}`), /not valid/);

    const claims = decodeJwt(account.accessToken);
    const expired = await issueAccessToken({ userHashid: String(claims.sub), sessionId: String(claims.sid) }, new Date(Date.now() - 16 * 60_000));
    expectUnauthenticated(await me(expired.token), /expired/);

    const foreign = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(claims.sub))
      .setIssuer(String(claims.iss))
      .setAudience(String(claims.aud))
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(new TextEncoder().encode("another secret that is at least thirty-two characters"));
    expectUnauthenticated(await me(foreign), /not valid/);

    const none = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${payload}.`;
    expectUnauthenticated(await me(none), /not valid/);

    expectUnauthenticated(await call(ME, {}, { authorization: "Basic dXNlcjpwYXNz", "x-forwarded-for": uniqueIp() }));
  });

  test("a token naming another user's hashid with this session is refused", async () => {
    const other = await signUp();
    const claims = decodeJwt(account.accessToken);
    const mixed = await issueAccessToken({ userHashid: other.user.hashid, sessionId: String(claims.sid) });
    expectUnauthenticated(await me(mixed.token));
  });

  test("public queries ignore the absence of a token but still answer with one", async () => {
    const response = await call("{ latestMortgageRates { source } }", {}, bearer(account.accessToken));
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveProperty("latestMortgageRates.source");
  });
});

describe("sign-in, refresh and sign-out", () => {
  test("signs in; unknown address and wrong password get the same answer", async () => {
    const email = uniqueEmail();
    await signUp({ email });
    const ok = await call(SIGN_IN, { input: { email: email.toUpperCase(), password: GOOD_PASSWORD } });
    const payload = ok.body.data?.signIn as AuthPayload;
    expect(payload.user.email).toBe(email);
    expect(payload.mustConfirmEmailDaysLeft).toBe(7);
    expect((await me(payload.accessToken)).body.data?.me).toMatchObject({ email });

    const wrong = await call(SIGN_IN, { input: { email, password: "not the password at all" } });
    const unknown = await call(SIGN_IN, { input: { email: uniqueEmail("nobody"), password: "not the password at all" } });
    const strip = (body: typeof wrong.body) => JSON.stringify(body);
    expect(strip(wrong.body)).toBe(strip(unknown.body));
    expect(wrong.body.errors?.[0]).toMatchObject({
      message: "The email or password is incorrect.",
      extensions: { code: "BAD_USER_INPUT", validationErrors: { password: ["The email or password is incorrect."] } },
    });
  });

  test("sign-in attempts are limited per address, whether or not it has an account", async () => {
    for (const email of [uniqueEmail("limited"), (await signUp()).user.email]) {
      const answers: (string | undefined)[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const response = await call(SIGN_IN, { input: { email, password: "wrong password here" } }, { "x-forwarded-for": uniqueIp() });
        answers.push(errorCode(response.body));
      }
      expect(answers.slice(0, 10)).toEqual(Array(10).fill("BAD_USER_INPUT"));
      expect(answers[10]).toBe("RATE_LIMITED");
    }
  });

  test("refresh gives a working access token; sign-out revokes the session and its tokens", async () => {
    const account = await signUp();
    const refreshed = await call(REFRESH, { refreshToken: account.refreshToken });
    const result = refreshed.body.data?.refreshAccessToken as { accessToken: string; mustConfirmEmailDaysLeft: number };
    expect(result).toEqual({
      accessToken: expect.any(String),
      accessTokenExpiresAt: expect.any(String),
      mustConfirmEmailDaysLeft: 7,
      mustConfirmEmailExpiration: account.mustConfirmEmailExpiration,
    });
    expect((await me(result.accessToken)).body.data?.me).toMatchObject({ hashid: account.user.hashid });

    expect((await call(SIGN_OUT, { refreshToken: account.refreshToken })).body).toEqual({ data: { signOut: true } });
    // Reusing the refresh token after sign-out, and the access tokens of that session:
    expectUnauthenticated(await call(REFRESH, { refreshToken: account.refreshToken }), /session has ended/);
    expectUnauthenticated(await me(result.accessToken));
    expectUnauthenticated(await me(account.accessToken));
    // Signing out twice is harmless.
    expect((await call(SIGN_OUT, { refreshToken: account.refreshToken })).body).toEqual({ data: { signOut: true } });
  });

  test("an unknown, malformed or expired refresh token is refused", async () => {
    const account = await signUp();
    expectUnauthenticated(await call(REFRESH, { refreshToken: `${account.refreshToken.slice(0, -1)}x` }));
    expectUnauthenticated(await call(REFRESH, { refreshToken: "short" }));
    await execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = (select id from users where hashid = ${account.user.hashid})`,
    );
    expectUnauthenticated(await call(REFRESH, { refreshToken: account.refreshToken }));
  });
});

describe("email confirmation", () => {
  test("after the grace period sign-in and refresh are refused until the address is confirmed", async () => {
    const email = uniqueEmail();
    const account = await signUp({ email });
    const mail = await waitForMail(env.dataDir, email, "confirm-email");
    await execute(sql`update users set must_confirm_email_by = now() - interval '1 minute' where email = ${email}`);

    const refused = await call(SIGN_IN, { input: { email, password: GOOD_PASSWORD } });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: expect.stringContaining(`Confirm your email address to continue: open the link we sent to ${email}`),
      extensions: { code: "EMAIL_NOT_CONFIRMED", email },
    });
    // The grace period is only revealed to the password's owner.
    const wrong = await call(SIGN_IN, { input: { email, password: "not the password at all" } });
    expect(errorCode(wrong.body)).toBe("BAD_USER_INPUT");
    expect(errorCode((await call(REFRESH, { refreshToken: account.refreshToken })).body)).toBe("EMAIL_NOT_CONFIRMED");

    expect((await call(CONFIRM, { token: tokenOf(mail) })).body).toEqual({ data: { userConfirmEmail: true } });
    const ok = await call(SIGN_IN, { input: { email, password: GOOD_PASSWORD } });
    expect(ok.body.data?.signIn).toMatchObject({ mustConfirmEmailDaysLeft: null, mustConfirmEmailExpiration: null, user: { emailConfirmed: true } });
    const refreshed = await call(REFRESH, { refreshToken: account.refreshToken });
    expect(refreshed.body.data?.refreshAccessToken).toMatchObject({ mustConfirmEmailDaysLeft: null });
  });

  test("a confirmation link works once, and not after it expires", async () => {
    const email = uniqueEmail();
    await signUp({ email });
    const token = tokenOf(await waitForMail(env.dataDir, email, "confirm-email"));
    expect((await call(CONFIRM, { token })).body.data).toEqual({ userConfirmEmail: true });
    const again = await call(CONFIRM, { token });
    expect(again.body.errors?.[0]?.extensions).toEqual({
      code: "BAD_USER_INPUT",
      validationErrors: { token: ["This link has expired or was already used. Ask for a new one."] },
    });

    const other = uniqueEmail();
    await signUp({ email: other });
    const late = tokenOf(await waitForMail(env.dataDir, other, "confirm-email"));
    await execute(sql`update email_tokens set expires_at = now() - interval '1 second' where email = ${other}`);
    expect(errorCode((await call(CONFIRM, { token: late })).body)).toBe("BAD_USER_INPUT");
    expect(errorCode((await call(CONFIRM, { token: "../../etc/passwd" })).body)).toBe("BAD_USER_INPUT");
  });

  test("resend: to the signed-in account, or to an address; unknown addresses get the same answer", async () => {
    const email = uniqueEmail();
    const account = await signUp({ email });
    await waitForMail(env.dataDir, email, "confirm-email");
    const resent = await call("mutation { resendConfirmationEmail }", {}, bearer(account.accessToken));
    expect(resent.body).toEqual({ data: { resendConfirmationEmail: true } });
    await waitForMail(env.dataDir, email, "confirm-email", 1);

    const byAddress = await call("mutation($email: String) { resendConfirmationEmail(email: $email) }", { email });
    const unknown = await call("mutation($email: String) { resendConfirmationEmail(email: $email) }", { email: uniqueEmail("ghost") });
    expect(byAddress.body).toEqual(unknown.body);
    expect(readOutbox(env.dataDir).some((entry) => entry.to.startsWith("ghost."))).toBe(false);
  });
});

describe("password reset", () => {
  const REQUEST = "mutation($email: String!) { requestPasswordReset(email: $email) }";
  const RESET = "mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }";

  test("same answer for unknown addresses; a real one gets a link that resets once and signs out everywhere", async () => {
    const unknown = await call(REQUEST, { email: uniqueEmail("ghost") });
    expect(unknown.body).toEqual({ data: { requestPasswordReset: true } });

    const email = uniqueEmail();
    const account = await signUp({ email });
    const known = await call(REQUEST, { email: email.toUpperCase() });
    expect(known.body).toEqual(unknown.body);
    const mail = await waitForMail(env.dataDir, email, "reset-password");
    expect(mail.links[0]).toMatch(new RegExp(`^${SITE_URL}/reset-password/\\?token=`));
    const token = tokenOf(mail);

    // A weak password is refused without using up the link.
    const weak = await call(RESET, { input: { token, password: "password123" } });
    expect(weak.body.errors?.[0]?.extensions?.validationErrors?.password?.[0]).toMatch(/too common/);

    const newPassword = "a brand new passphrase 7";
    expect((await call(RESET, { input: { token, password: newPassword } })).body).toEqual({ data: { resetPassword: true } });
    expect(errorCode((await call(RESET, { input: { token, password: "another new passphrase 8" } })).body)).toBe("BAD_USER_INPUT");

    expectUnauthenticated(await call(REFRESH, { refreshToken: account.refreshToken }));
    expectUnauthenticated(await me(account.accessToken));
    expect(errorCode((await call(SIGN_IN, { input: { email, password: GOOD_PASSWORD } })).body)).toBe("BAD_USER_INPUT");
    const signedIn = await call(SIGN_IN, { input: { email, password: newPassword } });
    // The link reached the inbox, which confirms the address.
    expect(signedIn.body.data?.signIn).toMatchObject({ user: { email, emailConfirmed: true } });
    await waitForMail(env.dataDir, email, "password-changed");
  });

  test("reset requests are limited per address", async () => {
    const email = uniqueEmail("reset-limit");
    const codes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) codes.push(errorCode((await call(REQUEST, { email })).body));
    expect(codes).toEqual([undefined, undefined, undefined, "RATE_LIMITED"]);
  });
});

describe("profile, password, email and deletion (signed in)", () => {
  const UPDATE = "mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { hashid name photoUrl photo { id contentType byteSize } } }";
  const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

  async function uploadPhoto(token: string) {
    const form = new FormData();
    form.set("operations", JSON.stringify({ query: UPDATE, variables: { input: { photo: null } } }));
    form.set("map", JSON.stringify({ 0: ["variables.input.photo"] }));
    form.set("0", new File([Buffer.from(PNG, "base64")], "me.png", { type: "image/png" }));
    const response = await postRaw("/api/graphql", form, { "x-request-source": "web", ...bearer(token) });
    return response.json as { data?: { updateProfile: { photoUrl: string; photo: { id: string } } }; errors?: unknown[] };
  }

  test("updates the name; validates it; requires sign-in", async () => {
    const account = await signUp();
    const updated = await call(UPDATE, { input: { name: "  Robin Owner " } }, bearer(account.accessToken));
    expect(updated.body.data?.updateProfile).toMatchObject({ hashid: account.user.hashid, name: "Robin Owner", photoUrl: null });
    const bad = await call(UPDATE, { input: { name: "<script>" } }, bearer(account.accessToken));
    expect(bad.body.errors?.[0]?.extensions?.validationErrors).toEqual({ name: ["Use letters, spaces and punctuation only."] });
    expectUnauthenticated(await call(UPDATE, { input: { name: "Anyone" } }));
  });

  test("a profile photo through the multipart transport; replacing or removing it deletes the old one", async () => {
    const account = await signUp();
    const first = await uploadPhoto(account.accessToken);
    const firstUrl = first.data?.updateProfile.photoUrl ?? "";
    expect(firstUrl).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]{22}$/);
    const firstId = firstUrl.split("/").pop()!;
    expect((await getUpload(firstId)).status).toBe(200);

    const second = await uploadPhoto(account.accessToken);
    const secondId = second.data?.updateProfile.photo.id ?? "";
    expect(secondId).not.toBe(firstId);
    expect((await getUpload(firstId)).status).toBe(404);

    const removed = await call(UPDATE, { input: { removePhoto: true } }, bearer(account.accessToken));
    expect(removed.body.data?.updateProfile).toMatchObject({ photoUrl: null, photo: null });
    expect((await getUpload(secondId)).status).toBe(404);
  });

  test("uploading an image requires sign-in", async () => {
    const form = new FormData();
    form.set("operations", JSON.stringify({ query: "mutation($file: Upload!) { uploadImage(file: $file) { id } }", variables: { file: null } }));
    form.set("map", JSON.stringify({ 0: ["variables.file"] }));
    form.set("0", new File([Buffer.from(PNG, "base64")], "a.png", { type: "image/png" }));
    const response = await postRaw("/api/graphql", form, { "x-request-source": "web", "x-forwarded-for": uniqueIp() });
    expect(response.status).toBe(401);
    expect(response.json).toHaveProperty(["errors", 0, "extensions", "code"], "UNAUTHENTICATED");
  });

  test("changing the password needs the current one, revokes every session and returns a new one", async () => {
    const email = uniqueEmail();
    const account = await signUp({ email });
    const other = (await call(SIGN_IN, { input: { email, password: GOOD_PASSWORD } })).body.data?.signIn as AuthPayload;
    const CHANGE = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { ${AUTH_FIELDS} } }`;

    const wrong = await call(CHANGE, { input: { currentPassword: "not my password!", newPassword: "a new passphrase 99" } }, bearer(account.accessToken));
    expect(wrong.body.errors?.[0]?.extensions?.validationErrors).toEqual({ currentPassword: ["The password is incorrect."] });
    const same = await call(CHANGE, { input: { currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD } }, bearer(account.accessToken));
    expect(same.body.errors?.[0]?.extensions?.validationErrors).toEqual({ newPassword: ["Choose a password different from the current one."] });

    const changed = await call(CHANGE, { input: { currentPassword: GOOD_PASSWORD, newPassword: "a new passphrase 99" } }, bearer(account.accessToken));
    const fresh = changed.body.data?.changePassword as AuthPayload;
    expect(fresh.user.email).toBe(email);
    for (const old of [account, other]) {
      expectUnauthenticated(await call(REFRESH, { refreshToken: old.refreshToken }));
      expectUnauthenticated(await me(old.accessToken));
    }
    expect((await me(fresh.accessToken)).body.data?.me).toMatchObject({ email });
    await waitForMail(env.dataDir, email, "password-changed");
  });

  test("changing the email: confirmed at the new address before it takes effect", async () => {
    const email = uniqueEmail();
    const taken = (await signUp()).user.email;
    const account = await signUp({ email });
    const CHANGE = "mutation($input: ChangeEmailInput!) { changeEmail(input: $input) }";
    const auth = bearer(account.accessToken);

    expect(
      (await call(CHANGE, { input: { newEmail: uniqueEmail(), password: "not my password!" } }, auth)).body.errors?.[0]?.extensions?.validationErrors,
    ).toEqual({
      password: ["The password is incorrect."],
    });
    expect((await call(CHANGE, { input: { newEmail: taken, password: GOOD_PASSWORD } }, auth)).body.errors?.[0]?.extensions?.validationErrors).toEqual({
      newEmail: ["An account with this email already exists."],
    });

    const newEmail = uniqueEmail("moved");
    expect((await call(CHANGE, { input: { newEmail, password: GOOD_PASSWORD } }, auth)).body).toEqual({ data: { changeEmail: true } });
    expect((await me(account.accessToken)).body.data?.me).toMatchObject({ email, pendingEmail: newEmail });
    const mail = await waitForMail(env.dataDir, newEmail, "change-email");
    expect(mail.links[0]).toMatch(new RegExp(`^${SITE_URL}/confirm-email/\\?token=`));

    // Opened signed in, so this session stays (the account's other sessions end).
    expect((await call(CONFIRM, { token: tokenOf(mail) }, auth)).body).toEqual({ data: { userConfirmEmail: true } });
    expect((await me(account.accessToken)).body.data?.me).toMatchObject({ email: newEmail, emailConfirmed: true, pendingEmail: null });
    await waitForMail(env.dataDir, email, "email-changed");
    expect(errorCode((await call(SIGN_IN, { input: { email, password: GOOD_PASSWORD } })).body)).toBe("BAD_USER_INPUT");
    expect((await call(SIGN_IN, { input: { email: newEmail, password: GOOD_PASSWORD } })).body.data?.signIn).toMatchObject({ user: { email: newEmail } });
  });

  test("deleting the account removes it with its sessions, tokens and photos", async () => {
    const email = uniqueEmail();
    const account = await signUp({ email });
    const photoId = (await uploadPhoto(account.accessToken)).data?.updateProfile.photo.id ?? "";
    const DELETE = "mutation($input: DeleteAccountInput!) { deleteAccount(input: $input) }";

    const wrong = await call(DELETE, { input: { password: "not my password!" } }, bearer(account.accessToken));
    expect(wrong.body.errors?.[0]?.extensions?.validationErrors).toEqual({ password: ["The password is incorrect."] });
    expect((await call(DELETE, { input: { password: GOOD_PASSWORD } }, bearer(account.accessToken))).body).toEqual({ data: { deleteAccount: true } });

    expectUnauthenticated(await me(account.accessToken));
    expectUnauthenticated(await call(REFRESH, { refreshToken: account.refreshToken }));
    expect(errorCode((await call(SIGN_IN, { input: { email, password: GOOD_PASSWORD } })).body)).toBe("BAD_USER_INPUT");
    expect((await getUpload(photoId)).status).toBe(404);
    const rows = (await env.database.handle.db.execute(
      sql`select (select count(*) from users where email = ${email})::int as users,
                 (select count(*) from uploads where id = ${photoId})::int as uploads,
                 (select count(*) from email_tokens where email = ${email})::int as tokens`,
    )) as unknown as { rows: { users: number; uploads: number; tokens: number }[] };
    expect(rows.rows[0]).toEqual({ users: 0, uploads: 0, tokens: 0 });
  });

  test("another user's data is never reachable", async () => {
    const alice = await signUp({ name: "Alice" });
    const bob = await signUp({ name: "Bob" });
    expect((await me(bob.accessToken)).body.data?.me).toMatchObject({ hashid: bob.user.hashid, name: "Bob" });
    await call(UPDATE, { input: { name: "Mallory" } }, bearer(bob.accessToken));
    expect((await me(alice.accessToken)).body.data?.me).toMatchObject({ name: "Alice" });
    // Bob cannot use Alice's password to delete or change anything of his, nor of hers.
    const DELETE = "mutation($input: DeleteAccountInput!) { deleteAccount(input: $input) }";
    expect(errorCode((await call(DELETE, { input: { password: GOOD_PASSWORD + "x" } }, bearer(bob.accessToken))).body)).toBe("BAD_USER_INPUT");
    expect((await me(alice.accessToken)).status).toBe(200);
    // Signing out with someone else's access token does not end their session.
    await call(SIGN_OUT, { refreshToken: "x".repeat(43) }, bearer(alice.accessToken));
    expect((await call(REFRESH, { refreshToken: alice.refreshToken })).status).toBe(200);
  });
});
