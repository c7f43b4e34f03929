import { createContext } from "react";

/**
 * The hashids of the homes a list shows with hearts, in order. A heart inside such a list asks
 * whether its home is saved with one query for the whole list (the same query and variables for
 * every heart, so one request, one cache write and one answer for all), not with a query of its
 * own: 24 queries meant 24 cache writes, each read back by every heart (favorite-heart-live.tsx).
 */
export const FavoriteListContext = createContext<readonly string[] | null>(null);
