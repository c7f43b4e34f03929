"use client";

import { useEffect, type ReactNode } from "react";

import { useSignedInInSlices } from "@/lib/session/use-session";

export interface SignedInGateProps {
  /** Shown on the server and until the browser's session is read ("Loading your saved homes…"). */
  readonly loading: string;
  /** Shown to a signed-out visitor. */
  readonly signedOut: ReactNode;
  /** Where a signed-out visitor is sent at once (the sign-in page with its way back); none: stay. */
  readonly redirectTo?: string;
  /** The signed-in part: mounted (and its code and Apollo loaded) only for a signed-in visitor. */
  readonly children: ReactNode;
  /** How the visitor is sent to `redirectTo` (tests; defaults to a full load that replaces this page). */
  readonly navigate?: (path: string) => void;
}

function replaceLocation(path: string): void {
  window.location.replace(path);
}

/**
 * The pages of a signed-in user (saved homes, saved scenarios, the profile, the widget manager).
 * The session lives in the browser's localStorage, so the server renders the loading line; the
 * browser then renders the signed-in part, or, signed out, the signed-out content and (with
 * `redirectTo`) a full load of the sign-in page. Apollo-free: a signed-out visitor never loads
 * the API client the signed-in part needs.
 */
export function SignedInGate({ loading, signedOut, redirectTo, children, navigate = replaceLocation }: SignedInGateProps) {
  // Known after hydration, in a transition: the signed-in part mounts in React's time slices.
  const signedIn = useSignedInInSlices();

  useEffect(() => {
    // A full load rather than router.replace: nothing of this page was shown, and a soft
    // navigation leaves this page's canonical link in the head beside the sign-in page's.
    if (signedIn === false && redirectTo) navigate(redirectTo);
  }, [signedIn, redirectTo, navigate]);

  return <div className="signed-in-area">{signedIn === null ? <p role="status">{loading}</p> : signedIn ? children : signedOut}</div>;
}
