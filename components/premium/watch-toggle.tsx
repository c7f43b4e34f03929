"use client";

import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";

import { IntentLink } from "@/components/layout/intent-link";
import { MyMembershipDocument, UnwatchListingDocument, WatchedListingsDocument, WatchListingDocument } from "@/graphql/generated/operations";
import { describeError } from "@/lib/apollo/errors";

/** Premium: "Email me price changes" for one saved home (the watched list is one shared query). */
export function WatchToggle({ hashid, address }: { hashid: string; address: string }) {
  const membership = useQuery(MyMembershipDocument, { fetchPolicy: "cache-first" });
  const allowed = membership.data?.me?.membership.priceAlerts === true;
  const watched = useQuery(WatchedListingsDocument, { skip: !allowed, fetchPolicy: "cache-first" });
  const [watch] = useMutation(WatchListingDocument, { refetchQueries: [WatchedListingsDocument] });
  const [unwatch] = useMutation(UnwatchListingDocument, { refetchQueries: [WatchedListingsDocument] });
  const [problem, setProblem] = useState<string | null>(null);
  // The box follows the click at once; a refused change puts it back.
  const [chosen, setChosen] = useState<boolean | null>(null);
  if (!allowed) return null;
  const checked = chosen ?? watched.data?.watchedListings.includes(hashid) ?? false;
  const onChange = async (next: boolean) => {
    setProblem(null);
    setChosen(next);
    try {
      const result = next ? await watch({ variables: { hashid } }) : await unwatch({ variables: { hashid } });
      if (result.error) {
        setChosen(null);
        setProblem(describeError(result.error));
      }
    } catch (caught) {
      setChosen(null);
      setProblem(describeError(caught));
    }
  };
  return (
    <span>
      <label>
        <input type="checkbox" checked={checked} disabled={!watched.data} onChange={(event) => void onChange(event.target.checked)} /> Email me price changes
        <span className="visually-hidden"> of {address}</span>
      </label>
      {problem ? <span role="alert"> {problem}</span> : null}
    </span>
  );
}

/** One line above the saved homes: what price alerts are, or that they come with premium. */
export function PriceAlertsNote() {
  const membership = useQuery(MyMembershipDocument, { fetchPolicy: "cache-and-network" });
  const plan = membership.data?.me?.membership;
  if (!plan) return null;
  return plan.priceAlerts ? (
    <p>Tick &ldquo;Email me price changes&rdquo; on a home: when its price or status changes, you get one email a day at most listing the changes.</p>
  ) : (
    <p>
      Email alerts when a saved home&apos;s price changes come with <IntentLink href="/premium/">premium</IntentLink>.
    </p>
  );
}
