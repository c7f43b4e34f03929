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
 * Whether a visitor is signed in as a part that switches on it sees it: null on the server and
 * on the first render (not known yet), then the stored session, and every change after, each
 * applied in a transition. For a gate whose switch mounts a whole page part: useSignedIn's
 * switch after hydration is a synchronous render (useSyncExternalStore's server snapshot gives
 * way to the stored one), so the part's modules were evaluated and its tree rendered in one long
 * task (71 ms at 4x CPU on the profile page); in a transition React renders it in time slices.
 */
export function useSignedInInSlices(): boolean | null {
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(() => {
    const follow = () => startTransition(() => setSignedIn(getSessionSnapshot().signedIn));
    follow();
    return subscribeSession(follow);
  }, []);
  return signedIn;
}

/**
 * The session as the page's many small parts see it (the listing cards' hearts, the header's and
 * footer's account links, the unconfirmed-email banner): the signed-out snapshot on the server
 * and on the first render, then the stored one, and every change after, each applied in a
 * transition. With useSession, the stored session replacing the server's snapshot after hydration
 * re-rendered every such part synchronously, in the task that ran the hydration's effects: on a
 * signed-in listing search, 24 hearts, the links and the banner's code being asked for, about
 * 230 ms at 4x CPU in one task; in a transition React renders them in time slices. A part mounted
 * after a client-side navigation shows the signed-out view for that transition's length.
 */
export function useSessionInSlices(): SessionSnapshot {
  const [session, setSession] = useState<SessionSnapshot>(getServerSessionSnapshot);
  useEffect(() => {
    const follow = () => startTransition(() => setSession(getSessionSnapshot()));
    follow();
    return subscribeSession(follow);
  }, []);
  return session;
}

function subscribeNothing(): () => void {
  return () => undefined;
}
