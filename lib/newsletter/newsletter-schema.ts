/**
 * A newsletter signup as the server checks it: the address (as accounts check addresses) and the
 * page the form was on (dropped unless it is a plain site path).
 */
import { z } from "@/lib/validation/zod";

import { emailSchema } from "@/lib/validation/accounts";
import { sourcePageSchema } from "@/lib/leads/lead-schema";

export const newsletterSignupSchema = z.object({
  email: emailSchema,
  sourcePage: sourcePageSchema,
});

export type NewsletterSignup = z.output<typeof newsletterSignupSchema>;
