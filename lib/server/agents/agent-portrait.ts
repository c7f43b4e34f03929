import "server-only";

import { Random } from "@/lib/server/listings/sample/random";

const SKIN = ["#f1c9a5", "#e0ac69", "#c68642", "#8d5524", "#ffdbac", "#a86b3c"];
const HAIR = ["#2c1b10", "#4a2f1b", "#8a5a2b", "#c9a15b", "#1b1b1b", "#6e6e6e", "#a33b1f"];
const BACKGROUND = ["#dbe8f5", "#e5f2e0", "#f5eadb", "#ece0f5", "#f5dde0", "#dff3f2"];
const CLOTHES = ["#1f4e79", "#2e6b3a", "#6b2e5a", "#3d3d3d", "#8a4b12", "#205e6e"];

/** The portrait names served: "<seed>.svg", seed 0-999999. */
export function parsePortraitName(name: string): number | null {
  const match = /^(\d{1,6})\.svg$/.exec(name);
  return match ? Number(match[1]) : null;
}

/**
 * A sample agent's portrait: a flat drawing (not a photo of anyone) generated from the seed,
 * the same SVG every time. 160x160.
 */
export function drawAgentPortrait(seed: number): string {
  const r = new Random(70_000 + seed);
  const skin = r.pick(SKIN);
  const hair = r.pick(HAIR);
  const bg = r.pick(BACKGROUND);
  const clothes = r.pick(CLOTHES);
  const longHair = r.chance(0.45);
  const glasses = r.chance(0.3);
  const hairShape = longHair
    ? `<path d="M44 78c0-30 16-48 36-48s36 18 36 48v40H44z" fill="${hair}"/>`
    : `<path d="M50 70c0-24 12-38 30-38s30 14 30 38c-6-10-16-16-30-16s-24 6-30 16z" fill="${hair}"/>`;
  const eyes = glasses
    ? `<g fill="none" stroke="#222" stroke-width="2.5"><circle cx="70" cy="76" r="7"/><circle cx="90" cy="76" r="7"/><path d="M77 76h6"/></g>`
    : `<g fill="#222"><circle cx="70" cy="76" r="3"/><circle cx="90" cy="76" r="3"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img" aria-label="Drawn portrait of a fictional sample agent">
<rect width="160" height="160" fill="${bg}"/>
${longHair ? hairShape : ""}
<path d="M30 160c4-30 24-44 50-44s46 14 50 44z" fill="${clothes}"/>
<rect x="72" y="98" width="16" height="20" fill="${skin}"/>
<ellipse cx="80" cy="78" rx="26" ry="30" fill="${skin}"/>
${longHair ? "" : hairShape}
${eyes}
<path d="M72 92q8 7 16 0" fill="none" stroke="#7a3b2e" stroke-width="2.5" stroke-linecap="round"/>
</svg>`;
}
