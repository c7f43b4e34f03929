// Outgoing mail is limited in one place (lib/server/mail/mailer.ts sendMail): per account that
// caused it and per recipient, across every send path, in the database; and a message to an
// address nobody has confirmed never opens with text a user chose.
import { requestQuote } from "@/lib/server/leads/lead-service";
import { subscribeToNewsletter } from "@/lib/server/newsletter/newsletter-service";
import { RATE_LIMITS } from "@/lib/server/rate-limit/policies";

import { GOOD_PASSWORD, bearer, call, errorCode, readOutbox, signUp, uniqueEmail, waitForMail } from "./support/accounts";
import { setUpApi, uniqueIp } from "./support/api";
import { engineName } from "./support/test-database";
import { startInsideOneWindow, timeoutWithWindowWait } from "@/tests/support/rate-window";

let env: Awaited<ReturnType<typeof setUpApi>>;
beforeAll(async () => {
  env = await setUpApi();
});
afterAll(async () => {
  await env.tearDown();
});

const db = () => env.database.handle.db;
const ATTACKER_TEXT = "Win a prize at evil.example";

function agentInput(email: string, changes: Record<string, unknown> = {}) {
  return {
    name: ATTACKER_TEXT,
    email,
    phone: "",
    brokerage: ATTACKER_TEXT,
    licenseNumber: "TX-123123",
    licenseState: "TX",
    counties: ["48453"],
    specialities: [],
    languages: ["en"],
    bio: "",
    mlsAgentId: null,
    ...changes,
  };
}

function quoteInput(email: string) {
  return {
    name: ATTACKER_TEXT,
    email,
    phone: "",
    preferredContact: "email",
    message: ATTACKER_TEXT,
    consent: "on",
    sourcePage: "/quote/",
    scenario: {
      calcType: "fha",
      price: "400000",
      downPayment: "14000",
      rate: "6.5",
      term: "360",
      creditScore: "700",
      state: "TX",
      county: "Travis",
      isVeteran: "",
    },
  };
}

const createAgent = (token: string, email: string) =>
  call(`mutation($i: AgentProfileInput!) { createAgentProfile(input: $i) { hashid } }`, { i: agentInput(email) }, bearer(token));
const changeEmail = (token: string, newEmail: string) =>
  call(`mutation($i: ChangeEmailInput!) { changeEmail(input: $i) }`, { i: { newEmail, password: GOOD_PASSWORD } }, bearer(token));
const mailsTo = (to: string) => readOutbox(env.dataDir).filter((mail) => mail.to === to);

// Tests here spend hourly limits and expect the next attempt refused, so each runs inside one window.
beforeEach(() => startInsideOneWindow(3600, 90), timeoutWithWindowWait(5_000, 90));

describe(`outgoing mail limits (${engineName})`, () => {
  it(`sends at most ${RATE_LIMITS.mailPerUnconfirmedRecipient.limit} messages an hour to an unconfirmed address, whatever the path`, async () => {
    const target = uniqueEmail("victim");
    const accounts = await Promise.all([signUp(), signUp(), signUp(), signUp()]);
    // Four paths, four accounts or none: an account-email change, an agent address, a quote's receipt, the newsletter.
    expect((await changeEmail(accounts[0]!.accessToken, target)).body.data?.changeEmail).toBe(true);
    expect((await createAgent(accounts[1]!.accessToken, target)).body.data?.createAgentProfile).toBeDefined();
    await requestQuote(db(), quoteInput(target), { ip: uniqueIp() });
    await subscribeToNewsletter(db(), { email: target }, { ip: uniqueIp() }, { kind: "database" });
    expect((await changeEmail(accounts[2]!.accessToken, target)).body.data?.changeEmail).toBe(true);
    await waitForMail(env.dataDir, target, "change-email", 1);
    expect(mailsTo(target)).toHaveLength(RATE_LIMITS.mailPerUnconfirmedRecipient.limit);

    // The next one is refused with a clear message, and nothing more reaches the address.
    const refused = await createAgent(accounts[3]!.accessToken, target);
    expect(errorCode(refused.body)).toBe("RATE_LIMITED");
    expect(refused.body.errors![0]!.message).toMatch(/too many emails to this address/i);
    await expect(subscribeToNewsletter(db(), { email: target }, { ip: uniqueIp() }, { kind: "database" })).rejects.toThrow(/too many emails/i);
    // A lead is still recorded (its receipt is what is held back).
    await expect(requestQuote(db(), quoteInput(target), { ip: uniqueIp() })).resolves.toMatchObject({ status: "received" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(target)).toHaveLength(RATE_LIMITS.mailPerUnconfirmedRecipient.limit);
  });

  it(`sends at most ${RATE_LIMITS.mailPerAccount.limit} messages an hour for one account, whatever the path and the address`, async () => {
    const owner = await signUp(); // its confirmation email is the first
    await waitForMail(env.dataDir, owner.user.email, "confirm-email");
    const before = readOutbox(env.dataDir).length;
    const created = await createAgent(owner.accessToken, uniqueEmail("agent"));
    const hashid = (created.body.data?.createAgentProfile as { hashid: string }).hashid;
    let sent = 2;
    for (let n = 0; sent < RATE_LIMITS.mailPerAccount.limit; n += 1) {
      const response =
        n % 2 === 0
          ? await call(
              `mutation($h: ID!, $i: AgentProfileInput!) { updateAgentProfile(hashid: $h, input: $i) { hashid } }`,
              { h: hashid, i: agentInput(uniqueEmail("agent")) },
              bearer(owner.accessToken),
            )
          : await changeEmail(owner.accessToken, uniqueEmail("new"));
      expect(response.body.errors).toBeUndefined();
      sent += 1;
    }
    const refusedAgent = await call(
      `mutation($h: ID!, $i: AgentProfileInput!) { updateAgentProfile(hashid: $h, input: $i) { hashid } }`,
      { h: hashid, i: agentInput(uniqueEmail("agent")) },
      bearer(owner.accessToken),
    );
    expect(errorCode(refusedAgent.body)).toBe("RATE_LIMITED");
    expect(refusedAgent.body.errors![0]!.message).toMatch(/too many emails/i);
    const refusedChange = await changeEmail(owner.accessToken, uniqueEmail("new"));
    expect(errorCode(refusedChange.body)).toBe("RATE_LIMITED");
    const resend = await call(`mutation($h: ID!) { resendAgentConfirmation(hashid: $h) }`, { h: hashid }, bearer(owner.accessToken));
    expect(errorCode(resend.body)).toBe("RATE_LIMITED");
    expect(readOutbox(env.dataDir).length - before).toBe(RATE_LIMITS.mailPerAccount.limit - 1);
  });

  it("greets an unconfirmed address neutrally: no name, brokerage or message a user typed in its first line", async () => {
    const owner = await signUp({ name: ATTACKER_TEXT });
    const signUpMail = await waitForMail(env.dataDir, owner.user.email, "confirm-email");
    const changeTarget = uniqueEmail("change");
    await changeEmail(owner.accessToken, changeTarget);
    const agentTarget = uniqueEmail("agent");
    await createAgent((await signUp()).accessToken, agentTarget);
    const receiptTarget = uniqueEmail("receipt");
    await requestQuote(db(), quoteInput(receiptTarget), { ip: uniqueIp() });
    await call(`mutation($e: String!) { requestPasswordReset(email: $e) }`, { e: owner.user.email });

    const mails = [
      signUpMail,
      await waitForMail(env.dataDir, changeTarget, "change-email"),
      await waitForMail(env.dataDir, agentTarget, "agent-confirm"),
      await waitForMail(env.dataDir, receiptTarget, "lead-quote-received"),
      await waitForMail(env.dataDir, owner.user.email, "reset-password"),
    ];
    for (const mail of mails) {
      const firstLine = mail.text.split("\n")[0]!;
      expect({ template: mail.template, firstLine }).toEqual({ template: mail.template, firstLine: "Hello," });
      expect(mail.html.split("\n")[0]).toBe("<p>Hello,</p>");
      expect(mail.subject).not.toContain(ATTACKER_TEXT);
    }
  });
});
