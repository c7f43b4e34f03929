/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";

import { renderWithApollo } from "@/components/account/testing/render-with-apollo";

import { MembershipPanel } from "./membership-panel";
import { membershipMock as membership } from "./testing/membership-mock";

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
