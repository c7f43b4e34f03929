import { createPersistedFlag } from "./persisted-flag";
import { CONSENT_STORAGE_KEY } from "./storage-keys";

/**
 * The analytics consent flag (the seed's consent flag), on its own key so the consent banner and
 * the analytics loader on every page do not pull in the calculator store.
 */
export const consentFlag = createPersistedFlag(CONSENT_STORAGE_KEY);

/**
 * The visitor's analytics consent: `null` until known (always on the server and during
 * hydration; after mount, null means never answered), then true or false; and its setter.
 */
export function useConsent(): [consent: boolean | null, setConsent: (value: boolean) => void] {
  return consentFlag.useFlag();
}
