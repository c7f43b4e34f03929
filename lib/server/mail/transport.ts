import "server-only";

import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

import nodemailer, { type Transporter } from "nodemailer";

import { isIntegrationOn } from "@/lib/env";
import { serverEnv } from "@/lib/server/config";
import { logger } from "@/lib/server/logger";

import type { MailMessage, OutboxEntry } from "./mailer";

// Only lib/server/mail/mailer.ts sendMail calls this (eslint keeps other imports out): it applies
// the sending limits first.

/** The outbox folder used when SMTP_URL is `off`: DATA_DIR/outbox. */
export function outboxDirectory(): string {
  return path.resolve(serverEnv().DATA_DIR, "outbox");
}

let transport: { url: string; transporter: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) };
  return transport.transporter;
}

/**
 * Hands one message over: through SMTP when SMTP_URL is set (nodemailer), otherwise into the
 * local outbox, DATA_DIR/outbox/<time>-<id>.json, with its links printed on the server console so
 * a developer can follow them. An SMTP failure throws (the caller decides what the user sees).
 */
export async function transmit(message: MailMessage): Promise<void> {
  const env = serverEnv();
  if (isIntegrationOn(env.SMTP_URL)) {
    await smtpTransport(env.SMTP_URL).sendMail({
      from: env.MAIL_FROM,
      to: message.to,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    logger.info("mail sent", { template: message.template });
    return;
  }
  const createdAt = new Date().toISOString();
  const entry: OutboxEntry = { id: randomBytes(6).toString("hex"), from: env.MAIL_FROM, createdAt, ...message };
  const directory = outboxDirectory();
  await fs.mkdir(directory, { recursive: true });
  // Sortable file names: the newest message is last in a directory listing.
  const file = path.join(directory, `${createdAt.replace(/[:.]/g, "-")}-${entry.id}.json`);
  // Written beside it under a name no reader lists, then renamed: a reader never sees half a file.
  const partial = `${file}.${process.pid}.partial`;
  await fs.writeFile(partial, `${JSON.stringify(entry, null, 2)}\n`, { mode: 0o600 });
  await fs.rename(partial, file);
  // Links carry live tokens: shown on a developer's console, never in production logs.
  const links = env.NODE_ENV === "production" ? undefined : message.links;
  logger.info("mail written to the outbox (SMTP_URL is off)", { template: message.template, file, links });
}
