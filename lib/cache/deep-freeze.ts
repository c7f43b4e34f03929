/**
 * `value` and every object and array inside it, frozen: a cached answer that many requests share
 * (a page of listing results, a kept GraphQL answer) cannot be changed by one for another.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
