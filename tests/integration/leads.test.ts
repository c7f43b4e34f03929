// Quote requests (lib/server/leads) against a real database: stored with the scenario and the
// consent, mailed to LEADS_EMAIL (the outbox: SMTP_URL is off) with a receipt to the visitor,
// nothing stored or sent for bad input or the honeypot, limits per address and per IP, the CSV
// export, and the /quote/ Server Action's answers.
import { eq, sql } from "drizzle-orm";

import { submitQuote } from "@/components/leads/quote-action";
import { HONEYPOT_FIELD } from "@/lib/leads/lead-schema";
import { INITIAL_LEAD_FORM_STATE } from "@/lib/leads/form-values";
import { schema } from "@/lib/server/db/client";
import { InputError, RateLimitedError } from "@/lib/server/errors";
import { leadsToCsv, listLeads } from "@/lib/server/leads/lead-export";
import { hashIp } from "@/lib/server/ip-hash";
import { requestQuote } from "@/lib/server/leads/lead-service";
import { RATE_LIMITS } from "@/lib/server/rate-limit/policies";

import { readOutbox, uniqueEmail, waitForMail } from "./support/accounts";
import { setUpApi, uniqueIp } from "./support/api";
import { setRequestHeaders } from "./support/next-request";
import { engineName } from "./support/test-database";
import { startInsideOneWindow, timeoutWithWindowWait } from "@/tests/support/rate-window";

const LEADS_EMAIL = "quotes@example.test";
process.env.LEADS_EMAIL = LEADS_EMAIL;

let env: Awaited<ReturnType<typeof setUpApi>>;
beforeAll(async () => {
  env = await setUpApi();
});
afterAll(async () => {
  await env.tearDown();
});

function quoteInput(email: string, changes: Record<string, unknown> = {}) {
  return {
    name: "Pat Buyer",
    email,
    phone: "(555) 123-4567",
    preferredContact: "phone",
    message: "Looking to buy this spring.",
    consent: "on",
    sourcePage: "/fha-loan-calculator/",
    scenario: {
      calcType: "fha",
      price: "450,000",
      downPayment: "15750",
      rate: "6.75",
      term: "360",
      creditScore: "700",
      state: "CA",
      county: "Los Angeles",
      isVeteran: "",
    },
    ...changes,
  };
}

async function leadsFor(email: string) {
  return env.database.handle.db.select().from(schema.leads).where(eq(schema.leads.email, email));
}

// Tests here spend hourly limits and expect the next attempt refused, so each runs inside one window.
beforeEach(() => startInsideOneWindow(3600, 90), timeoutWithWindowWait(5_000, 90));

describe(`quote requests (${engineName})`, () => {
  it("stores the request with its scenario and consent, and mails it to LEADS_EMAIL and a receipt to the visitor", async () => {
    const email = uniqueEmail();
    const ip = uniqueIp();
    const receipt = await requestQuote(env.database.handle.db, quoteInput(email.toUpperCase()), { ip });
    expect(receipt.status).toBe("received");

    const [lead] = await leadsFor(email);
    expect(lead).toMatchObject({
      kind: "quote",
      name: "Pat Buyer",
      email,
      phone: "(555) 123-4567",
      preferredContact: "phone",
      message: "Looking to buy this spring.",
      consentVersion: "quote-2026-01",
      sourcePage: "/fha-loan-calculator/",
      recipientEmail: LEADS_EMAIL,
      ipHash: hashIp(ip),
      scenario: {
        calcType: "fha",
        price: 450000,
        downPayment: 15750,
        rate: 6.75,
        term: 360,
        creditScore: 700,
        state: "CA",
        county: "LOS ANGELES",
        isVeteran: false,
      },
    });
    expect(lead?.ipHash).not.toContain(ip);
    expect(lead?.notifiedAt).toBeInstanceOf(Date);
    if (receipt.status === "received") expect(lead?.hashid).toBe(receipt.hashid);

    const toTeam = await waitForMail(env.dataDir, LEADS_EMAIL, "lead-quote");
    expect(toTeam.replyTo).toBe(email);
    expect(toTeam.subject).toBe("New quote request: Pat Buyer");
    expect(toTeam.text).toContain(`Email: ${email}`);
    expect(toTeam.text).toContain("Home price: $450,000");
    expect(toTeam.text).toContain("Down payment: $15,750 (3.5%)");
    expect(toTeam.text).toContain("County and state: LOS ANGELES, CA");
    expect(toTeam.text).toContain("version quote-2026-01");
    const receiptMail = await waitForMail(env.dataDir, email, "lead-quote-received");
    expect(receiptMail.subject).toBe("We received your quote request");
    expect(receiptMail.text).toContain("Interest rate: 6.75%");
  });

  it("stores nothing and sends nothing for bad input, with a message per field", async () => {
    const email = uniqueEmail();
    const before = readOutbox(env.dataDir).length;
    const bad = quoteInput(email, { name: "", consent: "", scenario: { ...quoteInput(email).scenario, price: "abc", state: "ZZ" } });
    const error = await requestQuote(env.database.handle.db, bad, { ip: uniqueIp() }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).fieldErrors).toEqual({
      name: ["Enter your name."],
      consent: ["Check the box to agree to be contacted: we cannot answer without it."],
      "scenario.price": ["Enter the home price in dollars, like 450,000."],
      "scenario.state": ["Choose the state."],
    });
    expect(await leadsFor(email)).toHaveLength(0);
    expect(readOutbox(env.dataDir)).toHaveLength(before);
  });

  it("answers a filled honeypot like a success, but stores and sends nothing", async () => {
    const email = uniqueEmail();
    const before = readOutbox(env.dataDir).length;
    const receipt = await requestQuote(env.database.handle.db, { ...quoteInput(email), [HONEYPOT_FIELD]: "http://spam.example" }, { ip: uniqueIp() });
    expect(receipt).toEqual({ status: "ignored" });
    expect(await leadsFor(email)).toHaveLength(0);
    expect(readOutbox(env.dataDir)).toHaveLength(before);
  });

  it(`limits requests per email address (${RATE_LIMITS.leadPerEmail.limit} an hour), from any IP`, async () => {
    const email = uniqueEmail();
    for (let i = 0; i < RATE_LIMITS.leadPerEmail.limit; i += 1) {
      await requestQuote(env.database.handle.db, quoteInput(email), { ip: uniqueIp() });
    }
    const error = await requestQuote(env.database.handle.db, quoteInput(email), { ip: uniqueIp() }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).message).toMatch(/^Too many attempts\. Try again in \d+ (minutes?|seconds?)\.$/);
    expect(await leadsFor(email)).toHaveLength(RATE_LIMITS.leadPerEmail.limit);
  });

  it(`limits requests per IP (${RATE_LIMITS.leadPerIp.limit} an hour), whatever the address`, async () => {
    const ip = uniqueIp();
    for (let i = 0; i < RATE_LIMITS.leadPerIp.limit; i += 1) {
      await requestQuote(env.database.handle.db, quoteInput(uniqueEmail()), { ip });
    }
    const email = uniqueEmail();
    await expect(requestQuote(env.database.handle.db, quoteInput(email), { ip })).rejects.toBeInstanceOf(RateLimitedError);
    expect(await leadsFor(email)).toHaveLength(0);
    // Another IP is not held up.
    await expect(requestQuote(env.database.handle.db, quoteInput(email), { ip: uniqueIp() })).resolves.toMatchObject({ status: "received" });
  });

  it("exports the leads as CSV, oldest first, scenario flattened, formula-safe, optionally since a date", async () => {
    const email = uniqueEmail();
    await requestQuote(env.database.handle.db, quoteInput(email, { name: "=cmd|' /C calc'!A0", message: 'She said "hi", then left' }), { ip: uniqueIp() });
    const csv = leadsToCsv(await listLeads(env.database.handle.db));
    const [header, ...records] = csv.split("\r\n").filter(Boolean);
    expect(header).toBe(
      "id,created_at,kind,name,email,phone,preferred_contact,message,consent_version,consented_at,source_page,recipient_email,notified_at," +
        "scenario_calcType,scenario_price,scenario_downPayment,scenario_rate,scenario_term,scenario_creditScore,scenario_state,scenario_county,scenario_isVeteran",
    );
    const line = records.find((record) => record.includes(email));
    expect(line).toContain(`,'=cmd|' /C calc'!A0,${email},(555) 123-4567,phone,`);
    expect(line).toContain('"She said ""hi"", then left"');
    expect(line).toMatch(/,fha,450000,15750,6\.75,360,700,CA,LOS ANGELES,false$/);
    const [total] = await env.database.handle.db.select({ n: sql<number>`count(*)::int` }).from(schema.leads);
    expect(records).toHaveLength(total?.n ?? -1);

    const future = await listLeads(env.database.handle.db, new Date(Date.now() + 60_000));
    expect(leadsToCsv(future).split("\r\n").filter(Boolean)).toHaveLength(1);
  });
});

describe(`the /quote/ Server Action (${engineName})`, () => {
  function form(values: Record<string, string>): FormData {
    const data = new FormData();
    for (const [name, value] of Object.entries(values)) data.set(name, value);
    return data;
  }
  const posted = (email: string) => ({
    name: "Sam Owner",
    email,
    preferredContact: "email",
    consent: "on",
    "scenario.calcType": "va",
    "scenario.price": "400000",
    "scenario.downPayment": "0",
    "scenario.rate": "6.25",
    "scenario.term": "360",
    "scenario.creditScore": "720",
    "scenario.state": "TX",
    "scenario.isVeteran": "on",
  });

  it("redirects to the confirmation page once the request is stored", async () => {
    const email = uniqueEmail();
    setRequestHeaders({ "x-forwarded-for": uniqueIp() });
    const error = await submitQuote(INITIAL_LEAD_FORM_STATE, form(posted(email))).catch((caught: unknown) => caught);
    expect((error as { digest?: string }).digest).toContain("/quote/thanks/");
    const [lead] = await leadsFor(email);
    expect(lead?.scenario).toMatchObject({ calcType: "va", isVeteran: true, downPayment: 0 });
  });

  it("gives the form back with the posted values and a message per field, storing nothing", async () => {
    const email = uniqueEmail();
    setRequestHeaders({ "x-forwarded-for": uniqueIp() });
    const values = { ...posted(email), consent: "", "scenario.rate": "lots" };
    const state = await submitQuote(INITIAL_LEAD_FORM_STATE, form(values));
    expect(state.attempt).toBe(1);
    expect(state.values).toMatchObject({ email, "scenario.rate": "lots", "scenario.price": "400000" });
    expect(state.errors).toEqual({
      consent: ["Check the box to agree to be contacted: we cannot answer without it."],
      "scenario.rate": ["Enter the interest rate in percent, like 6.75."],
    });
    expect(state.formError).toBeNull();
    expect(await leadsFor(email)).toHaveLength(0);
  });

  it("says so when the limit is reached", async () => {
    const ip = uniqueIp();
    setRequestHeaders({ "x-forwarded-for": ip });
    for (let i = 0; i < RATE_LIMITS.leadPerIp.limit; i += 1) {
      await submitQuote(INITIAL_LEAD_FORM_STATE, form(posted(uniqueEmail()))).catch(() => undefined);
    }
    const state = await submitQuote(INITIAL_LEAD_FORM_STATE, form(posted(uniqueEmail())));
    expect(state.formError).toMatch(/^You have sent several requests already\. Too many attempts\. Try again in/);
    expect(state.errors).toEqual({});
  });
});
