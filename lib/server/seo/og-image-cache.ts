import "server-only";

import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

import { LRUCache } from "lru-cache";

import { getOrComputeAsync } from "@/lib/cache/lru";
import { OG_DESIGN_VERSION, type OgCard } from "@/lib/seo/og-image";
import { serverEnv } from "@/lib/server/config";
import { logger } from "@/lib/server/logger";

import { renderOgCard } from "./og-card-image";

// A card costs 30-240 ms of CPU to draw and ~30-60 KB as a PNG: keep the last 200 drawn (a few
// MB) in memory, and every drawing on disk, so each version of a page's image is drawn once.
const CACHE_LIMIT = 200;
const cache = new LRUCache<string, Promise<Uint8Array>>({ max: CACHE_LIMIT });

/** How a card is drawn (the real drawing; a test may count the calls). */
export type DrawCard = (card: OgCard) => Promise<ArrayBuffer>;

const drawWithNextOg: DrawCard = async (card) => (await renderOgCard(card)).arrayBuffer();

/** Where drawn cards are kept on disk: DATA_DIR/og-cards/{hash of the design version and text}.png. */
function diskPath(key: string): string {
  return path.join(serverEnv().DATA_DIR, "og-cards", `${createHash("sha256").update(key).digest("hex")}.png`);
}

/** The kept drawing, or null. */
async function readKept(file: string): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await fs.readFile(file));
  } catch {
    return null;
  }
}

/** Keeps a drawing (written then renamed: a reader never sees half a file). A failed write is only logged. */
async function keep(file: string, png: Uint8Array): Promise<void> {
  try {
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, png);
    await fs.rename(temporary, file);
  } catch (error) {
    logger.warn("share image: cannot keep the drawing on disk", { error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * The PNG of a card: drawn once per version (the design version and the card's text), then served
 * from memory (the last `CACHE_LIMIT` cards) or from disk (DATA_DIR, kept across restarts). Keyed by
 * the card's full text, so two pages with the same card share one drawing; callers asking at once
 * share one draw, and a failed draw is not kept.
 */
export function ogCardPng(card: OgCard, draw: DrawCard = drawWithNextOg): Promise<Uint8Array> {
  const key = JSON.stringify([OG_DESIGN_VERSION, card.title, card.subtitle ?? ""]);
  return getOrComputeAsync(cache, key, async () => {
    const file = diskPath(key);
    const kept = await readKept(file);
    if (kept) return kept;
    const png = new Uint8Array(await draw(card));
    await keep(file, png);
    return png;
  });
}

/** Forgets the drawings held in memory (tests: the next ask reads the disk). */
export function forgetDrawingsInMemory(): void {
  cache.clear();
}
