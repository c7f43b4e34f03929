import { ProfileApp } from "@/components/account/profile-app";
import { PROFILE_FIRST_QUERIES } from "@/components/account/profile-queries";
import { SignedInPreload } from "@/components/account/signed-in-preload";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/profile/", { robots: { index: false, follow: false } });

export default function ProfilePage() {
  return (
    <div className="container stack">
      <h1>Your profile</h1>
      <SignedInPreload part="signed-in-profile" firstQueries={PROFILE_FIRST_QUERIES} />
      <ProfileApp />
    </div>
  );
}
