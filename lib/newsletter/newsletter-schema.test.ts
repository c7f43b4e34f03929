import { newsletterSignupSchema } from "./newsletter-schema";

describe("newsletterSignupSchema", () => {
  it("accepts an address (lower-cased) and a plain site path", () => {
    expect(newsletterSignupSchema.parse({ email: " Pat@Example.com ", sourcePage: "/blog/fha-mip/" })).toEqual({
      email: "pat@example.com",
      sourcePage: "/blog/fha-mip/",
    });
  });

  it("drops a source page that is not a plain site path", () => {
    expect(newsletterSignupSchema.parse({ email: "pat@example.com", sourcePage: "https://evil.example/" })).toEqual({
      email: "pat@example.com",
      sourcePage: undefined,
    });
  });

  it.each([
    [{}, "Enter your email address."],
    [{ email: "" }, "Enter your email address."],
    [{ email: "pat" }, "Enter a valid email address, like name@example.com."],
    [{ email: `${"a".repeat(250)}@example.com` }, "That email address is too long."],
  ])("refuses a bad address with one message: %#", (input, message) => {
    const result = newsletterSignupSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["email", message]]);
  });
});
