"use client";

import { useMutation } from "@apollo/client/react";
import { memo, useCallback, useMemo, useState } from "react";

import { IntentLink } from "@/components/layout/intent-link";
import { UnwatchListingDocument, WatchedListingsDocument, WatchListingDocument } from "@/graphql/generated/documents/price-alerts";
import { describeError } from "@/lib/apollo/errors";
import { useQueryInSlices } from "@/lib/apollo/use-query-in-slices";

import { PRICE_ALERTS_MEMBERSHIP_QUERY, WATCHED_QUERY } from "./membership-queries";

/** Premium price alerts for a whole list of saved homes. */
export interface PriceAlerts {
  /** The visitor's plan includes price alerts. */
  readonly allowed: boolean;
  /** The plan has been read. */
  readonly known: boolean;
  /** The plan and the watched list have been read, or could not be (then no alerts, or no ticks):
   * what depends on them can be laid out. */
  readonly settled: boolean;
  /** The watched list has loaded. */
  readonly ready: boolean;
  readonly watched: ReadonlySet<string>;
  /** Watches or unwatches one home; resolves with the problem to show, or null. Stable. */
  readonly change: (hashid: string, next: boolean) => Promise<string | null>;
}

/**
 * One membership query, one watched-list query and one pair of mutations for the whole list,
 * so a list of hundreds of homes holds two cache watches instead of two per home, and each
 * toggle re-renders only when its own home's answer changes. Both queries are asked for at once
 * (the watched list is the user's own on any plan, and empty unless they had premium): the list
 * waits for both and renders each card once, instead of rendering every card again when the
 * watched list followed the plan.
 */
export function usePriceAlerts(): PriceAlerts {
  const membership = useQueryInSlices(PRICE_ALERTS_MEMBERSHIP_QUERY.query, PRICE_ALERTS_MEMBERSHIP_QUERY);
  const plan = membership.data?.me?.membership;
  const allowed = plan?.priceAlerts === true;
  const watchedQuery = useQueryInSlices(WATCHED_QUERY.query, WATCHED_QUERY);
  const [watch] = useMutation(WatchListingDocument, { refetchQueries: [WatchedListingsDocument] });
  const [unwatch] = useMutation(UnwatchListingDocument, { refetchQueries: [WatchedListingsDocument] });
  const list = watchedQuery.data?.watchedListings;
  const watched = useMemo(() => new Set(list ?? []), [list]);
  const change = useCallback(
    async (hashid: string, next: boolean) => {
      try {
        const result = next ? await watch({ variables: { hashid } }) : await unwatch({ variables: { hashid } });
        return result.error ? describeError(result.error) : null;
      } catch (caught) {
        return describeError(caught);
      }
    },
    [watch, unwatch],
  );
  return { allowed, known: plan !== undefined, settled: !membership.loading && !watchedQuery.loading, ready: list !== undefined, watched, change };
}

interface WatchToggleProps {
  readonly hashid: string;
  readonly address: string;
  readonly watched: boolean;
  readonly ready: boolean;
  readonly onChange: PriceAlerts["change"];
}

/** Premium: "Email me price changes" for one saved home ({@link usePriceAlerts} holds the list's state). */
export const WatchToggle = memo(function WatchToggle({ hashid, address, watched, ready, onChange }: WatchToggleProps) {
  const [problem, setProblem] = useState<string | null>(null);
  // The box follows the click at once; a refused change puts it back.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const checked = chosen ?? watched;
  const change = async (next: boolean) => {
    setProblem(null);
    setChosen(next);
    const refused = await onChange(hashid, next);
    if (refused) {
      setChosen(null);
      setProblem(refused);
    }
  };
  return (
    <span>
      <label>
        <input type="checkbox" checked={checked} disabled={!ready} onChange={(event) => void change(event.target.checked)} /> Email me price changes
        <span className="visually-hidden"> of {address}</span>
      </label>
      {problem ? <span role="alert"> {problem}</span> : null}
    </span>
  );
});

/** One line above the saved homes: what price alerts are, or that they come with premium. */
export function PriceAlertsNote({ allowed }: { readonly allowed: boolean }) {
  return allowed ? (
    <p>Tick &ldquo;Email me price changes&rdquo; on a home: when its price or status changes, you get one email a day at most listing the changes.</p>
  ) : (
    <p>
      Email alerts when a saved home&apos;s price changes come with <IntentLink href="/premium/">premium</IntentLink>.
    </p>
  );
}
