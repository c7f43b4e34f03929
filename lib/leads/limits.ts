/**
 * The lead rules' limits and names without zod (lead-schema.ts builds the schema from them), so
 * the form's client code can use them as input attributes without shipping zod to the browser.
 */

export const MESSAGE_MAX_LENGTH = 2000;
export const PHONE_MAX_LENGTH = 25;
export const COUNTY_MAX_LENGTH = 60;
export const PRICE_MAX = 100_000_000;
export const RATE_MAX_PERCENT = 25;
export const TERM_MIN_MONTHS = 12;
export const TERM_MAX_MONTHS = 480;
/** FICO's range (the calculators price PMI from 400 up, but a person may know a lower score). */
export const CREDIT_SCORE_MIN = 300;
export const CREDIT_SCORE_MAX = 850;

export const PREFERRED_CONTACTS = ["email", "phone"] as const;
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];

/**
 * The honeypot: a field hidden from people (off screen, out of the tab order, not autofilled)
 * that form-filling bots complete. Its name says nothing a browser's autofill would recognise.
 */
export const HONEYPOT_FIELD = "contact_me_by_fax_only";
