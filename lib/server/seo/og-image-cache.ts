import "server-only";

import { LRUCache } from "lru-cache";

import { getOrComputeAsync } from "@/lib/cache/lru";
import { OG_DESIGN_VERSION, type OgCard } from "@/lib/seo/og-image";

import { renderOgCard } from "./og-card-image";

// A card costs 30-240 ms of CPU to draw and ~30-60 KB as a PNG: keep the last 200 drawn (a few
// MB), so each page's image is drawn once per process rather than once per request.
const CACHE_LIMIT = 200;
const cache = new LRUCache<string, Promise<Uint8Array>>({ max: CACHE_LIMIT });

/** How a card is drawn (the real drawing; a test may count the calls). */
export type DrawCard = (card: OgCard) => Promise<ArrayBuffer>;

const drawWithNextOg: DrawCard = async (card) => (await renderOgCard(card)).arrayBuffer();

/**
 * The PNG of a card: drawn on first use, then kept (the last `CACHE_LIMIT` cards). Keyed by the
 * card's full text, so two pages with the same card share one drawing; callers asking at once
 * share one draw, and a failed draw is not kept.
 */
export function ogCardPng(card: OgCard, draw: DrawCard = drawWithNextOg): Promise<Uint8Array> {
  const key = JSON.stringify([OG_DESIGN_VERSION, card.title, card.subtitle ?? ""]);
  return getOrComputeAsync(cache, key, async () => new Uint8Array(await draw(card)));
}
