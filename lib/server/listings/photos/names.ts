/**
 * Names of the generated listing photos: `/listing-photos/<seed>-<n>.png`. The seed fixes the
 * drawing's colours and shapes, its remainder by 4 the kind of building (so a condo's photos
 * show an apartment block), and n the view: 1 is the front, 2 and up are rooms (or, for land,
 * more of the lot). Shared by the generator and the route; no server-only code here.
 */

export const PHOTO_KINDS = ["house", "townhouse", "condo", "land"] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

/** The highest photo number served (listings carry at most a handful). */
export const MAX_PHOTO_NUMBER = 20;
/** Seeds are below 2^31 so they stay small, positive integers in URLs. */
export const MAX_PHOTO_SEED = 2 ** 31 - 1;

/** The kind of building a photo seed draws. */
export function photoKindOfSeed(seed: number): PhotoKind {
  return PHOTO_KINDS[seed % PHOTO_KINDS.length]!;
}

/** A photo seed from 32 random bits that draws the given kind. */
export function photoSeedOfKind(bits: number, kind: PhotoKind): number {
  return (bits >>> 3) * PHOTO_KINDS.length + PHOTO_KINDS.indexOf(kind);
}

/** The path of photo n of a seed. */
export function photoPath(seed: number, n: number): string {
  return `/listing-photos/${seed}-${n}.png`;
}

/** Reads `<seed>-<n>.png`; null for any other name (the route answers 404). */
export function parsePhotoName(name: string): { seed: number; n: number } | null {
  const match = /^(0|[1-9]\d{0,9})-([1-9]\d?)\.png$/.exec(name);
  if (!match) return null;
  const seed = Number(match[1]);
  const n = Number(match[2]);
  if (seed > MAX_PHOTO_SEED || n > MAX_PHOTO_NUMBER) return null;
  return { seed, n };
}
