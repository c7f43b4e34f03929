"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef } from "react";

import { useNearViewport } from "@/components/ui/use-near-viewport";
import { useSignedInInSlices } from "@/lib/session/use-session";

import { HeartIcon } from "./heart-icon";

/** The signed-in heart, with Apollo: loaded only for signed-in visitors. */
const FavoriteHeartLive = dynamic(() => import("./favorite-heart-live").then((m) => m.FavoriteHeartLive), {
  ssr: false,
  loading: () => (
    <button type="button" className="button button-secondary" disabled aria-busy="true">
      <HeartIcon filled={false} /> Save
    </button>
  ),
});

let liveCodeAsked = false;

/**
 * For a signed-in visitor, the live heart's code (and Apollo's with it) is asked for in a task of
 * its own once the session is known, so its script elements and its evaluation do not fall in the
 * render that turns the first hearts live.
 */
function askForLiveCode(): void {
  if (liveCodeAsked) return;
  liveCodeAsked = true;
  setTimeout(() => void import("./favorite-heart-live"), 0);
}

export interface FavoriteHeartProps {
  hashid: string;
  /** The home's address, for the button's accessible name. */
  address: string;
}

/**
 * How near the viewport a signed-in visitor's heart turns live: a screen above and below, so
 * scrolling or tabbing through a list reaches hearts that are live already.
 */
const LIVE_MARGIN = "100% 0px";

/**
 * The heart that saves a listing. Signed out (and without JavaScript) it is a link to sign in
 * that comes back to this listing; signed in it loads the live heart (Apollo), so visitors who
 * are not signed in never download the GraphQL client on a listing page. A signed-in heart turns
 * live when it comes near the viewport (or takes focus): a list's two dozen live hearts, each a
 * provider and its queries swapped in for the link, were most of a signed-in list's load on a
 * phone's main thread, for hearts below the fold that nobody had reached yet.
 */
export function FavoriteHeart({ hashid, address }: FavoriteHeartProps) {
  // Signed out on the server and while hydrating, then the stored session in a transition: a
  // signed-out visitor's hearts are not rendered again, and a signed-in one's two dozen switch in
  // time slices rather than in one task (useSignedInInSlices).
  const signedIn = useSignedInInSlices() === true;
  useEffect(() => {
    if (signedIn) askForLiveCode();
  }, [signedIn]);
  const link = useRef<HTMLAnchorElement>(null);
  const reached = useNearViewport(link, { enabled: signedIn, margin: LIVE_MARGIN });
  // Woken by focus on the link: the focus moves to the live heart that replaces it. (Woken by the
  // viewport, the heart was live before anything could focus it.)
  if (signedIn && reached) return <FavoriteHeartLive hashid={hashid} address={address} takeFocus={reached === "focus"} />;
  const next = `/listings/${hashid}/`;
  return (
    <a
      ref={link}
      href={`/sign-in/?next=${encodeURIComponent(next)}`}
      className="button button-secondary"
      data-testid="favorite-heart"
      aria-label={`Save ${address}: sign in first`}
    >
      <HeartIcon filled={false} /> Save
    </a>
  );
}
