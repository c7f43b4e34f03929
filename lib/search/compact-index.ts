/**
 * The compact search index the header's instant results load (GET /find/index.json): the same
 * SearchDocs as the server search, as arrays instead of objects, with a version (a hash of the
 * content) so the browser keeps one copy until the content changes.
 */
import { z } from "@/lib/validation/zod";

import { SEARCH_KINDS, type SearchDoc } from "./types";

/** Bumped when the row layout changes (old copies are then refused, not misread). */
export const INDEX_FORMAT = 1;

/** [kind index, title, url, description, keywords joined by "|", weight, codes joined by "|"]. */
type Row = [number, string, string, string, string, number, string];

export interface CompactIndex {
  readonly format: number;
  /** Content hash: changes whenever any document does. */
  readonly version: string;
  readonly docs: readonly Row[];
}

/** FNV-1a 32-bit hash of a text, as 8 hex digits (a cache key, not security). */
export function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/** Packs documents into the index (ids are rebuilt from kind and url on the way back). */
export function encodeIndex(docs: readonly SearchDoc[]): CompactIndex {
  const rows: Row[] = docs.map((doc) => [
    SEARCH_KINDS.indexOf(doc.kind),
    doc.title,
    doc.url,
    doc.description,
    doc.keywords.join("|"),
    Math.round((doc.weight ?? 1) * 1000) / 1000,
    (doc.codes ?? []).join("|"),
  ]);
  return { format: INDEX_FORMAT, version: contentHash(JSON.stringify(rows)), docs: rows };
}

const rowSchema = z.tuple([
  z
    .number()
    .int()
    .min(0)
    .max(SEARCH_KINDS.length - 1),
  z.string().max(300),
  z.string().startsWith("/").max(500),
  z.string().max(1000),
  z.string().max(2000),
  z.number().finite().min(0).max(10),
  z.string().max(200),
]);
const indexSchema = z.object({ format: z.literal(INDEX_FORMAT), version: z.string().max(64), docs: z.array(rowSchema).max(5000) });

const split = (text: string) => (text === "" ? [] : text.split("|"));

/** Unpacks an index fetched from the server; null when it is not one (an old format, a broken body). */
export function decodeIndex(value: unknown): { version: string; docs: SearchDoc[] } | null {
  const parsed = indexSchema.safeParse(value);
  if (!parsed.success) return null;
  const docs = parsed.data.docs.map(([kind, title, url, description, keywords, weight, codes]): SearchDoc => ({
    id: `${SEARCH_KINDS[kind]}:${url}`,
    kind: SEARCH_KINDS[kind]!,
    title,
    url,
    description,
    keywords: split(keywords),
    weight,
    codes: split(codes),
  }));
  return { version: parsed.data.version, docs };
}
