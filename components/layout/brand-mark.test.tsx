import { readFileSync } from "node:fs";
import { join } from "node:path";

import { renderToStaticMarkup } from "react-dom/server";

import { BrandMark } from "./brand-mark";

/** The drawing's shapes (rect, path, circle) with their attributes, in order. */
function shapes(svg: string): string[] {
  return [...svg.matchAll(/<(rect|path|circle)\b([^>]*?)\/?>/g)].map((match) => {
    const attributes = [...(match[2] ?? "").matchAll(/([a-z-]+)="([^"]*)"/gi)].map(([, name, value]) => `${name}=${value}`);
    return `${match[1]} ${attributes.sort().join(" ")}`;
  });
}

describe("BrandMark", () => {
  const markup = renderToStaticMarkup(<BrandMark />);

  it("draws exactly what public/icon.svg (the favicon and app icons' source) draws", () => {
    const file = readFileSync(join(process.cwd(), "public/icon.svg"), "utf8");
    expect(shapes(markup)).toEqual(shapes(file));
    expect(shapes(markup)).toHaveLength(4);
  });

  it("is decorative and sized like the header's text", () => {
    expect(markup).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(markup).toContain('width="32"');
    expect(markup).toContain('height="32"');
    expect(markup).not.toMatch(/<title>|role=/);
  });
});
