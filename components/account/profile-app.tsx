"use client";

import { IntentLink } from "@/components/layout/intent-link";
import { deferredApolloApp } from "@/lib/apollo/deferred-apollo-app";
import { withFirstQueries } from "@/lib/apollo/first-queries";

import { SignedInGate } from "./signed-in-gate";

const LOADING = "Loading your account…";

const ProfileParts = deferredApolloApp(
  async () => {
    // One chunk group for both, named for the page's preload script (lib/build/signed-in-chunks.ts).
    const { ProfileView, PROFILE_FIRST_QUERIES, MembershipPanel } = await import(/* webpackChunkName: "signed-in-profile" */ "./profile-parts");
    function Profile() {
      return (
        <ProfileView>
          <MembershipPanel />
        </ProfileView>
      );
    }
    return [withFirstQueries(Profile, () => PROFILE_FIRST_QUERIES)];
  },
  <p role="status">{LOADING}</p>,
);

/**
 * /profile/'s client part: signed in, the profile and the membership, their code and Apollo's
 * loaded after the page's first-load scripts; signed out (or once signed out here), a way to sign
 * in or sign up, with no Apollo at all.
 */
export function ProfileApp() {
  return (
    <SignedInGate
      loading={LOADING}
      signedOut={
        <div className="notice">
          <p>You are not signed in.</p>
          <p>
            <IntentLink href="/sign-in/?next=/profile/" className="button">
              Sign in
            </IntentLink>{" "}
            <IntentLink href="/sign-up/" className="button button-secondary">
              Create an account
            </IntentLink>
          </p>
        </div>
      }
    >
      <ProfileParts />
    </SignedInGate>
  );
}
