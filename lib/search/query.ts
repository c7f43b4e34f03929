/**
 * The search query at the trust boundary: /find/?q= and the header's box. A query is trimmed,
 * its whitespace collapsed, and accepted when it has 1 to MAX_QUERY_LENGTH characters and at
 * least one letter or digit; anything else gets a message instead of results.
 */
import { z } from "@/lib/validation/zod";

import { normalizeText } from "./tokenize";

/** Longest query searched (characters after trimming). */
export const MAX_QUERY_LENGTH = 100;

export type ParsedQuery =
  | { readonly status: "ok"; readonly q: string }
  | { readonly status: "empty"; readonly q: ""; readonly message: string }
  | { readonly status: "invalid"; readonly q: string; readonly message: string };

const querySchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, " ").trim())
  .pipe(z.string().max(MAX_QUERY_LENGTH, `Searches are limited to ${MAX_QUERY_LENGTH} characters. Try a few key words.`));

/** Reads a raw `q` (a URL parameter's value or values, or anything else) into a query or a message. */
export function parseQuery(raw: unknown): ParsedQuery {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== "string" || value.trim() === "") {
    return { status: "empty", q: "", message: "Type what you are looking for: a calculator, a topic such as “FHA MIP”, a city, a county or a ZIP code." };
  }
  const parsed = querySchema.safeParse(value);
  if (!parsed.success) {
    return { status: "invalid", q: value.trim().slice(0, MAX_QUERY_LENGTH), message: parsed.error.issues[0]?.message ?? "That search could not be read." };
  }
  if (normalizeText(parsed.data) === "") {
    return { status: "invalid", q: parsed.data, message: "Searches need at least one letter or digit." };
  }
  return { status: "ok", q: parsed.data };
}

/** The /find/ address of a query. */
export function findUrl(q: string): string {
  return `/find/?${new URLSearchParams({ q }).toString()}`;
}
