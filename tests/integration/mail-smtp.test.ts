// The SMTP path of account mail, against a real SMTP server (smtp-server) started here.
import fs from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";

import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";

import { sendContactMessage } from "@/lib/server/contact/contact-service";
import { schema } from "@/lib/server/db/client";

import { setUpApi, uniqueIp } from "./support/api";
import { call, signUp, uniqueEmail } from "./support/accounts";

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  // No TLS certificate here: plain SMTP on the loopback interface.
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      });
      callback();
    });
  },
});

let env: Awaited<ReturnType<typeof setUpApi>>;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.MAIL_FROM = "How Much Home? <accounts@example.com>";
  env = await setUpApi();
});
afterAll(async () => {
  await env.tearDown();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function waitForDelivery(to: string, count = 1): Promise<Received[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = received.filter((message) => message.to.includes(to));
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`no mail delivered to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Undoes quoted-printable soft line breaks and =XX escapes, enough to read a link. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

test("the confirmation email goes through SMTP with the link, and nothing goes to the outbox", async () => {
  const email = uniqueEmail("smtp");
  await signUp({ email });
  const [message] = await waitForDelivery(email);
  expect(message!.from).toBe("accounts@example.com");
  expect(message!.raw).toMatch(/^Subject: Confirm your email address for How Much Home\?/m);
  expect(message!.raw).toMatch(new RegExp(`^To: ${email.replace(/[.+]/g, "\\$&")}`, "m"));
  expect(decodeQuotedPrintable(message!.raw)).toMatch(/http:\/\/localhost:3000\/confirm-email\/\?token=[A-Za-z0-9_-]{43}/);
  expect(fs.existsSync(path.join(env.dataDir, "outbox"))).toBe(false);
});

test("a password-reset email goes through SMTP too", async () => {
  const email = uniqueEmail("smtp-reset");
  await signUp({ email });
  await call("mutation($email: String!) { requestPasswordReset(email: $email) }", { email });
  const messages = await waitForDelivery(email, 2);
  const reset = messages.find((message) => /^Subject: Reset your How Much Home\? password/m.test(message.raw));
  expect(reset).toBeDefined();
  expect(decodeQuotedPrintable(reset!.raw)).toMatch(/http:\/\/localhost:3000\/reset-password\/\?token=[A-Za-z0-9_-]{43}/);
});

/** Runs `work` with the SMTP server stopped (connection refused), collecting what is logged on stderr. */
async function whileSmtpDown(work: (logged: string[]) => Promise<void>): Promise<void> {
  const logged: string[] = [];
  const spy = jest.spyOn(console, "error").mockImplementation((line: unknown) => {
    logged.push(String(line));
  });
  const { port } = smtp.server.address() as AddressInfo;
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  try {
    await work(logged);
  } finally {
    await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
    spy.mockRestore();
  }
}

test("when the SMTP server is down, sign-up still succeeds and the failure is logged", async () => {
  await whileSmtpDown(async (logged) => {
    const payload = await signUp({ email: uniqueEmail("smtp-down") });
    expect(payload.user.emailConfirmed).toBe(false);
    expect(logged.some((line) => line.includes("sending the confirmation email failed"))).toBe(true);
  });
});

test("when the SMTP server is down, a contact message is still received and kept, marked not yet mailed", async () => {
  await whileSmtpDown(async (logged) => {
    const email = uniqueEmail("contact-smtp-down");
    const input = { name: "Robin Reader", email, topic: "calculator", message: "Is the FHA MIP figure for a 15-year term right?" };
    const receipt = await sendContactMessage(env.database.handle.db, input, { ip: uniqueIp() });
    expect(receipt.status).toBe("received");
    const [row] = await env.database.handle.db.select().from(schema.contactMessages).where(eq(schema.contactMessages.email, email));
    expect(row).toMatchObject({ message: input.message, notifiedAt: null });
    expect(logged.length).toBeGreaterThan(0);
  });
});
