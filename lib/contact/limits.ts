/**
 * The contact form's fields, topics and limits without zod (contact-schema.ts builds the schema
 * from them), so the form's client code uses them as input attributes without shipping zod.
 */
import { HONEYPOT_FIELD } from "@/lib/leads/limits";

/** The topics a visitor picks from: value → what the form and the site's email show. */
export const CONTACT_TOPICS = [
  { value: "mortgage-question", label: "A mortgage question" },
  { value: "calculator", label: "A calculator or a figure on the site" },
  { value: "account", label: "My account or saved homes" },
  { value: "privacy", label: "Privacy or my data" },
  { value: "partnership", label: "Advertising or partnerships" },
  { value: "other", label: "Something else" },
] as const;

export type ContactTopic = (typeof CONTACT_TOPICS)[number]["value"];

/** The topic's label ("A mortgage question"), or the value itself when unknown. */
export function contactTopicLabel(topic: string): string {
  return CONTACT_TOPICS.find((entry) => entry.value === topic)?.label ?? topic;
}

/** Shortest message that says something (a bare "hi" is not a question we can answer). */
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** Every field the contact form posts, in the order they appear (the honeypot last). */
export const CONTACT_FORM_FIELDS = ["name", "email", "topic", "message", HONEYPOT_FIELD] as const;
