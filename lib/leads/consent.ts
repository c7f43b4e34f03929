/**
 * The consent a visitor gives when asking to be contacted. The form shows `text` beside the
 * checkbox and the lead stores `version` with the time it was given, so what each person agreed
 * to can be told later. Change the text only together with a new version.
 */
export interface ConsentText {
  /** Stored with the lead; a new wording gets a new version. */
  readonly version: string;
  /** Shown beside the consent checkbox and quoted in the email to the recipient. */
  readonly text: string;
}

/** Consent for a quote request (the site's own mortgage team answers it). */
export const QUOTE_CONSENT: ConsentText = {
  version: "quote-2026-01",
  text:
    "I agree that How Much Home? may contact me by email, or by phone if I give a number, about this quote request, " +
    "and may keep my details and scenario as the privacy policy describes. Agreeing is not a condition of any purchase.",
};
