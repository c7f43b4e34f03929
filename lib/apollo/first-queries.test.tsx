/** @jest-environment jsdom */
import { ApolloClient, ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { act, render, screen } from "@testing-library/react";

import { membershipMock } from "@/components/premium/testing/membership-mock";
import { MyMembershipDocument } from "@/graphql/generated/documents/membership";

import { createCache } from "./cache";
import { ADOPTION_WINDOW_MS, firstQuery, startFirstQueries, startFirstQuery, withFirstQueries } from "./first-queries";
import { useQueryInSlices } from "./use-query-in-slices";

const premium = membershipMock([{ status: "active", premium: true, currentPeriodEnd: "2030-01-01T00:00:00.000Z" }]);
const PLAN_QUERY = { query: MyMembershipDocument, fetchPolicy: "network-only" } as const;

/** A client over `mocks` that counts the requests it sends. */
function countingClient(mocks: MockLink.MockedResponse[]) {
  const sent: string[] = [];
  const counter = new ApolloLink((operation, forward) => {
    sent.push(operation.operationName ?? "");
    return forward(operation);
  });
  const client = new ApolloClient({
    link: ApolloLink.from([counter, new MockLink(mocks)]),
    cache: createCache(),
    defaultOptions: { watchQuery: { errorPolicy: "all" }, query: { errorPolicy: "all" }, mutate: { errorPolicy: "all" } },
  });
  return { client, sent };
}

function Plan() {
  const { data, loading } = useQueryInSlices(PLAN_QUERY.query, PLAN_QUERY);
  return <p>{loading ? "loading" : `plan: ${data?.me?.membership?.plan ?? "none"}`}</p>;
}

afterEach(() => jest.useRealTimers());

describe("first queries", () => {
  it("a query started with the part's code is adopted by the part's hook, not sent again", async () => {
    const { client, sent } = countingClient([premium]);
    const Part = withFirstQueries(Plan, () => [firstQuery(PLAN_QUERY)]);
    await startFirstQueries(client, [Part]);
    expect(sent).toEqual(["MyMembership"]); // on its way before the part renders
    render(
      <ApolloProvider client={client}>
        <Part />
      </ApolloProvider>,
    );
    expect(await screen.findByText("plan: PREMIUM")).toBeInTheDocument();
    expect(sent).toEqual(["MyMembership"]);
    expect(client.getObservableQueries("all").size).toBe(1);
  });

  it("an answer that came before the part mounted is delivered at once", async () => {
    const { client, sent } = countingClient([premium]);
    startFirstQuery(client, firstQuery(PLAN_QUERY));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    render(
      <ApolloProvider client={client}>
        <Plan />
      </ApolloProvider>,
    );
    expect(await screen.findByText("plan: PREMIUM")).toBeInTheDocument();
    expect(sent).toEqual(["MyMembership"]);
  });

  it("starting the same query twice sends it once", () => {
    const { client, sent } = countingClient([premium]);
    startFirstQuery(client, firstQuery(PLAN_QUERY));
    startFirstQuery(client, firstQuery(PLAN_QUERY));
    expect(sent).toEqual(["MyMembership"]);
  });

  it("a query started with other options is not adopted: the hook asks for its own", async () => {
    const { client } = countingClient([premium, premium]);
    startFirstQuery(client, firstQuery({ query: MyMembershipDocument, fetchPolicy: "cache-first" }));
    render(
      <ApolloProvider client={client}>
        <Plan />
      </ApolloProvider>,
    );
    expect(await screen.findByText("plan: PREMIUM")).toBeInTheDocument();
    // Two queries (Apollo joins the second request to the one in flight).
    expect(client.getObservableQueries("all").size).toBe(2);
  });

  it("tells when every first query has its first answer, an error counting as one", async () => {
    const failing: MockLink.MockedResponse = { request: { query: MyMembershipDocument }, error: new Error("network down") };
    const { client } = countingClient([premium]);
    const Part = withFirstQueries(Plan, () => [firstQuery(PLAN_QUERY)]);
    const { answered } = await startFirstQueries(client, [Part]);
    let settled = false;
    void answered.then(() => (settled = true));
    await act(() => answered);
    expect(settled).toBe(true);
    const down = countingClient([failing]).client;
    await expect(startFirstQuery(down, firstQuery(PLAN_QUERY))).resolves.toBeUndefined();
    // A second start of the same query settles with the first.
    await expect(startFirstQuery(down, firstQuery(PLAN_QUERY))).resolves.toBeUndefined();
  });

  it("a query no part adopts is let go after the adoption window", () => {
    jest.useFakeTimers();
    const { client } = countingClient([premium]);
    startFirstQuery(client, firstQuery(PLAN_QUERY));
    expect(client.getObservableQueries("all").size).toBe(1);
    act(() => jest.advanceTimersByTime(ADOPTION_WINDOW_MS));
    expect(client.getObservableQueries("all").size).toBe(0);
  });
});
