// Contact messages (lib/server/contact) against a real database: stored, mailed to CONTACT_EMAIL
// (the outbox: SMTP_URL is off) with the sender as reply-to, nothing stored or sent for bad input
// or the honeypot, limits per address and per IP, and the /contact/ Server Action's answers.
import { eq } from "drizzle-orm";

import { submitContact } from "@/components/contact/contact-action";
import { INITIAL_LEAD_FORM_STATE } from "@/lib/leads/form-values";
import { HONEYPOT_FIELD } from "@/lib/leads/limits";
import { sendContactMessage } from "@/lib/server/contact/contact-service";
import { schema } from "@/lib/server/db/client";
import { InputError, RateLimitedError } from "@/lib/server/errors";
import { hashIp } from "@/lib/server/ip-hash";
import { RATE_LIMITS } from "@/lib/server/rate-limit/policies";

import { readOutbox, uniqueEmail, waitForMail } from "./support/accounts";
import { setUpApi, uniqueIp } from "./support/api";
import { setRequestHeaders } from "./support/next-request";
import { engineName } from "./support/test-database";
import { startInsideOneWindow, timeoutWithWindowWait } from "@/tests/support/rate-window";

const CONTACT_EMAIL = "hello@example.test";
process.env.CONTACT_EMAIL = CONTACT_EMAIL;

let env: Awaited<ReturnType<typeof setUpApi>>;
beforeAll(async () => {
  env = await setUpApi();
});
afterAll(async () => {
  await env.tearDown();
});

function contactInput(email: string, changes: Record<string, string> = {}): Record<string, string> {
  return { name: "Robin Reader", email, topic: "calculator", message: "The FHA page says 11 years of MIP; is that at 10% down?", ...changes };
}

async function messagesFrom(email: string) {
  return env.database.handle.db.select().from(schema.contactMessages).where(eq(schema.contactMessages.email, email));
}

// Tests here spend hourly limits and expect the next attempt refused, so each runs inside one window.
beforeEach(() => startInsideOneWindow(3600, 90), timeoutWithWindowWait(5_000, 90));

describe(`contact messages (${engineName})`, () => {
  it("stores the message and mails it to CONTACT_EMAIL, replying to the sender", async () => {
    const email = uniqueEmail("contact");
    const ip = uniqueIp();
    const receipt = await sendContactMessage(env.database.handle.db, contactInput(` ${email.toUpperCase()} `), { ip });
    expect(receipt.status).toBe("received");

    const [row] = await messagesFrom(email);
    expect(row).toMatchObject({
      name: "Robin Reader",
      email,
      topic: "calculator",
      message: "The FHA page says 11 years of MIP; is that at 10% down?",
      recipientEmail: CONTACT_EMAIL,
      ipHash: hashIp(ip),
    });
    expect(row?.notifiedAt).toBeInstanceOf(Date);
    if (receipt.status === "received") expect(row?.hashid).toBe(receipt.hashid);

    const mail = await waitForMail(env.dataDir, CONTACT_EMAIL, "contact-message");
    expect(mail.replyTo).toBe(email);
    expect(mail.subject).toBe("Contact: A calculator or a figure on the site (Robin Reader)");
    expect(mail.text).toContain(`Email: ${email}`);
    expect(mail.text).toContain("Text: The FHA page says 11 years of MIP; is that at 10% down?");
  });

  it("stores nothing and sends nothing for bad input, with a message per field", async () => {
    const email = uniqueEmail("contact");
    const before = readOutbox(env.dataDir).length;
    const bad = { name: "", email: "not-an-address", topic: "lottery", message: "hi" };
    const error = await sendContactMessage(env.database.handle.db, bad, { ip: uniqueIp() }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).fieldErrors).toEqual({
      name: ["Enter your name."],
      email: ["Enter a valid email address, like name@example.com."],
      topic: ["Choose what your message is about."],
      message: ["Tell us a little more: at least 10 characters."],
    });
    expect(await messagesFrom(email)).toHaveLength(0);
    expect(readOutbox(env.dataDir)).toHaveLength(before);
  });

  it("answers a filled honeypot like a success, but stores and sends nothing", async () => {
    const email = uniqueEmail("contact");
    const before = readOutbox(env.dataDir).length;
    const receipt = await sendContactMessage(env.database.handle.db, { ...contactInput(email), [HONEYPOT_FIELD]: "http://spam.example" }, { ip: uniqueIp() });
    expect(receipt).toEqual({ status: "ignored" });
    expect(await messagesFrom(email)).toHaveLength(0);
    expect(readOutbox(env.dataDir)).toHaveLength(before);
  });

  it(`limits messages per sender address (${RATE_LIMITS.contactPerEmail.limit} an hour), from any IP`, async () => {
    const email = uniqueEmail("contact");
    for (let i = 0; i < RATE_LIMITS.contactPerEmail.limit; i += 1) {
      await sendContactMessage(env.database.handle.db, contactInput(email), { ip: uniqueIp() });
    }
    const error = await sendContactMessage(env.database.handle.db, contactInput(email), { ip: uniqueIp() }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(await messagesFrom(email)).toHaveLength(RATE_LIMITS.contactPerEmail.limit);
  });

  it(`limits messages per IP (${RATE_LIMITS.contactPerIp.limit} an hour), whatever the address`, async () => {
    const ip = uniqueIp();
    for (let i = 0; i < RATE_LIMITS.contactPerIp.limit; i += 1) {
      await sendContactMessage(env.database.handle.db, contactInput(uniqueEmail("contact")), { ip });
    }
    const email = uniqueEmail("contact");
    await expect(sendContactMessage(env.database.handle.db, contactInput(email), { ip })).rejects.toBeInstanceOf(RateLimitedError);
    expect(await messagesFrom(email)).toHaveLength(0);
    await expect(sendContactMessage(env.database.handle.db, contactInput(email), { ip: uniqueIp() })).resolves.toMatchObject({ status: "received" });
  });
});

describe(`the /contact/ Server Action (${engineName})`, () => {
  function form(values: Record<string, string>): FormData {
    const data = new FormData();
    for (const [name, value] of Object.entries(values)) data.set(name, value);
    return data;
  }

  it("redirects to the confirmation page once the message is stored", async () => {
    const email = uniqueEmail("contact");
    setRequestHeaders({ "x-forwarded-for": uniqueIp() });
    const error = await submitContact(INITIAL_LEAD_FORM_STATE, form(contactInput(email))).catch((caught: unknown) => caught);
    expect((error as { digest?: string }).digest).toBe("NEXT_REDIRECT;replace;/contact/thanks/;303;");
    expect(await messagesFrom(email)).toHaveLength(1);
  });

  it("returns the posted values with a message per field, and a form message past the limit", async () => {
    const email = uniqueEmail("contact");
    setRequestHeaders({ "x-forwarded-for": uniqueIp() });
    const state = await submitContact(INITIAL_LEAD_FORM_STATE, form(contactInput(email, { topic: "", message: "" })));
    expect(state).toEqual({
      attempt: 1,
      values: contactInput(email, { topic: "", message: "" }),
      errors: { topic: ["Choose what your message is about."], message: ["Write your message."] },
      formError: null,
    });

    for (let i = 0; i < RATE_LIMITS.contactPerEmail.limit; i += 1) {
      await sendContactMessage(env.database.handle.db, contactInput(email), { ip: uniqueIp() });
    }
    const limited = await submitContact(state, form(contactInput(email)));
    expect(limited.attempt).toBe(2);
    expect(limited.formError).toMatch(/^You have sent several requests already\. Too many attempts\. Try again in \d+ (minutes?|seconds?)\.$/);
  });
});
