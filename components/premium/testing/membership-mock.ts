/**
 * Test support: the MyMembership answer for a user with these subscriptions (premium when one of
 * them is), every plan feature on. Not imported by application code.
 */
import type { Mock } from "@/components/account/testing/render-with-apollo";
import { MyMembershipDocument } from "@/graphql/generated/documents/membership";

export interface SubscriptionEntry {
  readonly status: string;
  readonly premium: boolean;
  readonly currentPeriodEnd: string | null;
}

export function membershipMock(subscriptions: readonly SubscriptionEntry[]): Mock {
  return {
    request: { query: MyMembershipDocument },
    result: {
      data: {
        me: {
          __typename: "User",
          hashid: "u1",
          membership: {
            __typename: "Membership",
            plan: subscriptions.some((entry) => entry.premium) ? "PREMIUM" : "FREE",
            status: subscriptions[0]?.status ?? null,
            currentPeriodEnd: subscriptions[0]?.currentPeriodEnd ?? null,
            cancelAtPeriodEnd: false,
            canManageBilling: true,
            checkoutAvailable: true,
            savedScenarioLimit: null,
            comparisonLimit: 4,
            reports: true,
            priceAlerts: true,
            noAds: true,
            subscriptions: subscriptions.map((entry) => ({ __typename: "MembershipSubscription", cancelAtPeriodEnd: false, ...entry })),
          },
        },
      },
    },
  };
}
