/** Shown when the browser refuses localStorage, where the session must live (seed). */
export const STORAGE_REFUSED_MESSAGE =
  "Your browser refused to store your session. Allow this site to store data (site data or cookies settings), then try again.";

/** Password rule shown next to new-password fields (the server checks it). */
export const PASSWORD_HINT = "At least 10 characters. Common passwords are refused.";
