"use client";

import { useSyncExternalStore } from "react";

import { IntentLink } from "@/components/layout/intent-link";
import { lastSearch } from "@/lib/listings/assumptions";

function subscribeNothing(): () => void {
  return () => undefined;
}

/**
 * "Back to the search": the search the visitor last had on screen in this tab (its address,
 * kept in session storage by the search page), or `fallback` (the search with this page's
 * loan) when there is none or without JavaScript.
 */
export function BackToSearch({ fallback }: { fallback: string }) {
  const href = useSyncExternalStore(subscribeNothing, lastSearch, () => null) ?? fallback;
  return (
    <IntentLink href={href} data-testid="back-to-search">
      Back to the search
    </IntentLink>
  );
}
