import { ProfileApp } from "@/components/account/profile-app";
import { SignedInPreload } from "@/components/account/signed-in-preload";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/profile/", { robots: { index: false, follow: false } });

export default function ProfilePage() {
  return (
    <div className="container stack">
      <h1>Your profile</h1>
      <SignedInPreload part="signed-in-profile" />
      <ProfileApp />
    </div>
  );
}
