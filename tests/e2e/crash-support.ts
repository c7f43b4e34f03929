// SIGKILL in the middle of writes (docs/quality.md, Faults), shared by the PGlite and the PostgreSQL
// specs: writers that keep sign-ups, saved homes and Stripe webhook events in flight against a
// production server until it is killed, and the checks that run once it is back. Every write it
// acknowledged must be there; nothing may be half-written: a sign-up it did not acknowledge
// either exists whole (it can sign in) or not at all, saved homes agree with their count, and
// redelivered events apply once.
import { expect } from "@playwright/test";

import type { AppServer } from "../support/app-server";
import { asUser, errorCode, graphql, PASSWORD, signUpAt, uniqueAddress, uniqueClientIp, type Session } from "../support/graphql-http";
import { signedSubscriptionCreated } from "../support/stripe-test-events.cjs";

/** The accounts and listings the writers use, made before the kill. */
export interface CrashFixture {
  readonly saver: Session;
  readonly members: Session[];
  readonly listings: string[];
}

/** What the server acknowledged before it died, and which sign-ups were in flight. */
export interface Acknowledged {
  readonly signUps: string[];
  readonly attemptedSignUps: string[];
  readonly favourites: string[];
  readonly webhooks: Session[];
}

/** A saver, six future members and 20 listings of the server at `origin`. */
export async function crashFixture(origin: string): Promise<CrashFixture> {
  const saver = await signUpAt(origin);
  const members = await Promise.all(Array.from({ length: 6 }, () => signUpAt(origin)));
  const search = await graphql(origin, "{ listings(page: 1, pageSize: 20) { items { hashid } } }");
  const listings = (search.data?.listings as { items: { hashid: string }[] }).items.map((item) => item.hashid);
  return { saver, members, listings };
}

/** Delivers `member`'s event to the webhook; the HTTP status, or 0 when nothing answered. */
async function deliver(origin: string, member: Session): Promise<number> {
  const event = signedSubscriptionCreated(member.hashid, "crash");
  try {
    const response = await fetch(`${origin}/api/stripe/webhook/`, {
      method: "POST",
      headers: { "stripe-signature": event.signature, "content-type": "application/json" },
      body: event.payload,
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * Runs the writers against `server` (two sign-up loops, two saving the same homes, one delivering
 * events) and SIGKILLs it once each kind has been acknowledged a few times, with requests of every
 * kind still in flight.
 */
export async function writeUntilKilled(server: AppServer, fixture: CrashFixture): Promise<Acknowledged> {
  const acked: Acknowledged = { signUps: [], attemptedSignUps: [], favourites: [], webhooks: [] };
  let alive = true;
  const signUps = async () => {
    while (alive) {
      const email = uniqueAddress("crash");
      acked.attemptedSignUps.push(email);
      const ok = await signUpAt(server.url, email).then(
        () => true,
        () => false,
      );
      if (ok && alive) acked.signUps.push(email);
    }
  };
  const favourites = async () => {
    for (const hashid of fixture.listings) {
      if (!alive) return;
      const answer = await graphql(server.url, "mutation ($h: ID!) { favoriteListing(hashid: $h) { hashid } }", { h: hashid }, asUser(fixture.saver)).catch(
        () => null,
      );
      if (answer?.data?.favoriteListing && alive) acked.favourites.push(hashid);
    }
  };
  const webhooks = async () => {
    for (const member of fixture.members) {
      if (!alive) return;
      const status = await deliver(server.url, member);
      if (status === 200 && alive) acked.webhooks.push(member);
    }
  };
  const writers = [signUps(), signUps(), favourites(), favourites(), webhooks()];
  await expect.poll(() => acked.signUps.length >= 2 && acked.favourites.length >= 6 && acked.webhooks.length >= 2, { timeout: 60_000 }).toBe(true);
  const killed = await server.stop("SIGKILL");
  alive = false;
  expect(killed.signal).toBe("SIGKILL");
  await Promise.all(writers);
  return acked;
}

async function membershipPlan(origin: string, member: Session): Promise<string | undefined> {
  const answer = await graphql(origin, "{ me { membership { plan } } }", {}, asUser(member));
  return (answer.data?.me as { membership: { plan: string } } | undefined)?.membership.plan;
}

/** Checks every acknowledged write on the server at `origin` (restarted, or another instance). */
export async function expectRecovered(origin: string, acked: Acknowledged, fixture: CrashFixture): Promise<void> {
  for (const email of acked.attemptedSignUps) {
    const answer = await graphql(
      origin,
      "mutation ($input: SignInInput!) { signIn(input: $input) { user { email } } }",
      { input: { email, password: PASSWORD } },
      { "x-forwarded-for": uniqueClientIp() },
    );
    if (acked.signUps.includes(email)) expect(answer.data?.signIn, email).toEqual({ user: { email } });
    // Not acknowledged: whole or absent (wrong credentials), never a broken account.
    else if (!answer.data?.signIn) expect(errorCode(answer), email).toBe("BAD_USER_INPUT");
  }

  const saved = await graphql(origin, "{ myFavoriteListings { total items { hashid } } }", {}, asUser(fixture.saver));
  const page = saved.data?.myFavoriteListings as { total: number; items: { hashid: string }[] };
  const hashids = page.items.map((item) => item.hashid);
  expect(new Set(hashids).size).toBe(hashids.length);
  expect(page.total).toBe(hashids.length);
  for (const hashid of acked.favourites) expect(hashids).toContain(hashid);

  for (const member of acked.webhooks) expect(await membershipPlan(origin, member), member.hashid).toBe("PREMIUM");
  // Stripe redelivers what it was not told was received: each applies once, acknowledged or not.
  for (const member of fixture.members) expect(await deliver(origin, member)).toBe(200);
  for (const member of fixture.members) expect(await membershipPlan(origin, member)).toBe("PREMIUM");
}
