// Account input rules, shared by the account forms (client) and the resolvers (server), so a
// form shows the same message the server would send. No server-only code here: the server adds
// the common-password check (lib/server/accounts/passwords.ts), which needs a 600 KB list.
import { z } from "@/lib/validation/zod";

import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./account-limits";

export { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/** Trimmed and lower-cased, as accounts store it (addresses are matched case-insensitively). */
export const emailSchema = z
  .string({ error: "Enter your email address." })
  .trim()
  .min(1, "Enter your email address.")
  .max(EMAIL_MAX_LENGTH, "That email address is too long.")
  .pipe(z.email("Enter a valid email address, like name@example.com."))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: "Enter a password." })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

export const nameSchema = z
  .string({ error: "Enter your name." })
  .trim()
  .min(1, "Enter your name.")
  .max(NAME_MAX_LENGTH, `Use at most ${NAME_MAX_LENGTH} characters.`)
  .refine((name) => !/[\u0000-\u001f\u007f<>]/.test(name), "Use letters, spaces and punctuation only.");

/** A token from an emailed link (base64url, 43 characters for 32 random bytes). */
export const emailTokenSchema = z
  .string({ error: "The link is incomplete." })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,200}$/, "This link is not valid. Use the latest email we sent.");

export const signUpInputSchema = z.object({ email: emailSchema, password: passwordSchema, name: nameSchema });
export type SignUpInput = z.input<typeof signUpInputSchema>;

// Sign-in checks only presence: the rules of the day may be stricter than an old password.
export const signInInputSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(PASSWORD_MAX_LENGTH, "The email or password is incorrect."),
  // The browser's device proof, if it has one; the server checks it and ignores a bad one.
  deviceToken: z.string().nullish(),
});
export type SignInInput = z.input<typeof signInInputSchema>;

export const resetPasswordInputSchema = z.object({ token: emailTokenSchema, password: passwordSchema });
export type ResetPasswordInput = z.input<typeof resetPasswordInputSchema>;

export const changePasswordInputSchema = z
  .object({
    currentPassword: z.string({ error: "Enter your current password." }).min(1, "Enter your current password.").max(PASSWORD_MAX_LENGTH),
    newPassword: passwordSchema,
  })
  .refine((input) => input.currentPassword !== input.newPassword, {
    path: ["newPassword"],
    message: "Choose a password different from the current one.",
  });
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;

export const changeEmailInputSchema = z.object({
  newEmail: emailSchema,
  password: z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(PASSWORD_MAX_LENGTH),
});
export type ChangeEmailInput = z.input<typeof changeEmailInputSchema>;

export const updateProfileInputSchema = z.object({
  name: nameSchema.optional(),
  removePhoto: z.boolean().optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

export const deleteAccountInputSchema = z.object({
  password: z.string({ error: "Enter your password to confirm." }).min(1, "Enter your password to confirm.").max(PASSWORD_MAX_LENGTH),
});
export type DeleteAccountInput = z.input<typeof deleteAccountInputSchema>;
