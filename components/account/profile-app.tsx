"use client";

import { deferredApolloApp } from "@/lib/apollo/deferred-apollo-app";

/** /profile/'s client parts (the profile, the membership), their code and Apollo's loaded after the page's first-load scripts. */
export const ProfileApp = deferredApolloApp(async () => {
  const [{ ProfileView }, { MembershipPanel }] = await Promise.all([import("./profile-view"), import("@/components/premium/membership-panel")]);
  return [ProfileView, MembershipPanel];
});
