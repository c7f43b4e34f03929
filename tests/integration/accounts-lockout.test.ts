// The per-address sign-in limit against guessing, and the device proof that keeps an owner who
// signed in before from this browser from being locked out by other people's failures
// (OWASP Authentication Cheat Sheet, "device cookies").
import { SignJWT } from "jose";

import { setUpApi, uniqueIp } from "./support/api";
import { bearer, call, errorCode, GOOD_PASSWORD, signUp, uniqueEmail } from "./support/accounts";
import { engineName } from "./support/test-database";
import { startInsideOneWindow, timeoutWithWindowWait } from "@/tests/support/rate-window";

let env: Awaited<ReturnType<typeof setUpApi>>;
beforeAll(async () => {
  env = await setUpApi();
});
afterAll(async () => {
  await env.tearDown();
});

const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { accessToken refreshToken deviceToken user { email } } }`;
const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { deviceToken } }`;
const WRONG = "not the password at all";

interface SignedIn {
  accessToken: string;
  refreshToken: string;
  deviceToken: string;
  user: { email: string };
}

/** One sign-in attempt from a new client IP; the error code, or the session. */
async function attempt(email: string, password: string, deviceToken?: string): Promise<{ code: string | undefined; session?: SignedIn }> {
  const input = deviceToken === undefined ? { email, password } : { email, password, deviceToken };
  const response = await call(SIGN_IN, { input }, { "x-forwarded-for": uniqueIp() });
  const session = response.body.data?.signIn as SignedIn | undefined;
  return session ? { code: undefined, session } : { code: errorCode(response.body) };
}

/** An account and the device proof of one earlier sign-in from "this browser". */
async function ownerWithProof(): Promise<{ email: string; deviceToken: string }> {
  const email = uniqueEmail("owner");
  await signUp({ email });
  const first = await attempt(email, GOOD_PASSWORD);
  expect(first.session?.deviceToken).toEqual(expect.any(String));
  return { email, deviceToken: first.session!.deviceToken };
}

async function failTenTimes(email: string, deviceToken?: string): Promise<void> {
  const codes: (string | undefined)[] = [];
  for (let count = 0; count < 10; count += 1) codes.push((await attempt(email, WRONG, deviceToken)).code);
  expect(codes).toEqual(Array(10).fill("BAD_USER_INPUT"));
}

// Tests here spend limits of 15 minutes and of an hour and expect the next attempt refused, so each runs inside one window.
beforeEach(() => startInsideOneWindow(900, 90), timeoutWithWindowWait(5_000, 90));

describe(`sign-in lockout and device proofs (${engineName})`, () => {
  test("sign-up and sign-in each hand out a device proof; it is not an access token", async () => {
    const email = uniqueEmail();
    const response = await call(SIGN_UP, { input: { email, password: GOOD_PASSWORD, name: "Pat Buyer" } });
    const proof = (response.body.data?.signUp as { deviceToken: string }).deviceToken;
    expect(proof.split(".")).toHaveLength(3);
    const me = await call("query { me { email } }", {}, bearer(proof));
    expect(errorCode(me.body)).toBe("UNAUTHENTICATED");
  });

  test("ten failures from other clients: the owner with a device proof still signs in, without one is RATE_LIMITED", async () => {
    const { email, deviceToken } = await ownerWithProof();
    await failTenTimes(email);
    expect((await attempt(email, GOOD_PASSWORD)).code).toBe("RATE_LIMITED");
    const owner = await attempt(email, GOOD_PASSWORD, deviceToken);
    expect(owner.session?.user.email).toBe(email);
    // A new proof each time, as good as the last one.
    expect((await attempt(email, GOOD_PASSWORD, owner.session!.deviceToken)).session?.user.email).toBe(email);
    expect((await attempt(email, GOOD_PASSWORD)).code).toBe("RATE_LIMITED");
  });

  test("failures with a device proof are limited on their own, and do not lock anyone else out", async () => {
    const { email, deviceToken } = await ownerWithProof();
    await failTenTimes(email, deviceToken);
    expect((await attempt(email, GOOD_PASSWORD, deviceToken)).code).toBe("RATE_LIMITED");
    expect((await attempt(email, GOOD_PASSWORD)).session?.user.email).toBe(email);
  });

  test("successful sign-ins do not count toward the limit; failures do", async () => {
    const email = uniqueEmail("often");
    await signUp({ email });
    for (let count = 0; count < 12; count += 1) expect((await attempt(email, GOOD_PASSWORD)).code).toBeUndefined();
    await failTenTimes(email);
    expect((await attempt(email, GOOD_PASSWORD)).code).toBe("RATE_LIMITED");
  });

  test("a forged proof, another account's proof or an access token gives no bypass", async () => {
    const { email, deviceToken } = await ownerWithProof();
    const other = await ownerWithProof();
    const owner = await attempt(email, GOOD_PASSWORD);
    await failTenTimes(email);

    const [header, payload, signature] = deviceToken.split(".") as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    const foreignKey = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject("anything")
      .setAudience("how-much-home:device")
      .setIssuedAt()
      .setExpirationTime("1 day")
      .sign(new TextEncoder().encode("not the server's secret, not at all, no"));
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${payload}.`;
    for (const proof of [other.deviceToken, `${header}.${payload}.${flipped}`, foreignKey, unsigned, owner.session!.accessToken, "garbage", "x".repeat(5000)]) {
      expect((await attempt(email, GOOD_PASSWORD, proof)).code).toBe("RATE_LIMITED");
    }
    expect((await attempt(email, GOOD_PASSWORD, deviceToken)).session?.user.email).toBe(email);
  });
});
