"use client";

import { useApolloClient, useMutation } from "@apollo/client/react";
import { memo, useCallback, useDeferredValue, useState } from "react";
import { preload } from "react-dom";

import { LoadFailed } from "@/components/account/load-failed";
import { IntentLink } from "@/components/layout/intent-link";
import { PriceAlertsNote, usePriceAlerts, WatchToggle, type PriceAlerts } from "@/components/premium/watch-toggle";
import { MyFavoriteListingsDocument } from "@/graphql/generated/documents/my-favorite-listings";
import { UnfavoriteListingDocument } from "@/graphql/generated/documents/unfavorite-listing";
import { describeError } from "@/lib/apollo/errors";
import { withFirstQueries } from "@/lib/apollo/first-queries";
import { useQueryInSlices } from "@/lib/apollo/use-query-in-slices";
import { loanFromParams, storedLoan, storeLoan, withLoan, DEFAULT_LISTING_LOAN, type LoanFromAddress } from "@/lib/listings/assumptions";
import type { PaymentScenario } from "@/lib/listings/search";

import { LoanAssumptions, LoanErrors } from "../loan-assumptions";
import { ListingCard } from "../listing-card";
import cardStyles from "../listing-card.module.css";
import { toScenarioInput } from "../scenario-input";
import { firstPageQuery, savedHomesFirstQueries } from "./saved-homes-queries";
import { appendSavedPage, withoutSavedHome, type SavedPage } from "./saved-page";
import { toCardListing, type SavedListingItem } from "./to-card-listing";

/**
 * The cards whose photos are asked for at once, at high priority: the first card's, the page's
 * largest paint. On a phone the second card starts below the first screen, and its photo asked
 * for beside the first took half the connection from it; on a wider screen the cards beside the
 * first are in view at the first layout and their (lazy) photos load then.
 */
const EAGER_PHOTOS = 1;

/**
 * The signed-in user's saved homes, newest first: a card per home with its monthly payment for
 * the visitor's listing loan (the address's, else the stored one: lib/listings/assumptions.ts),
 * the loan shown and changeable, a Remove button, and "Load more" for the next page. Mounted
 * for a signed-in visitor only (saved-homes-app.tsx: a signed-out one is sent to sign in and back).
 *
 * The list is held here, not in Apollo's cache: each page is asked for with "no-cache", so a
 * page of homes is not normalised into the cache and read back on the main thread (over a
 * quarter of the page's blocking time), and the first page the server answers (on each visit, or
 * a new loan) replaces what was held while "Load more" appends (saved-page.ts). The first page,
 * the plan and the watched list are asked for as soon as this code has loaded (first-queries.ts).
 */
export const SavedHomes = withFirstQueries(SavedHomesList, () => savedHomesFirstQueries(readLoan().loan));

/** The loan the payments are for: the address's, else the stored one, else the default (browser only). */
function readLoan(): LoanFromAddress {
  const fromAddress = loanFromParams(new URLSearchParams(window.location.search));
  if (fromAddress.fromAddress) return fromAddress;
  return { loan: storedLoan() ?? DEFAULT_LISTING_LOAN, fromAddress: false, errors: [] };
}

function SavedHomesList() {
  // Mounted in the browser only (after sign-in is known), so the address and storage are readable.
  const [{ loan, errors }] = useState<LoanFromAddress>(() => {
    const read = readLoan();
    if (read.fromAddress && read.errors.length === 0) storeLoan(read.loan);
    return read;
  });
  const { query, ...options } = firstPageQuery(loan);
  const { data, error, loading, refetch } = useQueryInSlices(query, options);
  const client = useApolloClient();
  // The first page as answered, and what is held: that page, further pages appended, removals applied.
  const firstPage = data?.myFavoriteListings ?? null;
  // The first cards' photos (the page's largest paint) are asked for as soon as the answer is
  // in, while the list waits for the plan and renders, not once the cards are committed.
  for (const item of firstPage?.items.slice(0, EAGER_PHOTOS) ?? []) if (item.photo) preload(item.photo, { as: "image", fetchPriority: "high" });
  const [answered, setAnswered] = useState<SavedPage | null>(firstPage);
  const [held, setHeld] = useState<SavedPage | null>(firstPage);
  if (firstPage !== answered) {
    setAnswered(firstPage);
    setHeld(firstPage);
  }
  const [unfavorite] = useMutation(UnfavoriteListingDocument);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const alerts = usePriceAlerts();
  // Stable, so a removal re-renders only the card whose button it holds.
  const remove = useCallback(
    async (hashid: string, address: string) => {
      setRemoving((held) => new Set(held).add(hashid));
      setMessage(null);
      try {
        // The client's errorPolicy is "all": a refused or failed mutation resolves with `error`.
        const result = await unfavorite({ variables: { hashid } });
        if (result.error) setMessage({ text: `Could not remove ${address}: ${describeError(result.error)}`, error: true });
        else {
          setHeld((list) => list && withoutSavedHome(list, hashid));
          setMessage({ text: `Removed ${address} from your saved homes.`, error: false });
        }
      } catch (caught) {
        setMessage({ text: `Could not remove ${address}: ${describeError(caught)}`, error: true });
      } finally {
        setRemoving((held) => {
          const next = new Set(held);
          next.delete(hashid);
          return next;
        });
      }
    },
    [unfavorite],
  );

  // The list is laid out once the plan and the watched list are known too (its note and each
  // card's alert box depend on them; all come in one request), so nothing moves when they arrive
  // and each card renders once. The answers come in transitions (useQueryInSlices), which React
  // renders in time slices; "Load more" and a removal are plain updates, so the list is rendered
  // from a deferred copy, whose render yields between cards too (docs/architecture.md, Signed-in
  // pages).
  const page = useDeferredValue(alerts.settled ? held : null, null);
  const assumptions = (
    <>
      <LoanErrors errors={errors} />
      <LoanAssumptions loan={loan} action="/saved-homes/" idPrefix="sh" />
    </>
  );
  if (!page) {
    if (loading || !alerts.settled || held) return <p role="status">Loading your saved homes…</p>;
    return <LoadFailed error={error} what="your saved homes" onRetry={() => void refetch()} />;
  }

  const items: readonly SavedListingItem[] = page.items;

  const loadMore = async () => {
    setLoadingMore(true);
    setMessage(null);
    try {
      // The items held are the start of the list as it is now (removals included): ask for the
      // page that holds the next one; appending drops the ones already held.
      const list = held ?? page;
      const result = await client.query({
        query: MyFavoriteListingsDocument,
        variables: { page: Math.floor(list.items.length / list.pageSize) + 1, scenario: toScenarioInput(loan) },
        fetchPolicy: "no-cache",
      });
      const more = result.data?.myFavoriteListings;
      if (result.error || !more) setMessage({ text: `Could not load more homes: ${describeError(result.error)}`, error: true });
      else setHeld((current) => (current ? appendSavedPage(current, more) : more));
    } catch (caught) {
      setMessage({ text: `Could not load more homes: ${describeError(caught)}`, error: true });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <div className="stack">
      {assumptions}
      <p aria-live="polite">{page.total === 0 ? null : page.total === 1 ? "1 saved home." : `${page.total} saved homes, newest first.`}</p>
      {message ? (
        <p role={message.error ? "alert" : "status"} className={message.error ? "notice notice-error" : "notice"}>
          {message.text}
        </p>
      ) : null}
      {items.length > 0 && alerts.known ? <PriceAlertsNote allowed={alerts.allowed} /> : null}
      {items.length === 0 ? (
        <div className="notice">
          <p>You have no saved homes yet. Tap the heart on a home to keep it here.</p>
          <p>
            <IntentLink href="/listings/" className="button">
              Find homes for sale
            </IntentLink>
          </p>
        </div>
      ) : (
        <ul className="card-grid" aria-label="Saved homes">
          {items.map((item, index) => (
            <SavedHome
              key={item.hashid}
              item={item}
              loan={loan}
              eager={index < EAGER_PHOTOS}
              removing={removing.has(item.hashid)}
              onRemove={remove}
              alertsOn={alerts.allowed}
              alertsReady={alerts.ready}
              watched={alerts.watched.has(item.hashid)}
              onWatch={alerts.change}
            />
          ))}
        </ul>
      )}
      {items.length < page.total ? (
        <p>
          <button type="button" className="button button-secondary" onClick={() => void loadMore()} disabled={loadingMore}>
            {loadingMore ? "Loading…" : "Load more"}
          </button>
        </p>
      ) : null}
    </div>
  );
}

interface SavedHomeProps {
  readonly item: SavedListingItem;
  readonly loan: PaymentScenario;
  readonly eager: boolean;
  readonly removing: boolean;
  readonly onRemove: (hashid: string, address: string) => Promise<void>;
  /** Price alerts: on when the plan has them, ready once the watched list has loaded. */
  readonly alertsOn: boolean;
  readonly alertsReady: boolean;
  readonly watched: boolean;
  readonly onWatch: PriceAlerts["change"];
}

/**
 * One saved home's card and actions. Memoized: "Load more", a removal or a watch change
 * re-renders only the cards whose own props changed (the cache keeps unchanged items as they were).
 */
const SavedHome = memo(function SavedHome({ item, loan, eager, removing, onRemove, alertsOn, alertsReady, watched, onWatch }: SavedHomeProps) {
  const listing = toCardListing(item);
  const address = `${listing.streetAddress}, ${listing.city}`;
  return (
    <li className={cardStyles.listItem}>
      <ListingCard
        listing={listing}
        monthlyPayment={item.scenarioPayment?.monthlyPayment ?? null}
        headingLevel={2}
        eager={eager}
        href={withLoan(`/listings/${listing.hashid}/`, loan)}
      >
        <button
          type="button"
          className="button button-secondary"
          disabled={removing}
          onClick={() => void onRemove(listing.hashid, address)}
          aria-label={`Remove ${address} from saved homes`}
        >
          Remove
        </button>{" "}
        {alertsOn ? <WatchToggle hashid={listing.hashid} address={address} watched={watched} ready={alertsReady} onChange={onWatch} /> : null}
      </ListingCard>
    </li>
  );
});
