import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The fallback faces in app/globals.css stand in for Open Sans until it loads. Each scales a local
 * font so that its average letter is as wide as Open Sans's (size-adjust = Open Sans's average
 * width / the local font's, both per em) and gives it Open Sans's ascent and descent divided by
 * that scale, the method next/font uses for its own fallback.
 *
 * Widths are per font unit with unitsPerEm 2048 throughout. Arial and Roboto: the capsize metrics
 * that Next.js ships (next/dist/server/capsize-font-metrics.json, `xWidthAvg`, English letter
 * frequencies), with Open Sans from the same file. DejaVu Sans: measured with fontkit from the
 * Debian font files, and Open Sans from the files the site serves, as the mean advance of the
 * string next/font uses ("aaabcdeeeefghiijklmnnoopqrrssttuvwxyz" and six spaces).
 */
const OPEN_SANS = { ascent: 2189, descent: 600 };
const FACES = [
  { family: "Open Sans Fallback Arial", weight: 400, openSansWidth: 960, localWidth: 913 },
  { family: "Open Sans Fallback Arial", weight: 700, openSansWidth: 1030, localWidth: 983 },
  { family: "Open Sans Fallback Roboto", weight: 400, openSansWidth: 960, localWidth: 911 },
  { family: "Open Sans Fallback Roboto", weight: 700, openSansWidth: 1030, localWidth: 926 },
  { family: "Open Sans Fallback DejaVu", weight: 400, openSansWidth: 42282 / 43, localWidth: 46023 / 43 },
  { family: "Open Sans Fallback DejaVu", weight: 700, openSansWidth: 45571 / 43, localWidth: 51856 / 43 },
];

const css = readFileSync(path.join(__dirname, "../../app/globals.css"), "utf8");
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => {
  const body = match[1] ?? "";
  const descriptor = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1]?.trim();
  return {
    family: descriptor("font-family")?.replace(/"/g, ""),
    weight: Number(descriptor("font-weight")),
    sizeAdjust: descriptor("size-adjust"),
    ascent: descriptor("ascent-override"),
    descent: descriptor("descent-override"),
    lineGap: descriptor("line-gap-override"),
  };
});
const percent = (value: number) => `${Number((value * 100).toFixed(2))}%`;

describe("the fallback faces sized to Open Sans", () => {
  it.each(FACES)("$family $weight", ({ family, weight, openSansWidth, localWidth }) => {
    const scale = openSansWidth / localWidth;
    const face = faces.find((candidate) => candidate.family === family && candidate.weight === weight);
    expect(face).toEqual({
      family,
      weight,
      sizeAdjust: percent(scale),
      ascent: percent(OPEN_SANS.ascent / 2048 / scale),
      descent: percent(OPEN_SANS.descent / 2048 / scale),
      lineGap: "0%",
    });
  });

  it("come after Open Sans and before the system faces in the site's font stack", () => {
    const stack = /--font:\s*([^;]+);/.exec(css)?.[1]?.replace(/\s+/g, " ");
    expect(stack).toMatch(
      /^var\(--font-open-sans, "Open Sans"\), "Open Sans Fallback Arial", "Open Sans Fallback Roboto", "Open Sans Fallback DejaVu", system-ui,/,
    );
  });
});
