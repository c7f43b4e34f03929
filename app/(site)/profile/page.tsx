import { ProfileView } from "@/components/account/profile-view";
import { MembershipPanel } from "@/components/premium/membership-panel";
import { ApolloAppProvider } from "@/lib/apollo/provider";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/profile/", { robots: { index: false, follow: false } });

export default function ProfilePage() {
  return (
    <div className="container stack">
      <h1>Your profile</h1>
      <ApolloAppProvider>
        <ProfileView />
        <MembershipPanel />
      </ApolloAppProvider>
    </div>
  );
}
