"use client";

import { useEffect, type ReactNode } from "react";

import { LoadFailed } from "@/components/account/load-failed";
import { AgentProfileManager } from "@/components/agents/agent-profile-manager";
import { IntentLink } from "@/components/layout/intent-link";
import { useQueryInSlices } from "@/lib/apollo/use-query-in-slices";
import { markEmailConfirmed, setEmailConfirmationDeadline } from "@/lib/session/session-writes";

import { ChangeEmailForm } from "./change-email-form";
import { ChangePasswordForm } from "./change-password-form";
import { DeleteAccountForm } from "./delete-account-form";
import { ProfileDetailsForm } from "./profile-details-form";
import { ProfilePhotoForm } from "./profile-photo-form";
import { ME_QUERY } from "./profile-queries";
import { SignOutButton } from "./sign-out-button";

/**
 * The profile: the account's details and one card per change (name, photo, password, email),
 * sign-out and deletion, then `children` (the membership). Mounted for a signed-in visitor only
 * (profile-app.tsx: the session is in localStorage, so the server renders a loading line).
 *
 * The membership is shown after the profile has loaded, not beside it: shown first, it would be
 * pushed down the screen when the profile above it arrives. Its query and the agent profile's go
 * out with the profile's (profile-app.tsx), so their answers are in when they mount. The account
 * comes through `useQueryInSlices`, so the cards are rendered in a transition, in time slices,
 * rather than in the update that delivers the answer (docs/architecture.md, Signed-in pages).
 */
export function ProfileView({ children }: { readonly children?: ReactNode }) {
  const { data, error, loading, refetch } = useQueryInSlices(ME_QUERY.query, ME_QUERY);
  const me = data?.me ?? null;

  // The server's view of the confirmation wins over what sign-in stored (the banner follows).
  const confirmed = me?.emailConfirmed;
  const daysLeft = me?.mustConfirmEmailDaysLeft;
  const expiration = me?.mustConfirmEmailExpiration;
  useEffect(() => {
    if (confirmed === undefined) return;
    if (confirmed) markEmailConfirmed();
    else setEmailConfirmationDeadline({ mustConfirmEmailDaysLeft: daysLeft, mustConfirmEmailExpiration: expiration });
  }, [confirmed, daysLeft, expiration]);

  if (!me) {
    if (loading) return <p role="status">Loading your account…</p>;
    return <LoadFailed error={error} what="your account" onRetry={() => void refetch()} />;
  }

  return (
    <div className="stack">
      <p>
        <IntentLink href="/saved-homes/">Your saved homes</IntentLink> · <IntentLink href="/listings/">Homes for sale</IntentLink>
      </p>
      <section className="card" aria-labelledby="profile-details">
        <h2 id="profile-details">Your details</h2>
        <p>
          Email address: <strong>{me.email}</strong> {me.emailConfirmed ? "(confirmed)" : "(not confirmed yet: open the link we emailed you)"}
        </p>
        <ProfileDetailsForm key={me.hashid} name={me.name} />
      </section>
      <section className="card" aria-labelledby="profile-photo">
        <h2 id="profile-photo">Photo</h2>
        <ProfilePhotoForm photoUrl={me.photoUrl} />
      </section>
      <section className="card" aria-labelledby="profile-password">
        <h2 id="profile-password">Password</h2>
        <ChangePasswordForm />
      </section>
      <section className="card" aria-labelledby="profile-email">
        <h2 id="profile-email">Email address</h2>
        <ChangeEmailForm email={me.email} pendingEmail={me.pendingEmail} />
      </section>
      <section className="card" aria-labelledby="agent-profile" id="agent-profile-section">
        <h2 id="agent-profile">Agent profile</h2>
        <AgentProfileManager />
      </section>
      <section className="card" aria-labelledby="profile-sign-out">
        <h2 id="profile-sign-out">Sign out</h2>
        <p>Sign out on this device. Your calculator inputs stay in this browser.</p>
        <SignOutButton />
      </section>
      <section className="card" aria-labelledby="profile-delete">
        <h2 id="profile-delete">Delete account</h2>
        <DeleteAccountForm />
      </section>
      {children}
    </div>
  );
}
