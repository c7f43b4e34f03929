import "server-only";

/**
 * Which named effects a request has already had. Keyed by the request object itself: graphql-yoga
 * hands every operation of a batch, and every alias of a field, the same `Request`, so an effect
 * claimed here happens at most once per HTTP request whatever the batch or the aliases ask.
 */
const claimed = new WeakMap<object, Set<string>>();

/** True the first time `name` is claimed for `request`, false on every later claim. */
export function claimOncePerRequest(request: object, name: string): boolean {
  let names = claimed.get(request);
  if (!names) {
    names = new Set();
    claimed.set(request, names);
  }
  if (names.has(name)) return false;
  names.add(name);
  return true;
}
