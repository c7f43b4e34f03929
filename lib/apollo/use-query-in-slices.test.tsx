/** @jest-environment jsdom */
import { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { act, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";

import { membershipMock } from "@/components/premium/testing/membership-mock";
import { MyFavoriteListingsDocument } from "@/graphql/generated/documents/my-favorite-listings";
import { MyMembershipDocument } from "@/graphql/generated/documents/membership";

import { createCache } from "./cache";
import { useQueryInSlices } from "./use-query-in-slices";

const free = membershipMock([]);
const premium = membershipMock([{ status: "active", premium: true, currentPeriodEnd: "2030-01-01T00:00:00.000Z" }]);

function clientWith(mocks: MockLink.MockedResponse[]): ApolloClient {
  return new ApolloClient({
    link: new MockLink(mocks),
    cache: createCache(),
    defaultOptions: { watchQuery: { errorPolicy: "all" }, query: { errorPolicy: "all" }, mutate: { errorPolicy: "all" } },
  });
}

function Plan() {
  const { data, error, loading, refetch } = useQueryInSlices(MyMembershipDocument, { fetchPolicy: "network-only", notifyOnNetworkStatusChange: true });
  return (
    <div>
      <p>{loading ? "loading" : "settled"}</p>
      <p>{error ? `error: ${error.message}` : data?.me?.membership ? `plan: ${data.me.membership.plan}` : "no plan"}</p>
      <button type="button" onClick={() => void refetch()}>
        again
      </button>
    </div>
  );
}

describe("useQueryInSlices", () => {
  it("starts the query after the render, in a task of its own, and delivers the answer", async () => {
    const client = clientWith([premium]);
    render(
      <ApolloProvider client={client}>
        <Plan />
      </ApolloProvider>,
    );
    expect(screen.getByText("loading")).toBeInTheDocument();
    // Not during the render, nor in the effects' task.
    expect(client.getObservableQueries("all").size).toBe(0);
    expect(await screen.findByText("plan: PREMIUM")).toBeInTheDocument();
    expect(screen.getByText("settled")).toBeInTheDocument();
    expect(client.getObservableQueries("all").size).toBe(1);
  });

  it("follows the cache: a later answer for the same query reaches the part", async () => {
    const client = clientWith([free, premium]);
    render(
      <ApolloProvider client={client}>
        <Plan />
      </ApolloProvider>,
    );
    expect(await screen.findByText("plan: FREE")).toBeInTheDocument();
    await act(async () => screen.getByRole("button", { name: "again" }).click());
    expect(await screen.findByText("plan: PREMIUM")).toBeInTheDocument();
  });

  it("reports an error as the query's, not as a crash", async () => {
    const client = clientWith([{ request: { query: MyMembershipDocument }, error: new Error("Network down") }]);
    render(
      <ApolloProvider client={client}>
        <Plan />
      </ApolloProvider>,
    );
    expect(await screen.findByText("error: Network down")).toBeInTheDocument();
    expect(screen.getByText("settled")).toBeInTheDocument();
  });

  it("asks again when the variables change, and shows nothing of the old answer meanwhile", async () => {
    const page = (n: number) => ({ __typename: "ListingPage", page: n, pageSize: 24, total: 30, items: [] });
    const client = clientWith([
      { request: { query: MyFavoriteListingsDocument, variables: { page: 1 } }, result: { data: { myFavoriteListings: page(1) } } },
      { request: { query: MyFavoriteListingsDocument, variables: { page: 2 } }, result: { data: { myFavoriteListings: page(2) } }, delay: 50 },
    ]);
    function Saved() {
      const [page, setPage] = useState(1);
      const { data, loading } = useQueryInSlices(MyFavoriteListingsDocument, { variables: { page }, fetchPolicy: "no-cache" });
      return (
        <div>
          <p>{loading ? "loading" : `page ${String(data?.myFavoriteListings.page)}`}</p>
          <button type="button" onClick={() => setPage(2)}>
            next
          </button>
        </div>
      );
    }
    render(
      <ApolloProvider client={client}>
        <Saved />
      </ApolloProvider>,
    );
    expect(await screen.findByText("page 1")).toBeInTheDocument();
    act(() => screen.getByRole("button", { name: "next" }).click());
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(await screen.findByText("page 2")).toBeInTheDocument();
    // The first page's watch was stopped with it.
    await waitFor(() => expect(client.getObservableQueries("all").size).toBe(1));
  });
});
