// Token handling beyond tests/integration/accounts.test.ts (tampering, expiry, alg:none, foreign
// keys, reuse after sign-out): tokens signed with the real secret but for another issuer or
// audience, one kind of token used as the other, sessions kept only as hashes, and sign-out of
// one session leaving the others alone. Rotation of refresh tokens and reuse detection:
// tests/integration/refresh-token-rotation.test.ts.
import { sql } from "drizzle-orm";
import { decodeJwt, SignJWT } from "jose";

import { serverEnv } from "@/lib/server/config";
import { hashToken } from "@/lib/server/auth/tokens";

import { bearer, call, errorCode, GOOD_PASSWORD, signUp, type AuthPayload } from "./support/accounts";
import { setUpApi } from "./support/api";
import { engineName } from "./support/test-database";

const ME = "{ me { hashid } }";
const REFRESH = "mutation ($t: String!) { refreshAccessToken(refreshToken: $t) { accessToken } }";
const SIGN_IN = "mutation ($i: SignInInput!) { signIn(input: $i) { accessToken refreshToken } }";
const SIGN_OUT = "mutation ($t: String!) { signOut(refreshToken: $t) }";

let env: Awaited<ReturnType<typeof setUpApi>>;
let account: AuthPayload;
beforeAll(async () => {
  env = await setUpApi();
  account = await signUp();
});
afterAll(async () => {
  await env.tearDown();
});

async function meCode(token: string): Promise<string | undefined> {
  const response = await call(ME, {}, bearer(token));
  if (errorCode(response.body) === undefined) expect(response.status).toBe(200);
  else expect(response.status).toBe(401);
  return errorCode(response.body);
}

/** A token with the account's claims, signed with the server's own secret, changed by `edit`. */
async function signedLike(token: string, edit: (jwt: SignJWT) => SignJWT, alg = "HS256"): Promise<string> {
  const claims = decodeJwt(token);
  const jwt = new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg })
    .setSubject(String(claims.sub))
    .setIssuer(String(claims.iss))
    .setAudience(String(claims.aud))
    .setIssuedAt()
    .setExpirationTime("10m");
  return edit(jwt).sign(new TextEncoder().encode(serverEnv().AUTH_SECRET));
}

describe(`tokens (${engineName})`, () => {
  test("the server's own signature does not make a token valid for another issuer, audience or algorithm", async () => {
    expect(await meCode(await signedLike(account.accessToken, (jwt) => jwt))).toBeUndefined();
    expect(await meCode(await signedLike(account.accessToken, (jwt) => jwt.setIssuer("https://evil.example")))).toBe("UNAUTHENTICATED");
    expect(await meCode(await signedLike(account.accessToken, (jwt) => jwt.setAudience("another-api")))).toBe("UNAUTHENTICATED");
    expect(await meCode(await signedLike(account.accessToken, (jwt) => jwt, "HS512"))).toBe("UNAUTHENTICATED");
    expect(await meCode(await signedLike(account.accessToken, (jwt) => jwt.setSubject("")))).toBe("UNAUTHENTICATED");
  });

  test("a refresh token is no access token, and an access token no refresh token", async () => {
    expect(await meCode(account.refreshToken)).toBe("UNAUTHENTICATED");
    expect(errorCode((await call(REFRESH, { t: account.accessToken })).body)).toBe("UNAUTHENTICATED");
    expect(errorCode((await call(REFRESH, { t: "" })).body)).toBe("UNAUTHENTICATED");
    expect(errorCode((await call(REFRESH, { t: "x".repeat(10_000) })).body)).toBe("UNAUTHENTICATED");
  });

  test("the database keeps a hash of each refresh token, never the token", async () => {
    const rows = (await env.database.handle.db.execute(
      sql`select refresh_token_hash from sessions s join users u on u.id = s.user_id where u.hashid = ${account.user.hashid}`,
    )) as unknown as { rows: { refresh_token_hash: string }[] };
    expect(rows.rows.map((row) => row.refresh_token_hash)).toEqual([hashToken(account.refreshToken)]);
    const dump = JSON.stringify((await env.database.handle.db.execute(sql`select * from sessions`)) as unknown);
    expect(dump).not.toContain(account.refreshToken);
  });

  test("signing out one session ends its tokens only; the refresh token stays refused after a new sign-in", async () => {
    const user = await signUp();
    const other = (await call(SIGN_IN, { i: { email: user.user.email, password: GOOD_PASSWORD } })).body.data?.signIn as {
      accessToken: string;
      refreshToken: string;
    };
    expect(await call(SIGN_OUT, { t: user.refreshToken })).toHaveProperty("body.data.signOut", true);
    expect(await meCode(user.accessToken)).toBe("UNAUTHENTICATED");
    expect(errorCode((await call(REFRESH, { t: user.refreshToken })).body)).toBe("UNAUTHENTICATED");
    // The other device's session is untouched.
    expect(await meCode(other.accessToken)).toBeUndefined();
    expect((await call(REFRESH, { t: other.refreshToken })).body.data?.refreshAccessToken).toEqual({ accessToken: expect.any(String) });
    // Signing in again does not bring the ended session back.
    await call(SIGN_IN, { i: { email: user.user.email, password: GOOD_PASSWORD } });
    expect(errorCode((await call(REFRESH, { t: user.refreshToken })).body)).toBe("UNAUTHENTICATED");
  });

  test("a signed-out refresh token cannot sign out, or reach, another account's session", async () => {
    const victim = await signUp();
    const attacker = await signUp();
    await call(SIGN_OUT, { t: attacker.refreshToken });
    expect(await meCode(victim.accessToken)).toBeUndefined();
    expect((await call(REFRESH, { t: victim.refreshToken })).body.data?.refreshAccessToken).toEqual({ accessToken: expect.any(String) });
  });
});
