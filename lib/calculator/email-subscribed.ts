import { createPersistedFlag } from "./persisted-flag";
import { EMAIL_SUBSCRIBED_STORAGE_KEY } from "./storage-keys";

/** Whether this browser already subscribed to the newsletter; stored apart from the calculator (seed). */
export const emailSubscribedFlag = createPersistedFlag(EMAIL_SUBSCRIBED_STORAGE_KEY);

/**
 * The email-subscribed flag and its setter. `null` until known (on the server, during hydration),
 * so a signup offer can wait for it and never flash for people who already subscribed; after
 * mount, null means never subscribed here.
 */
export function useEmailSubscribed(): [subscribed: boolean | null, setSubscribed: (value: boolean) => void] {
  return emailSubscribedFlag.useFlag();
}
