import { contactMessageSchema } from "./contact-schema";
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_TOPICS, contactTopicLabel } from "./limits";

function errorsOf(input: unknown): Record<string, string[]> {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join(".")] ??= []).push(issue.message);
  return errors;
}

const good = { name: " Robin Reader ", email: " Robin@Example.COM ", topic: "mortgage-question", message: "  How long does FHA MIP last?  " };

describe("contactMessageSchema", () => {
  it("accepts a message, trimmed, with the address lower-cased", () => {
    expect(contactMessageSchema.parse(good)).toEqual({
      name: "Robin Reader",
      email: "robin@example.com",
      topic: "mortgage-question",
      message: "How long does FHA MIP last?",
    });
  });

  it.each([
    [{ ...good, name: "" }, { name: ["Enter your name."] }],
    [{ ...good, name: "<script>" }, { name: ["Use letters, spaces and punctuation only."] }],
    [{ ...good, email: "" }, { email: ["Enter your email address."] }],
    [{ ...good, email: "robin@" }, { email: ["Enter a valid email address, like name@example.com."] }],
    [{ ...good, topic: "" }, { topic: ["Choose what your message is about."] }],
    [{ ...good, topic: "lottery" }, { topic: ["Choose what your message is about."] }],
    [{ ...good, message: "   " }, { message: ["Write your message."] }],
    [{ ...good, message: "hi there" }, { message: ["Tell us a little more: at least 10 characters."] }],
    [{ ...good, message: "x".repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) }, { message: ["Keep the message under 5,000 characters."] }],
    [{}, { name: ["Enter your name."], email: ["Enter your email address."], topic: ["Choose what your message is about."], message: ["Write your message."] }],
  ])("gives one message per invalid field: %#", (input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it("names every topic for the site's email", () => {
    for (const topic of CONTACT_TOPICS) expect(contactTopicLabel(topic.value)).toBe(topic.label);
    expect(contactTopicLabel("unknown")).toBe("unknown");
  });
});
