/**
 * The items of a list after "Load more": those held, then each of a further page's items not
 * held already. An item whose key is held (the list moved between two requests, or a page was
 * fetched again) keeps its place and is not shown twice; an item with no key is always added.
 * Apollo's paged fields key items by cache id, the listing search and the saved homes by hashid.
 */
export function appendUnheld<T>(held: readonly T[], incoming: readonly T[], key: (item: T) => string | undefined): T[] {
  const keys = new Set(held.map(key).filter((found): found is string => found !== undefined));
  const added = incoming.filter((item) => {
    const found = key(item);
    return found === undefined || !keys.has(found);
  });
  return [...held, ...added];
}
