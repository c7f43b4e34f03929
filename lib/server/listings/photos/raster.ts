import "server-only";

/** An sRGB colour, 0-255 a channel. */
export type Rgb = readonly [number, number, number];

/**
 * A tiny RGB rasterizer: filled rectangles, polygons, ellipses and gradients, drawn at a
 * multiple of the output size and box-filtered down, which smooths the edges of roofs and
 * round things. Enough for the listing drawings; no dependency.
 */
export class Canvas {
  readonly width: number;
  readonly height: number;
  private readonly scale: number;
  private readonly pixels: Uint8Array;
  private readonly innerWidth: number;
  private readonly innerHeight: number;

  /** A canvas of width × height output pixels, drawn at `scale` × that internally. */
  constructor(width: number, height: number, scale = 2) {
    this.width = width;
    this.height = height;
    this.scale = scale;
    this.innerWidth = width * scale;
    this.innerHeight = height * scale;
    this.pixels = new Uint8Array(this.innerWidth * this.innerHeight * 3);
  }

  private span(y: number, x0: number, x1: number, color: Rgb): void {
    if (y < 0 || y >= this.innerHeight) return;
    const from = Math.max(0, Math.ceil(x0 - 0.5));
    const to = Math.min(this.innerWidth - 1, Math.floor(x1 - 0.5));
    let offset = (y * this.innerWidth + from) * 3;
    for (let x = from; x <= to; x += 1) {
      this.pixels[offset] = color[0];
      this.pixels[offset + 1] = color[1];
      this.pixels[offset + 2] = color[2];
      offset += 3;
    }
  }

  /** Fills the rectangle [x, x + w) × [y, y + h) in output coordinates. */
  rect(x: number, y: number, w: number, h: number, color: Rgb): void {
    const s = this.scale;
    const y0 = Math.max(0, Math.round(y * s));
    const y1 = Math.min(this.innerHeight, Math.round((y + h) * s));
    for (let row = y0; row < y1; row += 1) this.span(row, x * s, (x + w) * s, color);
  }

  /** Fills a polygon (even-odd rule) given as [x, y] points in output coordinates. */
  polygon(points: readonly (readonly [number, number])[], color: Rgb): void {
    const s = this.scale;
    const pts = points.map(([x, y]) => [x * s, y * s] as const);
    const minY = Math.max(0, Math.floor(Math.min(...pts.map((p) => p[1]))));
    const maxY = Math.min(this.innerHeight - 1, Math.ceil(Math.max(...pts.map((p) => p[1]))));
    const crossings: number[] = [];
    for (let row = minY; row <= maxY; row += 1) {
      const yc = row + 0.5;
      crossings.length = 0;
      for (let i = 0; i < pts.length; i += 1) {
        const [ax, ay] = pts[i]!;
        const [bx, by] = pts[(i + 1) % pts.length]!;
        if ((ay <= yc && by > yc) || (by <= yc && ay > yc)) crossings.push(ax + ((yc - ay) / (by - ay)) * (bx - ax));
      }
      crossings.sort((a, b) => a - b);
      for (let i = 0; i + 1 < crossings.length; i += 2) this.span(row, crossings[i]!, crossings[i + 1]!, color);
    }
  }

  /** Fills an axis-aligned ellipse centred at (cx, cy). */
  ellipse(cx: number, cy: number, rx: number, ry: number, color: Rgb): void {
    const s = this.scale;
    const y0 = Math.max(0, Math.floor((cy - ry) * s));
    const y1 = Math.min(this.innerHeight - 1, Math.ceil((cy + ry) * s));
    for (let row = y0; row <= y1; row += 1) {
      const dy = (row + 0.5) / s - cy;
      const k = 1 - (dy * dy) / (ry * ry);
      if (k <= 0) continue;
      const half = rx * Math.sqrt(k);
      this.span(row, (cx - half) * s, (cx + half) * s, color);
    }
  }

  /** Fills a rectangle with a vertical gradient from `top` to `bottom`. */
  gradient(x: number, y: number, w: number, h: number, top: Rgb, bottom: Rgb): void {
    const s = this.scale;
    const y0 = Math.max(0, Math.round(y * s));
    const y1 = Math.min(this.innerHeight, Math.round((y + h) * s));
    for (let row = y0; row < y1; row += 1) {
      const t = y1 - y0 <= 1 ? 0 : (row - y0) / (y1 - y0 - 1);
      this.span(row, x * s, (x + w) * s, mix(top, bottom, t));
    }
  }

  /** The picture at output size: each pixel the mean of its scale × scale block. */
  toRgb(): Uint8Array {
    const s = this.scale;
    const out = new Uint8Array(this.width * this.height * 3);
    const area = s * s;
    for (let y = 0; y < this.height; y += 1) {
      for (let x = 0; x < this.width; x += 1) {
        let r = 0;
        let g = 0;
        let b = 0;
        for (let dy = 0; dy < s; dy += 1) {
          let offset = ((y * s + dy) * this.innerWidth + x * s) * 3;
          for (let dx = 0; dx < s; dx += 1) {
            r += this.pixels[offset]!;
            g += this.pixels[offset + 1]!;
            b += this.pixels[offset + 2]!;
            offset += 3;
          }
        }
        const o = (y * this.width + x) * 3;
        out[o] = Math.round(r / area);
        out[o + 1] = Math.round(g / area);
        out[o + 2] = Math.round(b / area);
      }
    }
    return out;
  }
}

/** Linear mix of two colours, t in [0, 1]. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [Math.round(a[0] + (b[0] - a[0]) * t), Math.round(a[1] + (b[1] - a[1]) * t), Math.round(a[2] + (b[2] - a[2]) * t)];
}

/** A colour from hue (degrees), saturation and lightness (0-1). */
export function hsl(h: number, s: number, l: number): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const hp = (((h % 360) + 360) % 360) / 60;
  const x = c * (1 - Math.abs((hp % 2) - 1));
  const [r, g, b] = hp < 1 ? [c, x, 0] : hp < 2 ? [x, c, 0] : hp < 3 ? [0, c, x] : hp < 4 ? [0, x, c] : hp < 5 ? [x, 0, c] : [c, 0, x];
  const m = l - c / 2;
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}
