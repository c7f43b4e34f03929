import "server-only";

import Sqids from "sqids";

/**
 * Public listing ids: the row id encoded with sqids (a fixed shuffled alphabet, at least 8
 * characters), so the API never shows the row id and ids are not sequential to the eye. Not a
 * secret: anyone may read a listing. Changing the alphabet changes every listing URL.
 */
const sqids = new Sqids({ alphabet: "k3G7QAe51FCsPW92uEOyq4Bg6Sp8YzVTmnU0liwDjXRtxNhbvMcLJfKIaZodHr", minLength: 8 });

/** The public hashid of a listing row id. */
export function listingHashid(id: number): string {
  return sqids.encode([id]);
}

/**
 * The row id of a hashid, or null when it is not one this site issued (sqids decodes many
 * strings; only the canonical encoding of one id is accepted).
 */
export function listingIdFromHashid(hashid: string): number | null {
  if (hashid.length < 8 || hashid.length > 16 || !/^[0-9A-Za-z]+$/.test(hashid)) return null;
  const ids = sqids.decode(hashid);
  if (ids.length !== 1) return null;
  const id = ids[0]!;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  return sqids.encode([id]) === hashid ? id : null;
}
