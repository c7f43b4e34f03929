/**
 * Browser storage keys of the calculator (docs/architecture.md, Calculator state and browser storage): the calculator inputs under one
 * versioned key, and the consent and email-subscribed flags each on their own key so that pages
 * without a calculator read them without loading the calculator store.
 */
export const CALCULATOR_STORAGE_KEY = "hmh:calculator";
export const CONSENT_STORAGE_KEY = "hmh:consent";
export const EMAIL_SUBSCRIBED_STORAGE_KEY = "hmh:email-subscribed";
