"use client";

import dynamic from "next/dynamic";

import { useHydrated, useSignedIn } from "@/lib/session/use-session";

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

export interface FavoriteHeartProps {
  hashid: string;
  /** The home's address, for the button's accessible name. */
  address: string;
}

/**
 * The heart that saves a listing. Signed out (and without JavaScript) it is a link to sign in
 * that comes back to this listing; signed in it loads the live heart (Apollo), so visitors who
 * are not signed in never download the GraphQL client on a listing page.
 */
export function FavoriteHeart({ hashid, address }: FavoriteHeartProps) {
  const hydrated = useHydrated();
  const signedIn = useSignedIn();
  if (hydrated && signedIn) return <FavoriteHeartLive hashid={hashid} address={address} />;
  const next = `/listings/${hashid}/`;
  return (
    <a
      href={`/sign-in/?next=${encodeURIComponent(next)}`}
      className="button button-secondary"
      data-testid="favorite-heart"
      aria-label={`Save ${address}: sign in first`}
    >
      <HeartIcon filled={false} /> Save
    </a>
  );
}
