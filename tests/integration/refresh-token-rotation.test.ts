// Refresh-token rotation with reuse detection (OAuth 2.0 Security Best Current Practice for public
// clients, RFC 9700 section 4.14.2): every refresh hands out a new refresh token and retires the one
// presented; presenting a retired token again ends the whole session family (every token
// descended from that sign-in), so a thief and the victim both have to sign in again.
import { sql } from "drizzle-orm";

import { hashToken } from "@/lib/server/auth/tokens";

import { bearer, call, errorCode, GOOD_PASSWORD, signUp } from "./support/accounts";
import { setUpApi } from "./support/api";
import { engineName } from "./support/test-database";

const ME = "{ me { hashid } }";
const REFRESH = "mutation ($t: String!) { refreshAccessToken(refreshToken: $t) { accessToken refreshToken } }";
const SIGN_IN = "mutation ($i: SignInInput!) { signIn(input: $i) { accessToken refreshToken } }";
const SIGN_OUT = "mutation ($t: String!) { signOut(refreshToken: $t) }";

interface Pair {
  accessToken: string;
  refreshToken: string;
}

let env: Awaited<ReturnType<typeof setUpApi>>;
beforeAll(async () => {
  env = await setUpApi();
});
afterAll(async () => {
  await env.tearDown();
});

async function refresh(token: string): Promise<{ pair: Pair | undefined; code: string | undefined }> {
  const response = await call(REFRESH, { t: token });
  return { pair: response.body.data?.refreshAccessToken as Pair | undefined, code: errorCode(response.body) };
}

async function meCode(token: string): Promise<string | undefined> {
  return errorCode((await call(ME, {}, bearer(token))).body);
}

describe(`refresh-token rotation (${engineName})`, () => {
  test("a refresh returns a new refresh token; the one presented then stops working", async () => {
    const account = await signUp();
    const first = await refresh(account.refreshToken);
    expect(first.code).toBeUndefined();
    expect(first.pair?.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.pair?.refreshToken).not.toBe(account.refreshToken);
    expect(await meCode(first.pair?.accessToken ?? "")).toBeUndefined();

    // The new one rotates in its turn.
    const second = await refresh(first.pair?.refreshToken ?? "");
    expect(second.code).toBeUndefined();
    expect(second.pair?.refreshToken).not.toBe(first.pair?.refreshToken);

    // The database keeps only hashes: the current token's, and the retired ones'.
    const rows = (await env.database.handle.db.execute(
      sql`select s.refresh_token_hash from sessions s join users u on u.id = s.user_id where u.hashid = ${account.user.hashid}`,
    )) as unknown as { rows: { refresh_token_hash: string }[] };
    expect(rows.rows.map((row) => row.refresh_token_hash)).toEqual([hashToken(second.pair?.refreshToken ?? "")]);
    const dump = JSON.stringify(await env.database.handle.db.execute(sql`select * from retired_refresh_tokens`));
    for (const token of [account.refreshToken, first.pair?.refreshToken ?? "", second.pair?.refreshToken ?? ""]) expect(dump).not.toContain(token);
  });

  test("reusing a retired refresh token ends the whole family: the newest refresh token and its access token too", async () => {
    const account = await signUp();
    const stolen = account.refreshToken;
    const victim = await refresh(stolen);
    const newest = await refresh(victim.pair?.refreshToken ?? "");
    expect(newest.code).toBeUndefined();

    // The thief replays the token it copied before the victim's refresh.
    expect((await refresh(stolen)).code).toBe("UNAUTHENTICATED");
    expect((await refresh(newest.pair?.refreshToken ?? "")).code).toBe("UNAUTHENTICATED");
    expect(await meCode(newest.pair?.accessToken ?? "")).toBe("UNAUTHENTICATED");
    // Any token of the family, retired or current, stays refused.
    expect((await refresh(victim.pair?.refreshToken ?? "")).code).toBe("UNAUTHENTICATED");
  });

  test("a stolen token used first leaves the thief nothing once the victim's copy comes back", async () => {
    const account = await signUp();
    const thief = await refresh(account.refreshToken);
    expect(thief.code).toBeUndefined();
    // The victim's client still holds the token the thief used: its refresh is a reuse.
    expect((await refresh(account.refreshToken)).code).toBe("UNAUTHENTICATED");
    expect((await refresh(thief.pair?.refreshToken ?? "")).code).toBe("UNAUTHENTICATED");
    expect(await meCode(thief.pair?.accessToken ?? "")).toBe("UNAUTHENTICATED");
  });

  test("the same token refreshed twice at once: one use is a reuse, so the family ends", async () => {
    const account = await signUp();
    const answers = await Promise.all([refresh(account.refreshToken), refresh(account.refreshToken)]);
    const winners = answers.flatMap((answer) => (answer.pair ? [answer.pair] : []));
    expect(winners).toHaveLength(1);
    expect(answers.map((answer) => answer.code).filter(Boolean)).toEqual(["UNAUTHENTICATED"]);
    expect((await refresh(winners[0]?.refreshToken ?? "")).code).toBe("UNAUTHENTICATED");
    expect(await meCode(winners[0]?.accessToken ?? "")).toBe("UNAUTHENTICATED");
  });

  test("reuse ends one family only: the account's other sign-ins stay", async () => {
    const account = await signUp();
    const other = (await call(SIGN_IN, { i: { email: account.user.email, password: GOOD_PASSWORD } })).body.data?.signIn as Pair;
    await refresh(account.refreshToken);
    expect((await refresh(account.refreshToken)).code).toBe("UNAUTHENTICATED");
    expect(await meCode(other.accessToken)).toBeUndefined();
    expect((await refresh(other.refreshToken)).code).toBeUndefined();
  });

  test("sign-out with the current token ends the family; with a retired one it ends it too", async () => {
    const account = await signUp();
    const rotated = await refresh(account.refreshToken);
    expect(await call(SIGN_OUT, { t: rotated.pair?.refreshToken })).toHaveProperty("body.data.signOut", true);
    expect((await refresh(rotated.pair?.refreshToken ?? "")).code).toBe("UNAUTHENTICATED");
    expect(await meCode(rotated.pair?.accessToken ?? "")).toBe("UNAUTHENTICATED");

    const second = await signUp();
    const next = await refresh(second.refreshToken);
    // A tab that still holds the previous token signs out: the session ends all the same.
    expect(await call(SIGN_OUT, { t: second.refreshToken })).toHaveProperty("body.data.signOut", true);
    expect((await refresh(next.pair?.refreshToken ?? "")).code).toBe("UNAUTHENTICATED");
  });

  test("a refused refresh (unconfirmed address past its grace) does not rotate", async () => {
    const account = await signUp();
    await env.database.handle.db.execute(sql`update users set must_confirm_email_by = now() - interval '1 minute' where hashid = ${account.user.hashid}`);
    expect((await refresh(account.refreshToken)).code).toBe("EMAIL_NOT_CONFIRMED");
    await env.database.handle.db.execute(sql`update users set email_confirmed_at = now() where hashid = ${account.user.hashid}`);
    expect((await refresh(account.refreshToken)).code).toBeUndefined();
  });
});
