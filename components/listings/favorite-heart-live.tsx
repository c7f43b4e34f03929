"use client";

import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";

import { FavoriteListingDocument, ListingFavoriteDocument, UnfavoriteListingDocument } from "@/graphql/generated/operations";
import { describeError } from "@/lib/apollo/errors";
import { ApolloAppProvider } from "@/lib/apollo/provider";

import { HeartIcon } from "./heart-icon";

export interface FavoriteHeartLiveProps {
  hashid: string;
  address: string;
}

/**
 * The heart for a signed-in visitor: reads `listing.isFavorite`, and toggles it at once
 * (optimistic), sending `favoriteListing` / `unfavoriteListing`; when the server refuses or
 * cannot be reached, the heart goes back to what it was and says why.
 */
function Heart({ hashid, address }: FavoriteHeartLiveProps) {
  const { data, loading } = useQuery(ListingFavoriteDocument, { variables: { hashid }, fetchPolicy: "cache-and-network" });
  const [favorite] = useMutation(FavoriteListingDocument);
  const [unfavorite] = useMutation(UnfavoriteListingDocument);
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const saved = optimistic ?? data?.listing?.isFavorite ?? false;

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
        type="button"
        className={saved ? "button" : "button button-secondary"}
        aria-pressed={saved}
        aria-label={saved ? `Saved: remove ${address} from your saved homes` : `Save ${address} to your saved homes`}
        disabled={loading && !data && optimistic === null}
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
