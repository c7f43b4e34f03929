// Helpers for account tests: sign-ups, bearer headers, and the mail outbox.
import fs from "node:fs";
import path from "node:path";

import type { OutboxEntry } from "@/lib/server/mail/mailer";

import { postGraphQL, uniqueIp, type ApiResponse } from "./api";

export const AUTH_FIELDS = `accessToken accessTokenExpiresAt refreshToken mustConfirmEmailDaysLeft mustConfirmEmailExpiration
  user { hashid email name emailConfirmed }`;

export interface AuthPayload {
  accessToken: string;
  accessTokenExpiresAt: string;
  refreshToken: string;
  mustConfirmEmailDaysLeft: number | null;
  mustConfirmEmailExpiration: string | null;
  user: { hashid: string; email: string; name: string; emailConfirmed: boolean };
}

let counter = 0;
/** A unique, valid address for this test run. */
export function uniqueEmail(label = "user"): string {
  counter += 1;
  return `${label}.${process.pid}.${counter}.${Date.now()}@example.com`;
}

export const GOOD_PASSWORD = "correct horse battery staple 42";

export function bearer(token: string, ip = uniqueIp()): Record<string, string> {
  return { authorization: `Bearer ${token}`, "x-forwarded-for": ip };
}

/** Sends one operation and returns the parsed body with the status. */
export async function call(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = { "x-forwarded-for": uniqueIp() },
): Promise<ApiResponse & { body: { data?: Record<string, unknown> | null; errors?: GraphQLErrorShape[] } }> {
  const response = await postGraphQL({ query, variables }, headers);
  return { ...response, body: response.json as { data?: Record<string, unknown> | null; errors?: GraphQLErrorShape[] } };
}

export interface GraphQLErrorShape {
  message: string;
  path?: string[];
  extensions?: { code?: string; validationErrors?: Record<string, string[]>; [key: string]: unknown };
}

/** The first error's code, or undefined. */
export function errorCode(body: { errors?: GraphQLErrorShape[] }): string | undefined {
  return body.errors?.[0]?.extensions?.code;
}

export async function signUp(overrides: Partial<{ email: string; password: string; name: string }> = {}, ip = uniqueIp()): Promise<AuthPayload> {
  const input = { email: uniqueEmail(), password: GOOD_PASSWORD, name: "Pat Buyer", ...overrides };
  const response = await call(`mutation SignUp($input: SignUpInput!) { signUp(input: $input) { ${AUTH_FIELDS} } }`, { input }, { "x-forwarded-for": ip });
  const payload = response.body.data?.signUp as AuthPayload | undefined;
  if (!payload) throw new Error(`sign-up failed: ${response.text}`);
  return payload;
}

export function readOutbox(dataDir: string): OutboxEntry[] {
  const directory = path.join(dataDir, "outbox");
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(directory, name), "utf8")) as OutboxEntry);
}

/** Waits (up to 5 s) for a mail to `to` of `template`, newest first; mail may be sent after the answer. */
export async function waitForMail(dataDir: string, to: string, template: string, after = 0): Promise<OutboxEntry> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = readOutbox(dataDir)
      .filter((entry) => entry.to === to && entry.template === template)
      .slice(after);
    if (found.length > 0) return found[found.length - 1]!;
    if (Date.now() > deadline) throw new Error(`no ${template} mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The token of a mail's action link. */
export function tokenOf(mail: OutboxEntry): string {
  const link = mail.links[0];
  if (!link) throw new Error("the mail has no link");
  const token = new URL(link).searchParams.get("token");
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}
