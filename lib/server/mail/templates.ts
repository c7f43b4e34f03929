import "server-only";

import type { MailMessage } from "@/lib/server/mail/mailer";

const SITE_NAME = "How Much Home?";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Labelled values shown as a table (HTML) or "Label: value" lines (text), e.g. a lead's details. */
type Details = ReadonlyArray<readonly [label: string, value: string]>;

function detailsHtml(details: Details): string {
  const rows = details.map(
    ([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, "<br>")}</td></tr>`,
  );
  return `<table cellpadding="4">\n${rows.join("\n")}\n</table>`;
}

/**
 * Builds text and HTML bodies from paragraphs, optional details and one action link. The first
 * line greets `greetingName`, or no one ("Hello,") when it is null: a message to an address
 * nobody has confirmed must not open with a name someone typed (lib/server/mail/mailer.ts
 * sendMail refuses it), as whoever typed the address chose the name too.
 */
export function compose(options: {
  to: string;
  template: string;
  subject: string;
  greetingName: string | null;
  paragraphs: string[];
  details?: Details;
  action?: { label: string; url: string };
  footer: string;
  /** A lesser link after the footer, e.g. "Unsubscribe". */
  secondary?: { label: string; url: string };
}): MailMessage {
  const { action, details, secondary } = options;
  const greeting = options.greetingName === null ? "Hello," : `Hello ${options.greetingName},`;
  const text = [
    greeting,
    ...options.paragraphs,
    ...(details && details.length > 0 ? [details.map(([label, value]) => `${label}: ${value}`).join("\n")] : []),
    ...(action ? [`${action.label}: ${action.url}`] : []),
    options.footer,
    ...(secondary ? [`${secondary.label}: ${secondary.url}`] : []),
    `— ${SITE_NAME}`,
  ].join("\n\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...options.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(details && details.length > 0 ? [detailsHtml(details)] : []),
    ...(action ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`] : []),
    `<p>${escapeHtml(options.footer)}</p>`,
    ...(secondary ? [`<p><a href="${escapeHtml(secondary.url)}">${escapeHtml(secondary.label)}</a></p>`] : []),
    `<p>— ${escapeHtml(SITE_NAME)}</p>`,
  ].join("\n");
  const links = [action?.url, secondary?.url].filter((url): url is string => url !== undefined);
  return { to: options.to, subject: options.subject, text, html, links, template: options.template, greetsByName: options.greetingName !== null };
}

function link(siteUrl: string, pathname: string, token: string): string {
  const url = new URL(pathname, siteUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

/** The confirmation link form the pages expect: `${SITE_URL}/confirm-email/?token=...`. */
export function confirmEmailLink(siteUrl: string, token: string): string {
  return link(siteUrl, "/confirm-email/", token);
}

/** The reset link form the pages expect: `${SITE_URL}/reset-password/?token=...`. */
export function resetPasswordLink(siteUrl: string, token: string): string {
  return link(siteUrl, "/reset-password/", token);
}

/** To an address not yet confirmed: greets no one, names no one. */
export function confirmEmailMessage(o: { to: string; url: string; validHours: number; graceDays: number }): MailMessage {
  return compose({
    to: o.to,
    template: "confirm-email",
    subject: `Confirm your email address for ${SITE_NAME}`,
    greetingName: null,
    paragraphs: [
      `Someone created a ${SITE_NAME} account with this address. If it was you, confirm that this is your email address to keep your saved homes and plans.`,
      `Until you confirm, you can use your account for ${o.graceDays} days after sign-up. The link works for ${o.validHours} hours and only once.`,
    ],
    action: { label: "Confirm my email address", url: o.url },
    footer: "If you did not create an account, ignore this email: nothing happens without the link.",
  });
}

/** To an address not yet confirmed: greets no one, names no one. */
export function changeEmailMessage(o: { to: string; url: string; validHours: number }): MailMessage {
  return compose({
    to: o.to,
    template: "change-email",
    subject: `Confirm your new email address for ${SITE_NAME}`,
    greetingName: null,
    paragraphs: [
      `Someone asked to use this address for their ${SITE_NAME} account. If it was you, confirm below; the account keeps its current address until then.`,
      `The link works for ${o.validHours} hours and only once.`,
    ],
    action: { label: "Confirm my new email address", url: o.url },
    footer: "If you did not ask for this, ignore this email: your account is unchanged.",
  });
}

/** `name`: the account's name when its address is confirmed, else null (greets no one). */
export function emailChangedNotice(o: { to: string; name: string | null; newEmail: string }): MailMessage {
  return compose({
    to: o.to,
    template: "email-changed",
    subject: `Your ${SITE_NAME} email address was changed`,
    greetingName: o.name,
    paragraphs: [`Your account's email address is now ${o.newEmail}. Emails about your account go there from now on.`],
    footer: "If you did not make this change, reset your password at once and contact us.",
  });
}

/** `name`: the account's name when its address is confirmed, else null (greets no one). */
export function resetPasswordMessage(o: { to: string; name: string | null; url: string; validMinutes: number }): MailMessage {
  return compose({
    to: o.to,
    template: "reset-password",
    subject: `Reset your ${SITE_NAME} password`,
    greetingName: o.name,
    paragraphs: [
      "Someone (we hope you) asked to reset the password of your account.",
      `The link works for ${o.validMinutes} minutes and only once. Resetting signs you out everywhere.`,
    ],
    action: { label: "Choose a new password", url: o.url },
    footer: "If you did not ask for this, ignore this email: your password stays as it is.",
  });
}

/** `name`: the account's name when its address is confirmed, else null (greets no one). */
export function passwordChangedNotice(o: { to: string; name: string | null }): MailMessage {
  return compose({
    to: o.to,
    template: "password-changed",
    subject: `Your ${SITE_NAME} password was changed`,
    greetingName: o.name,
    paragraphs: ["Your password was changed and every other device was signed out."],
    footer: "If you did not make this change, reset your password at once.",
  });
}

/**
 * A new lead for its recipient (the site's leads address for a quote): every detail the visitor
 * gave, the consent text they agreed to, and the scenario. Replies go to the visitor.
 */
export function leadNotificationMessage(o: {
  to: string;
  recipientName: string;
  subject: string;
  intro: string;
  contact: Details;
  scenario: Details;
  consent: { text: string; version: string; at: Date };
  replyTo: string;
  template: string;
}): MailMessage {
  const message = compose({
    to: o.to,
    template: o.template,
    subject: o.subject,
    greetingName: o.recipientName,
    paragraphs: [o.intro],
    details: [...o.contact, ...o.scenario, ["Consent", `"${o.consent.text}" (version ${o.consent.version}, given ${o.consent.at.toISOString()})`]],
    footer: "Reply to this email to answer the visitor directly.",
  });
  return { ...message, replyTo: o.replyTo };
}

/**
 * The visitor's receipt for a lead: what was sent, and what happens next. The address is one a
 * visitor typed, so it greets no one and carries none of the visitor's words.
 */
export function leadReceivedMessage(o: { to: string; subject: string; paragraphs: string[]; scenario: Details; template: string }): MailMessage {
  return compose({
    to: o.to,
    template: o.template,
    subject: o.subject,
    greetingName: null,
    paragraphs: o.paragraphs,
    details: o.scenario,
    footer: "If you did not send this request, ignore this email: nobody will contact you again about it.",
  });
}

/**
 * A /contact/ message for the site's address (CONTACT_EMAIL): who wrote, about what, and the
 * message. Replies go to the sender.
 */
export function contactMessageNotification(o: { to: string; hashid: string; name: string; email: string; topic: string; message: string }): MailMessage {
  const message = compose({
    to: o.to,
    template: "contact-message",
    subject: `Contact: ${o.topic} (${o.name})`,
    greetingName: "team",
    paragraphs: [`${o.name} wrote through the contact form (message ${o.hashid}).`],
    details: [
      ["Message", o.hashid],
      ["Name", o.name],
      ["Email", o.email],
      ["Topic", o.topic],
      ["Text", o.message],
    ],
    footer: "Reply to this email to answer the sender directly.",
  });
  return { ...message, replyTo: o.email };
}

/** The newsletter's double opt-in: the link that confirms the address, and one to undo the signup. */
export function newsletterConfirmMessage(o: { to: string; confirmUrl: string; unsubscribeUrl: string; validDays: number }): MailMessage {
  return compose({
    to: o.to,
    template: "newsletter-confirm",
    subject: "Confirm your subscription to the How Much Home? newsletter",
    greetingName: null,
    paragraphs: [
      "Someone, probably you, asked to receive the How Much Home? newsletter at this address: new articles, rate changes and calculator updates, at most once a week.",
      `Confirm with the link below within ${o.validDays} days. Until you do, we send you nothing else.`,
    ],
    action: { label: "Confirm my subscription", url: o.confirmUrl },
    footer: "If you did not ask for this, ignore this email: without a confirmation you will not be subscribed.",
    secondary: { label: "Unsubscribe", url: o.unsubscribeUrl },
  });
}

/** A signup for an address that is already subscribed: no second confirmation, just a note. */
export function newsletterAlreadySubscribedMessage(o: { to: string; unsubscribeUrl: string }): MailMessage {
  return compose({
    to: o.to,
    template: "newsletter-already-subscribed",
    subject: "You are already subscribed to the How Much Home? newsletter",
    greetingName: null,
    paragraphs: ["Someone, probably you, asked to subscribe this address to our newsletter. It is subscribed already: nothing changes."],
    footer: "To stop receiving the newsletter, use the link below.",
    secondary: { label: "Unsubscribe", url: o.unsubscribeUrl },
  });
}
