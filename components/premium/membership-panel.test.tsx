/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";

import { renderWithApollo } from "@/components/account/testing/render-with-apollo";
import { MyMembershipDocument } from "@/graphql/generated/operations";

import { MembershipPanel } from "./membership-panel";

function membership(subscriptions: { status: string; premium: boolean; currentPeriodEnd: string | null }[]) {
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

describe("MembershipPanel", () => {
  it("lists every subscription when there are two (two checkouts finished together)", async () => {
    renderWithApollo(<MembershipPanel />, [
      membership([
        { status: "active", premium: true, currentPeriodEnd: "2030-02-01T00:00:00.000Z" },
        { status: "canceled", premium: false, currentPeriodEnd: "2030-01-15T00:00:00.000Z" },
      ]),
    ]);
    const list = await screen.findByRole("list", { name: "Your subscriptions" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Active: subscription active, renews on February 1, 2030.",
      "Not active: subscription canceled, ends (or ended) on January 15, 2030.",
    ]);
  });

  it("shows no list for a single subscription", async () => {
    renderWithApollo(<MembershipPanel />, [membership([{ status: "active", premium: true, currentPeriodEnd: "2030-02-01T00:00:00.000Z" }])]);
    expect(await screen.findByText("Premium")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Your subscriptions" })).toBeNull();
  });
});
