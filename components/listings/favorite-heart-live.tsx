"use client";

import type { ApolloClient } from "@apollo/client";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useContext, useEffect, useRef, useState } from "react";

import { FavoriteListingDocument } from "@/graphql/generated/documents/favorite-listing";
import { ListingFavoriteDocument } from "@/graphql/generated/documents/listing-favorite";
import { ListingFavoritesDocument } from "@/graphql/generated/documents/listing-favorites";
import { UnfavoriteListingDocument } from "@/graphql/generated/documents/unfavorite-listing";
import { describeError } from "@/lib/apollo/errors";
import { ApolloAppProvider } from "@/lib/apollo/provider";

import { FavoriteListContext, type FavoriteList } from "./favorite-list";
import { HeartIcon } from "./heart-icon";

export interface FavoriteHeartLiveProps {
  hashid: string;
  address: string;
  /** Focus the heart once it is shown (the link it replaces had focus). */
  takeFocus?: boolean;
}

/**
 * Asks whether the viewer saved each home of a page of a list, once for the list's life for all
 * the page's hearts (they read the answer from the cache); resolves false when it could not be
 * read, and a heart mounting after that asks again.
 */
function fetchListOnce(client: ApolloClient, answers: FavoriteList["answers"], hashids: readonly string[]): Promise<boolean> {
  const key = hashids.join(",");
  let answer = answers.get(key);
  if (!answer) {
    answer = client
      .query({ query: ListingFavoritesDocument, variables: { hashids: [...hashids] }, fetchPolicy: "network-only" })
      .then(
        (result) => result.error === undefined,
        () => false,
      )
      .then((ok) => {
        if (!ok) answers.delete(key);
        return ok;
      });
    answers.set(key, answer);
  }
  return answer;
}

/**
 * The heart for a signed-in visitor: reads `listing.isFavorite`, and toggles it at once
 * (optimistic), sending `favoriteListing` / `unfavoriteListing`; when the server refuses or
 * cannot be reached, the heart goes back to what it was and says why. In a list of cards it reads
 * its answer from its page's one query (favorite-list.ts); alone (a listing's page), from its own.
 */
function Heart({ hashid, address, takeFocus = false }: FavoriteHeartLiveProps) {
  // In a list: its page's answer from the cache, written by one request for all its hearts.
  const list = useContext(FavoriteListContext);
  const page = list?.pages.get(hashid) ?? null;
  const answers = list?.answers;
  const inList = page !== null;
  const one = useQuery(ListingFavoriteDocument, { variables: { hashid }, fetchPolicy: "cache-and-network", skip: inList });
  const all = useQuery(ListingFavoritesDocument, { variables: { hashids: page ? [...page] : [] }, fetchPolicy: "cache-only", skip: !inList });
  const client = useApolloClient();
  const listKey = page ? page.join(",") : null;
  // The page whose answer could not be read: its hearts stop waiting for it.
  const [failedList, setFailedList] = useState<string | null>(null);
  const listFailed = listKey !== null && failedList === listKey;
  useEffect(() => {
    if (listKey === null || !answers) return;
    let live = true;
    void fetchListOnce(client, answers, listKey.split(",")).then((ok) => {
      if (live && !ok) setFailedList(listKey);
    });
    return () => {
      live = false;
    };
  }, [client, answers, listKey]);
  const data = inList ? all.data?.listingsByHashid.find((listing) => listing?.hashid === hashid) : one.data?.listing;
  const loading = inList ? all.data === undefined && !listFailed : one.loading;
  const [favorite] = useMutation(FavoriteListingDocument);
  const [unfavorite] = useMutation(UnfavoriteListingDocument);
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const saved = optimistic ?? data?.isFavorite ?? false;
  const disabled = loading && !data && optimistic === null;
  const button = useRef<HTMLButtonElement>(null);
  const focusOwed = useRef(takeFocus);
  useEffect(() => {
    // A disabled button cannot take focus: it is given once the answer has come.
    if (!focusOwed.current || disabled) return;
    focusOwed.current = false;
    button.current?.focus();
  }, [disabled]);

  const toggle = async () => {
    const next = !saved;
    setOptimistic(next);
    setPending(true);
    setError(null);
    const fail = (cause: unknown) => {
      setOptimistic(!next);
      setError(`${next ? "Could not save this home" : "Could not remove this home"}: ${describeError(cause)}`);
    };
    try {
      // The client's errorPolicy is "all": a refused or failed mutation resolves with `error`.
      const result = next ? await favorite({ variables: { hashid } }) : await unfavorite({ variables: { hashid } });
      if (result.error) fail(result.error);
    } catch (caught) {
      fail(caught);
    } finally {
      setPending(false);
    }
  };

  return (
    <span className="favorite-heart">
      <button
        ref={button}
        type="button"
        className={saved ? "button" : "button button-secondary"}
        aria-pressed={saved}
        aria-label={saved ? `Saved: remove ${address} from your saved homes` : `Save ${address} to your saved homes`}
        disabled={disabled}
        onClick={() => void toggle()}
        data-testid="favorite-heart"
        data-saved={saved ? "true" : "false"}
        data-pending={pending ? "true" : "false"}
      >
        <HeartIcon filled={saved} /> {saved ? "Saved" : "Save"}
      </button>
      {error ? (
        <span role="alert" className="field-error">
          {error}
        </span>
      ) : null}
    </span>
  );
}

/** The signed-in heart with its own Apollo provider (loaded only when signed in). */
export function FavoriteHeartLive(props: FavoriteHeartLiveProps) {
  return (
    <ApolloAppProvider>
      <Heart {...props} />
    </ApolloAppProvider>
  );
}
