/** Password rule shown next to new-password fields (the server checks it, lib/validation). */
export const PASSWORD_HINT = "At least 10 characters. Common passwords are refused.";
