import { consentFlag } from "./flags";
import { usePersistedFlag } from "./use-persisted-flag";

export { consentFlag };

/**
 * The visitor's analytics consent: `null` until known (always on the server and during
 * hydration; after mount, null means never answered), then true or false; and its setter.
 * Works on any page: it reads its own localStorage key, not the calculator store.
 */
export function useConsent(): [consent: boolean | null, setConsent: (value: boolean) => void] {
  return usePersistedFlag(consentFlag);
}
