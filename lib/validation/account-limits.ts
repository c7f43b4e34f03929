// The account rules' lengths without zod, for forms that only need them as input attributes
// (a client bundle importing accounts.ts would carry zod, ~40 KB gzip, for four numbers).

/** Shortest accepted password (NIST SP 800-63B recommends at least 8; the site asks 10). */
export const PASSWORD_MIN_LENGTH = 10;
/** Longest accepted password: long enough for passphrases, short enough to hash cheaply. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
