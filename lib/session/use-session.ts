import { useSyncExternalStore } from "react";

import { getServerSessionSnapshot, getSessionSnapshot, subscribeSession, type EmailConfirmationDeadline, type SessionSnapshot } from "./session";

/**
 * The session as React sees it. The server (and the hydration pass) renders signed out,
 * because tokens exist only in the browser; React then re-renders with the stored session,
 * so there is no hydration mismatch and no storage read during server render.
 */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, getServerSessionSnapshot);
}

/** The signed-in flag (seed: true when a token or a refresh token is stored). */
export function useSignedIn(): boolean {
  return useSession().signedIn;
}

/** The unconfirmed-email deadline, or null when confirmed or signed out. */
export function useEmailConfirmation(): EmailConfirmationDeadline | null {
  return useSession().emailConfirmation;
}

/**
 * False on the server and during hydration, true afterwards: lets session-dependent UI
 * tell "signed out" from "not known yet" and avoid flashing a sign-in prompt.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

function subscribeNothing(): () => void {
  return () => undefined;
}
