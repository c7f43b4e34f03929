import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

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

/**
 * False on the server and on a component's first render, true from a transition just after it
 * mounts. For a component whose switch re-renders a large tree (a search with its form, results
 * and map): useHydrated's switch is a synchronous render of all of it, one long task at the end
 * of hydration, where this one is rendered in React's time slices. Unlike useHydrated it is
 * false for a moment after a client-side navigation too.
 */
export function useHydratedInSlices(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

/**
 * One part of the stored session (`read` must be a function defined once, outside components),
 * `before` on the server and on the first render, then the stored value, and every change after,
 * each applied in a transition. useSession's switch after hydration is a synchronous render
 * (useSyncExternalStore's server snapshot gives way to the stored one) of every reader whose value
 * changed; in a transition React renders them in time slices. Holding the part, not the whole
 * snapshot, a reader renders again only when its own part changes.
 */
function useSessionPartInSlices<T>(read: (session: SessionSnapshot) => T, before: T): T {
  const [value, setValue] = useState<T>(before);
  useEffect(() => {
    const follow = () => startTransition(() => setValue(read(getSessionSnapshot())));
    follow();
    return subscribeSession(follow);
  }, [read]);
  return value;
}

const signedInOf = (session: SessionSnapshot): boolean => session.signedIn;
const emailConfirmationOf = (session: SessionSnapshot): EmailConfirmationDeadline | null => session.emailConfirmation;

/**
 * Whether a visitor is signed in, in a transition (useSessionPartInSlices): null on the server
 * and on the first render (not known yet), then the stored session. For a gate whose switch mounts
 * a whole page part: with useSignedIn the part's modules were evaluated and its tree rendered in
 * one long task (71 ms at 4x CPU on the profile page). The chrome's many small readers (the
 * listing cards' hearts, the header's and footer's account links) take null as signed out: with
 * useSignedIn, on a signed-in listing search, 24 hearts, the links and the unconfirmed-email
 * banner's code being asked for were one synchronous render of about 230 ms at 4x CPU. A part
 * mounted after a client-side navigation shows the signed-out view for that transition's length.
 */
export function useSignedInInSlices(): boolean | null {
  return useSessionPartInSlices<boolean | null>(signedInOf, null);
}

/** The unconfirmed-email deadline, in a transition (useSessionPartInSlices): null until then. */
export function useEmailConfirmationInSlices(): EmailConfirmationDeadline | null {
  return useSessionPartInSlices(emailConfirmationOf, null);
}

function subscribeNothing(): () => void {
  return () => undefined;
}
