import "server-only";

import { readFileSync } from "node:fs";
import path from "node:path";

import { distDirName } from "@/lib/build/dist-dir.mjs";
import { SIGNED_IN_CHUNKS_FILE, type SignedInChunks } from "@/lib/build/signed-in-chunks";

/**
 * The manifest in the build directory `distDir` (lib/build/signed-in-chunks.ts), each entry's
 * URLs under /_next/static/ only; empty when there is none (a development server) or it cannot
 * be read, and the pages then load their parts as they would without it.
 */
export function readSignedInChunks(distDir: string): SignedInChunks {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path.resolve(distDir, SIGNED_IN_CHUNKS_FILE), "utf8"));
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
    const manifest: Record<string, readonly string[]> = {};
    for (const [name, urls] of Object.entries(parsed))
      if (Array.isArray(urls)) manifest[name] = urls.filter((url): url is string => typeof url === "string" && url.startsWith("/_next/static/"));
    return manifest;
  } catch {
    return {};
  }
}

let cached: SignedInChunks | undefined;

/** The scripts of the named signed-in chunk groups of this server's build, each once, in the order named. */
export function signedInChunkUrls(groups: readonly string[]): string[] {
  cached ??= readSignedInChunks(distDirName());
  const manifest = cached;
  return [...new Set(groups.flatMap((group) => manifest[group] ?? []))];
}
