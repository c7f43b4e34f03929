/**
 * The contact form's rules, shared by the form (its messages) and the server (lib/server/contact):
 * name and email as accounts check them, a topic from the fixed list, and a message.
 */
import { z } from "@/lib/validation/zod";

import { formatCount } from "@/lib/format/en-us";
import { emailSchema, nameSchema } from "@/lib/validation/accounts";

import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGE_MIN_LENGTH, CONTACT_TOPICS, type ContactTopic } from "./limits";

const TOPIC_VALUES = CONTACT_TOPICS.map((topic) => topic.value) as [ContactTopic, ...ContactTopic[]];

export const contactMessageSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  topic: z.enum(TOPIC_VALUES, { error: "Choose what your message is about." }),
  message: z
    .string({ error: "Write your message." })
    .trim()
    // One message at a time: an empty box is not "too short".
    .min(1, { error: "Write your message.", abort: true })
    .min(CONTACT_MESSAGE_MIN_LENGTH, `Tell us a little more: at least ${CONTACT_MESSAGE_MIN_LENGTH} characters.`)
    .max(CONTACT_MESSAGE_MAX_LENGTH, `Keep the message under ${formatCount(CONTACT_MESSAGE_MAX_LENGTH)} characters.`),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
