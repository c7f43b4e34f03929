import "server-only";

/**
 * PostgreSQL text (and jsonb) cannot hold the NUL character: a value with one fails the query
 * ("invalid byte sequence"), which reached clients as the masked unexpected error. Input with a
 * NUL is refused at the boundary instead, as a field error; no form can type one.
 */
export const NUL_TEXT_MESSAGE = "Remove the invisible NUL character from this text.";

/**
 * The dotted path of the first string under `value` that contains a NUL character (`""` for
 * `value` itself), or null when there is none.
 */
export function nulTextPath(value: unknown, path: readonly (string | number)[] = []): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path.join(".") : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulTextPath(item, [...path, index]);
      if (found !== null) return found;
    }
    return null;
  }
  // Plain objects only: a File or a byte array is not text, and walking its bytes would be slow.
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = nulTextPath(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * A plain object from any realm: parsed JSON may come from another realm's `JSON.parse` (the
 * fetch implementation's, under Jest's VM modules), whose `Object.prototype` is not this one's.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object" || Object.prototype.toString.call(value) !== "[object Object]") return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}
