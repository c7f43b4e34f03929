import { createPersistedFlag } from "./persisted-flag";
import { CONSENT_STORAGE_KEY, EMAIL_SUBSCRIBED_STORAGE_KEY } from "./storage-keys";

/**
 * The analytics consent flag (the seed's consent flag), on its own key so the consent banner and
 * the analytics loader on every page do not pull in the calculator store.
 */
export const consentFlag = createPersistedFlag(CONSENT_STORAGE_KEY);

/** Whether this browser already subscribed to the newsletter; stored apart from the calculator (seed). */
export const emailSubscribedFlag = createPersistedFlag(EMAIL_SUBSCRIBED_STORAGE_KEY);
