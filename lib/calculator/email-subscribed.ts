import { emailSubscribedFlag } from "./flags";
import { usePersistedFlag } from "./use-persisted-flag";

export { emailSubscribedFlag };

/**
 * The email-subscribed flag and its setter. `null` until known (on the server, during hydration),
 * so a signup offer can wait for it and never flash for people who already subscribed; after
 * mount, null means never subscribed here.
 */
export function useEmailSubscribed(): [subscribed: boolean | null, setSubscribed: (value: boolean) => void] {
  return usePersistedFlag(emailSubscribedFlag);
}
