import "server-only";

import { readFile } from "node:fs/promises";
import path from "node:path";

import { ImageResponse } from "next/og";

import { SITE_NAME } from "@/lib/routes";
import { OG_IMAGE_SIZE, type OgCard } from "@/lib/seo/og-image";

/**
 * Draws a share card with next/og (satori + resvg): the site's name, the page's title and its
 * subtitle on the brand colours, in the site's own Open Sans. The font is the self-hosted
 * @fontsource/open-sans file in WOFF (satori reads TTF, OTF and WOFF, not WOFF2), read from
 * node_modules on first use: no network.
 */

const FONT_DIR = path.join(process.cwd(), "node_modules", "@fontsource", "open-sans", "files");

let fonts: Promise<{ name: string; data: ArrayBuffer; weight: 400 | 700; style: "normal" }[]> | undefined;

function toArrayBuffer(buffer: Buffer): ArrayBuffer {
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
}

function loadFonts() {
  fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: "Open Sans",
      data: toArrayBuffer(await readFile(path.join(FONT_DIR, `open-sans-latin-${weight}-normal.woff`))),
      weight,
      style: "normal" as const,
    })),
  ).catch((error: unknown) => {
    // Not cached: the next image tries to read the files again.
    fonts = undefined;
    throw error;
  });
  return fonts;
}

/** Shortens text past `max` characters at a word boundary, with an ellipsis. */
export function clampText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.:;–-]+$/, "")}…`;
}

/** The card as a 1000x523 PNG response (headers: the caller's). */
export async function renderOgCard(card: OgCard): Promise<ImageResponse> {
  const title = clampText(card.title, 90);
  const subtitle = card.subtitle ? clampText(card.subtitle, 80) : undefined;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "56px 64px",
        background: "#0b2e1f",
        color: "#ffffff",
        fontFamily: "Open Sans",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", fontSize: 34, fontWeight: 700, color: "#00d777" }}>
        <div style={{ width: 44, height: 44, borderRadius: 10, background: "#00d777", marginRight: 18 }} />
        {SITE_NAME}
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ fontSize: title.length > 50 ? 54 : 66, fontWeight: 700, lineHeight: 1.15 }}>{title}</div>
        {subtitle ? <div style={{ marginTop: 22, fontSize: 30, fontWeight: 400, color: "#b8f5d5" }}>{subtitle}</div> : null}
      </div>
      <div style={{ display: "flex", height: 8, width: "100%", background: "#00d777", borderRadius: 4 }} />
    </div>,
    { ...OG_IMAGE_SIZE, fonts: await loadFonts() },
  );
}
