// Newsletter signups (lib/server/newsletter) against a real database: the database path with
// double opt-in (confirmation mail in the outbox, confirm, unsubscribe, sign up again), the
// email-marketing path against a local ConvertKit v3 fake (success, 401, 422, unreachable),
// nothing saved for bad input or the honeypot, limits per address and per IP, and the form's
// Server Action answers.
import { eq } from "drizzle-orm";

import { subscribeNewsletter } from "@/components/newsletter/newsletter-action";
import { HONEYPOT_FIELD } from "@/lib/leads/limits";
import { INITIAL_NEWSLETTER_FORM_STATE } from "@/lib/newsletter/limits";
import { schema } from "@/lib/server/db/client";
import { InputError, RateLimitedError } from "@/lib/server/errors";
import { EmailMarketingUnavailableError } from "@/lib/server/newsletter/convertkit";
import { NEWSLETTER_SERVICE_DOWN } from "@/lib/server/newsletter/newsletter-form";
import {
  confirmNewsletterSubscription,
  findNewsletterSubscription,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
  type NewsletterBackend,
} from "@/lib/server/newsletter/newsletter-service";
import { RATE_LIMITS } from "@/lib/server/rate-limit/policies";
import { startConvertKitServer, type ConvertKitServer } from "@/tests/support/convertkit-server";

import { readOutbox, tokenOf, uniqueEmail, waitForMail } from "./support/accounts";
import { setUpApi, uniqueIp } from "./support/api";
import { setRequestHeaders } from "./support/next-request";
import { engineName } from "./support/test-database";
import { startInsideOneWindow, timeoutWithWindowWait } from "@/tests/support/rate-window";

let env: Awaited<ReturnType<typeof setUpApi>>;
let convertKit: ConvertKitServer;
beforeAll(async () => {
  env = await setUpApi();
  convertKit = await startConvertKitServer();
});
afterAll(async () => {
  await convertKit.close();
  await env.tearDown();
});

const DATABASE: NewsletterBackend = { kind: "database" };
const db = () => env.database.handle.db;

function service(changes: Partial<{ apiKey: string; formId: string; apiUrl: string }> = {}): NewsletterBackend {
  return {
    kind: "service",
    settings: { apiUrl: convertKit.url, apiVersion: "v3", apiKey: convertKit.apiKey, formId: convertKit.formId, timeoutMs: 2000, ...changes },
  };
}

async function rowFor(email: string) {
  const [row] = await db().select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.email, email));
  return row;
}

// Tests here spend hourly limits and expect the next attempt refused, so each runs inside one window.
beforeEach(() => startInsideOneWindow(3600, 90), timeoutWithWindowWait(5_000, 90));

describe(`newsletter in the database, double opt-in (${engineName})`, () => {
  it("stores the address as pending, mails a confirmation link, confirms it, and unsubscribes it", async () => {
    const email = uniqueEmail("news");
    const outcome = await subscribeToNewsletter(db(), { email: email.toUpperCase(), sourcePage: "/blog/fha-mip/" }, { ip: uniqueIp() }, DATABASE);
    expect(outcome).toEqual({ status: "pending" });
    expect(await rowFor(email)).toMatchObject({ status: "pending", sourcePage: "/blog/fha-mip/", confirmedAt: null });

    const mail = await waitForMail(env.dataDir, email, "newsletter-confirm");
    expect(mail.subject).toBe("Confirm your subscription to the How Much Home? newsletter");
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/newsletter\/confirm\/\?token=/);
    expect(mail.links[1]).toMatch(/^http:\/\/localhost:3000\/newsletter\/unsubscribe\/\?token=/);
    expect((await rowFor(email))?.confirmTokenHash).not.toBe(tokenOf(mail));

    const confirmed = await confirmNewsletterSubscription(db(), tokenOf(mail));
    expect(confirmed).toMatchObject({ status: "confirmed", email });
    expect(await rowFor(email)).toMatchObject({ status: "confirmed" });
    expect((await rowFor(email))?.confirmedAt).toBeInstanceOf(Date);
    // Following the link again says the same.
    expect(await confirmNewsletterSubscription(db(), tokenOf(mail))).toMatchObject({ status: "confirmed" });

    const unsubscribeToken = new URL(mail.links[1] ?? "").searchParams.get("token") ?? "";
    expect(await findNewsletterSubscription(db(), unsubscribeToken)).toEqual({ status: "subscribed", email });
    expect(await unsubscribeFromNewsletter(db(), unsubscribeToken)).toEqual({ status: "unsubscribed", email });
    expect(await rowFor(email)).toMatchObject({ status: "unsubscribed" });
    expect(await unsubscribeFromNewsletter(db(), unsubscribeToken)).toEqual({ status: "unsubscribed", email });
    // The old confirmation link no longer subscribes anyone.
    expect(await confirmNewsletterSubscription(db(), tokenOf(mail))).toEqual({ status: "invalid" });

    // Signing up again starts a new double opt-in on the same row.
    await subscribeToNewsletter(db(), { email }, { ip: uniqueIp() }, DATABASE);
    expect(await rowFor(email)).toMatchObject({ status: "pending" });
    const again = await waitForMail(env.dataDir, email, "newsletter-confirm", 1);
    expect(await confirmNewsletterSubscription(db(), tokenOf(again))).toMatchObject({ status: "confirmed" });
  });

  it("refuses forged or broken links", async () => {
    expect(await confirmNewsletterSubscription(db(), "not-a-token")).toEqual({ status: "invalid" });
    expect(await confirmNewsletterSubscription(db(), "A".repeat(43))).toEqual({ status: "invalid" });
    expect(await unsubscribeFromNewsletter(db(), "abc.def")).toEqual({ status: "invalid" });
    expect(await findNewsletterSubscription(db(), "nodot")).toEqual({ status: "invalid" });
  });

  it("an expired confirmation link says so", async () => {
    const email = uniqueEmail("news");
    await subscribeToNewsletter(db(), { email }, { ip: uniqueIp() }, DATABASE);
    const mail = await waitForMail(env.dataDir, email, "newsletter-confirm");
    await db()
      .update(schema.newsletterSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.newsletterSubscribers.email, email));
    expect(await confirmNewsletterSubscription(db(), tokenOf(mail))).toEqual({ status: "expired" });
    expect(await rowFor(email)).toMatchObject({ status: "pending" });
  });

  it("a confirmed address signing up again keeps its subscription and gets a note, not a second confirmation", async () => {
    const email = uniqueEmail("news");
    await subscribeToNewsletter(db(), { email }, { ip: uniqueIp() }, DATABASE);
    await confirmNewsletterSubscription(db(), tokenOf(await waitForMail(env.dataDir, email, "newsletter-confirm")));
    expect(await subscribeToNewsletter(db(), { email }, { ip: uniqueIp() }, DATABASE)).toEqual({ status: "pending" });
    await waitForMail(env.dataDir, email, "newsletter-already-subscribed");
    expect(await rowFor(email)).toMatchObject({ status: "confirmed" });
    expect(readOutbox(env.dataDir).filter((mail) => mail.to === email && mail.template === "newsletter-confirm")).toHaveLength(1);
  });

  it("saves and sends nothing for a bad address or a filled honeypot", async () => {
    const before = readOutbox(env.dataDir).length;
    const error = await subscribeToNewsletter(db(), { email: "pat@" }, { ip: uniqueIp() }, DATABASE).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).fieldErrors).toEqual({ email: ["Enter a valid email address, like name@example.com."] });
    const email = uniqueEmail("news");
    expect(await subscribeToNewsletter(db(), { email, [HONEYPOT_FIELD]: "x" }, { ip: uniqueIp() }, DATABASE)).toEqual({ status: "ignored" });
    expect(await rowFor(email)).toBeUndefined();
    expect(readOutbox(env.dataDir)).toHaveLength(before);
  });

  it(`limits signups per address (${RATE_LIMITS.newsletterPerEmail.limit} an hour) and per IP (${RATE_LIMITS.newsletterPerIp.limit})`, async () => {
    const email = uniqueEmail("news");
    for (let i = 0; i < RATE_LIMITS.newsletterPerEmail.limit; i += 1) await subscribeToNewsletter(db(), { email }, { ip: uniqueIp() }, DATABASE);
    await expect(subscribeToNewsletter(db(), { email }, { ip: uniqueIp() }, DATABASE)).rejects.toBeInstanceOf(RateLimitedError);

    const ip = uniqueIp();
    for (let i = 0; i < RATE_LIMITS.newsletterPerIp.limit; i += 1) await subscribeToNewsletter(db(), { email: uniqueEmail("news") }, { ip }, DATABASE);
    const last = uniqueEmail("news");
    await expect(subscribeToNewsletter(db(), { email: last }, { ip }, DATABASE)).rejects.toBeInstanceOf(RateLimitedError);
    expect(await rowFor(last)).toBeUndefined();
  });
});

describe(`newsletter through the email-marketing service (ConvertKit v3 fake, ${engineName})`, () => {
  it("subscribes through the form: active is subscribed, inactive waits for the service's confirmation", async () => {
    const email = uniqueEmail("ck");
    convertKit.doubleOptIn = false;
    expect(await subscribeToNewsletter(db(), { email }, { ip: uniqueIp() }, service())).toEqual({ status: "subscribed" });
    expect(convertKit.requests.at(-1)).toEqual({ formId: convertKit.formId, body: { api_key: convertKit.apiKey, email }, status: 200 });
    convertKit.doubleOptIn = true;
    expect(await subscribeToNewsletter(db(), { email: uniqueEmail("ck") }, { ip: uniqueIp() }, service())).toEqual({ status: "pending" });
    convertKit.doubleOptIn = false;
    // The service keeps the list: nothing in the site's table, no mail from the site.
    expect(await rowFor(email)).toBeUndefined();
  });

  it("a bad key (401) or an unknown form (404) is the service being unavailable, said plainly", async () => {
    const error = await subscribeToNewsletter(db(), { email: uniqueEmail("ck") }, { ip: uniqueIp() }, service({ apiKey: "wrong" })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(EmailMarketingUnavailableError);
    expect((error as EmailMarketingUnavailableError).status).toBe(401);
    expect((error as Error).message).toContain("Authorization Failed: API Key not valid");
    expect(convertKit.requests.at(-1)?.status).toBe(401);
    await expect(subscribeToNewsletter(db(), { email: uniqueEmail("ck") }, { ip: uniqueIp() }, service({ formId: "999" }))).rejects.toMatchObject({
      status: 404,
    });
  });

  it("an address the service refuses (422) is a message on the email field", async () => {
    // The site's own check passes this one; the service knows the domain cannot receive mail.
    const error = await subscribeToNewsletter(db(), { email: "pat@nowhere.invalid" }, { ip: uniqueIp() }, service()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).fieldErrors).toEqual({ email: ["Our newsletter service did not accept this address. Check it, or try another one."] });
    expect(convertKit.requests.at(-1)?.status).toBe(422);
  });

  it("an unreachable service fails with EmailMarketingUnavailableError", async () => {
    const closed = await startConvertKitServer();
    const url = closed.url;
    await closed.close();
    await expect(subscribeToNewsletter(db(), { email: uniqueEmail("ck") }, { ip: uniqueIp() }, service({ apiUrl: url }))).rejects.toBeInstanceOf(
      EmailMarketingUnavailableError,
    );
  });
});

describe(`the subscribe form's Server Action (${engineName})`, () => {
  function form(values: Record<string, string>): FormData {
    const data = new FormData();
    for (const [name, value] of Object.entries(values)) data.set(name, value);
    return data;
  }

  it("answers pending (database path), a message for a bad address, and a form message past the limit", async () => {
    setRequestHeaders({ "x-forwarded-for": uniqueIp() });
    const email = uniqueEmail("form");
    const ok = await subscribeNewsletter(INITIAL_NEWSLETTER_FORM_STATE, form({ email, sourcePage: "/about/" }));
    expect(ok).toEqual({ status: "pending", attempt: 1, email, error: null });
    expect(await rowFor(email)).toMatchObject({ status: "pending", sourcePage: "/about/" });

    const bad = await subscribeNewsletter(ok, form({ email: "nope" }));
    expect(bad).toEqual({ status: "invalid", attempt: 2, email: "nope", error: "Enter a valid email address, like name@example.com." });

    for (let i = 1; i < RATE_LIMITS.newsletterPerEmail.limit; i += 1) await subscribeNewsletter(bad, form({ email }));
    const limited = await subscribeNewsletter(bad, form({ email }));
    expect(limited.status).toBe("failed");
    expect(limited.error).toMatch(/^You have tried several times already\. Too many attempts\. Try again in \d+ (minutes?|seconds?)\.$/);
  });

  it("says plainly that nothing was saved when the service is down", () => {
    expect(NEWSLETTER_SERVICE_DOWN).toMatch(/you are not subscribed yet and nothing was saved/);
  });
});
