import "server-only";

import { photoKindOfSeed, type PhotoKind } from "@/lib/server/listings/photos/names";
import { encodePng } from "@/lib/server/listings/photos/png";
import { Canvas, hsl, mix, type Rgb } from "@/lib/server/listings/photos/raster";
import { Random } from "@/lib/server/listings/sample/random";

/** Size of every listing drawing, in pixels (a 3:2-ish landscape photo). */
export const PHOTO_WIDTH = 640;
export const PHOTO_HEIGHT = 420;

const WHITE: Rgb = [248, 248, 244];
const DARK: Rgb = [52, 52, 58];

/** The colours of one listing: the same on each of its photos. */
interface Palette {
  readonly sky: Rgb;
  readonly skyLow: Rgb;
  readonly wall: Rgb;
  readonly trim: Rgb;
  readonly roof: Rgb;
  readonly door: Rgb;
  readonly lawn: Rgb;
  readonly interiorWall: Rgb;
  readonly floor: Rgb;
  readonly accent: Rgb;
  readonly wood: Rgb;
}

function palette(random: Random): Palette {
  const wallHue = random.pick([30, 40, 200, 210, 100, 15, 50, 0]);
  return {
    sky: hsl(random.range(195, 215), random.range(0.55, 0.8), random.range(0.55, 0.68)),
    skyLow: hsl(random.range(190, 210), 0.5, random.range(0.8, 0.88)),
    wall: hsl(wallHue, random.range(0.12, 0.4), random.range(0.62, 0.86)),
    trim: random.chance(0.7) ? WHITE : hsl(wallHue, 0.15, 0.35),
    roof: hsl(random.pick([0, 20, 210, 30]), random.range(0.05, 0.3), random.range(0.22, 0.4)),
    door: hsl(random.pick([0, 210, 120, 30, 45]), random.range(0.35, 0.6), random.range(0.25, 0.4)),
    lawn: hsl(random.range(95, 125), random.range(0.35, 0.5), random.range(0.36, 0.46)),
    interiorWall: hsl(random.range(30, 60), random.range(0.1, 0.3), random.range(0.84, 0.92)),
    floor: hsl(random.range(25, 38), random.range(0.35, 0.5), random.range(0.42, 0.58)),
    accent: hsl(random.range(0, 360), random.range(0.4, 0.6), random.range(0.45, 0.58)),
    wood: hsl(random.range(22, 32), random.range(0.35, 0.5), random.range(0.3, 0.42)),
  };
}

function skyAndGround(canvas: Canvas, p: Palette, random: Random, horizon: number): void {
  canvas.gradient(0, 0, PHOTO_WIDTH, horizon, p.sky, p.skyLow);
  canvas.ellipse(random.range(60, 580), random.range(40, 90), 26, 26, [255, 236, 170]);
  for (let i = random.int(1, 3); i > 0; i -= 1) {
    const cx = random.range(40, 600);
    const cy = random.range(30, horizon * 0.45);
    for (const [dx, dy, r] of [
      [-28, 6, 20],
      [0, 0, 28],
      [30, 6, 20],
    ] as const)
      canvas.ellipse(cx + dx, cy + dy, r * 1.3, r * 0.8, [250, 250, 252]);
  }
  canvas.gradient(0, horizon, PHOTO_WIDTH, PHOTO_HEIGHT - horizon, p.lawn, mix(p.lawn, [30, 60, 20], 0.35));
}

function tree(canvas: Canvas, x: number, base: number, size: number, leaves: Rgb): void {
  canvas.rect(x - size * 0.08, base - size * 0.9, size * 0.16, size * 0.9, [96, 70, 48]);
  canvas.ellipse(x, base - size * 1.05, size * 0.55, size * 0.6, leaves);
  canvas.ellipse(x - size * 0.25, base - size * 0.85, size * 0.35, size * 0.35, mix(leaves, [0, 0, 0], 0.12));
}

function shrub(canvas: Canvas, x: number, base: number, width: number, leaves: Rgb): void {
  canvas.ellipse(x, base - width * 0.25, width / 2, width * 0.3, leaves);
}

function window(canvas: Canvas, x: number, y: number, w: number, h: number, p: Palette): void {
  canvas.rect(x - 3, y - 3, w + 6, h + 6, p.trim);
  canvas.gradient(x, y, w, h, [150, 190, 215], [92, 124, 150]);
  canvas.rect(x + w / 2 - 1.5, y, 3, h, p.trim);
  canvas.rect(x, y + h / 2 - 1.5, w, 3, p.trim);
}

function door(canvas: Canvas, x: number, base: number, w: number, h: number, p: Palette): void {
  canvas.rect(x - 4, base - h - 4, w + 8, h + 4, p.trim);
  canvas.rect(x, base - h, w, h, p.door);
  canvas.ellipse(x + w * 0.8, base - h * 0.48, 2.5, 2.5, [220, 190, 90]);
}

function house(canvas: Canvas, p: Palette, random: Random): void {
  const horizon = 270;
  skyAndGround(canvas, p, random, horizon);
  const width = random.range(300, 380);
  const left = (PHOTO_WIDTH - width) / 2 + random.range(-40, 40);
  const storeys = random.chance(0.45) ? 2 : 1;
  const wallHeight = storeys === 2 ? 150 : 95;
  const base = horizon + 55;
  const top = base - wallHeight;
  const roofHeight = random.range(55, 90);
  const overhang = 18;
  const leaves = mix(p.lawn, [20, 70, 20], 0.4);
  tree(canvas, left - 40, base - 5, random.range(90, 130), leaves);
  // Chimney behind the roof, then the roof (gable or hip), then the walls.
  if (random.chance(0.5)) canvas.rect(left + width * 0.72, top - roofHeight * 0.8, 22, roofHeight * 0.8, mix(p.roof, [150, 70, 50], 0.5));
  if (random.chance(0.5)) {
    canvas.polygon(
      [
        [left - overhang, top],
        [left + width / 2, top - roofHeight],
        [left + width + overhang, top],
      ],
      p.roof,
    );
  } else {
    canvas.polygon(
      [
        [left - overhang, top],
        [left + width * 0.22, top - roofHeight],
        [left + width * 0.78, top - roofHeight],
        [left + width + overhang, top],
      ],
      p.roof,
    );
  }
  canvas.rect(left, top, width, wallHeight, p.wall);
  canvas.rect(left - overhang, top - 4, width + overhang * 2, 6, mix(p.roof, [0, 0, 0], 0.25));
  const garage = random.chance(0.5);
  const bodyWidth = garage ? width * 0.64 : width;
  if (garage) {
    const gx = left + bodyWidth + 10;
    const gw = width - bodyWidth - 22;
    canvas.rect(gx, base - 62, gw, 62, p.trim);
    for (let i = 0; i < 4; i += 1) canvas.rect(gx + 4, base - 58 + i * 15, gw - 8, 12, mix(p.trim, [120, 120, 120], 0.2));
    canvas.polygon(
      [
        [gx + gw / 2 - 40, base],
        [gx + gw / 2 + 40, base],
        [gx + gw / 2 + 70, PHOTO_HEIGHT],
        [gx + gw / 2 - 70, PHOTO_HEIGHT],
      ],
      [180, 178, 172],
    );
  }
  const doorX = left + bodyWidth / 2 - 18;
  door(canvas, doorX, base, 36, 68, p);
  canvas.polygon(
    [
      [doorX + 6, base],
      [doorX + 30, base],
      [doorX + 60, PHOTO_HEIGHT],
      [doorX - 24, PHOTO_HEIGHT],
    ],
    [196, 186, 170],
  );
  for (const fx of [0.16, 0.78]) window(canvas, left + bodyWidth * fx - 24, base - 70, 48, 44, p);
  if (storeys === 2) for (const fx of [0.16, 0.5, 0.78]) window(canvas, left + bodyWidth * fx - 22, top + 22, 44, 40, p);
  for (let x = left + 10; x < left + width; x += random.range(34, 52)) shrub(canvas, x, base + 6, random.range(26, 40), leaves);
  tree(canvas, left + width + 60, base + 10, random.range(100, 150), leaves);
}

function townhouses(canvas: Canvas, p: Palette, random: Random): void {
  const horizon = 275;
  skyAndGround(canvas, p, random, horizon);
  const units = 3;
  const unitWidth = 150;
  const left = (PHOTO_WIDTH - units * unitWidth) / 2;
  const base = horizon + 50;
  const height = 190;
  for (let u = 0; u < units; u += 1) {
    const x = left + u * unitWidth;
    const wall = mix(p.wall, hsl(random.range(0, 360), 0.3, 0.7), u === 1 ? 0 : 0.35);
    const roofPeak = base - height - random.range(30, 45);
    canvas.polygon(
      [
        [x - 4, base - height],
        [x + unitWidth / 2, roofPeak],
        [x + unitWidth + 4, base - height],
      ],
      p.roof,
    );
    canvas.rect(x, base - height, unitWidth, height, wall);
    canvas.rect(x, base - height, 3, height, mix(wall, [0, 0, 0], 0.2));
    door(canvas, x + 20, base, 32, 64, p);
    window(canvas, x + 78, base - 66, 46, 42, p);
    window(canvas, x + 22, base - height + 26, 40, 40, p);
    window(canvas, x + 84, base - height + 26, 40, 40, p);
    canvas.rect(x + 14, base, 44, 8, [190, 182, 170]);
  }
  const leaves = mix(p.lawn, [20, 70, 20], 0.4);
  tree(canvas, left - 30, base + 10, 120, leaves);
  tree(canvas, left + units * unitWidth + 40, base + 12, 130, leaves);
}

function condo(canvas: Canvas, p: Palette, random: Random): void {
  const horizon = 300;
  skyAndGround(canvas, p, random, horizon);
  const floors = random.int(4, 7);
  const floorHeight = 38;
  const width = random.range(340, 420);
  const left = (PHOTO_WIDTH - width) / 2;
  const base = horizon + 40;
  const top = base - floors * floorHeight - 10;
  canvas.rect(left - 70, top + 60, 80, base - top - 60, mix(p.wall, [120, 120, 130], 0.5));
  canvas.rect(left, top, width, base - top, p.wall);
  canvas.rect(left - 6, top - 8, width + 12, 10, mix(p.roof, [0, 0, 0], 0.2));
  const columns = Math.floor(width / 62);
  const gap = width / columns;
  for (let f = 0; f < floors; f += 1) {
    const y = top + 14 + f * floorHeight;
    if (random.chance(0.5) && f < floors - 1) canvas.rect(left, y + floorHeight - 10, width, 4, mix(p.trim, p.wall, 0.3));
    for (let c = 0; c < columns; c += 1) {
      if (f === floors - 1 && c === Math.floor(columns / 2)) continue;
      canvas.gradient(left + c * gap + 12, y, gap - 24, floorHeight - 16, [160, 196, 220], [90, 120, 150]);
    }
  }
  const entrance = left + Math.floor(columns / 2) * gap + 6;
  canvas.rect(entrance - 10, base - 44, gap + 8, 6, DARK);
  canvas.rect(entrance, base - 38, gap - 12, 38, [120, 150, 170]);
  canvas.rect(entrance + (gap - 12) / 2 - 1, base - 38, 2, 38, DARK);
  canvas.rect(0, base, PHOTO_WIDTH, 14, [186, 182, 176]);
  const leaves = mix(p.lawn, [20, 70, 20], 0.4);
  for (let x = 30; x < PHOTO_WIDTH; x += random.range(110, 170))
    if (x < left - 20 || x > left + width + 20) tree(canvas, x, base + 40, random.range(90, 130), leaves);
}

function land(canvas: Canvas, p: Palette, random: Random): void {
  const horizon = random.range(200, 250);
  skyAndGround(canvas, p, random, horizon);
  const far = mix(p.lawn, p.skyLow, 0.45);
  const hills: [number, number][] = [[0, horizon]];
  for (let x = 0; x <= PHOTO_WIDTH; x += 40) hills.push([x, horizon - 25 - 25 * Math.sin(x / random.range(70, 120) + random.range(0, 6))]);
  hills.push([PHOTO_WIDTH, horizon]);
  canvas.polygon(hills, far);
  const leaves = mix(p.lawn, [20, 70, 20], 0.45);
  for (let i = random.int(2, 6); i > 0; i -= 1) tree(canvas, random.range(20, 620), horizon + random.range(0, 20), random.range(40, 80), leaves);
  const fenceY = horizon + random.range(70, 110);
  canvas.rect(0, fenceY - 30, PHOTO_WIDTH, 4, p.wood);
  canvas.rect(0, fenceY - 16, PHOTO_WIDTH, 4, p.wood);
  for (let x = 10; x < PHOTO_WIDTH; x += 64) canvas.rect(x, fenceY - 38, 7, 40, mix(p.wood, [0, 0, 0], 0.15));
  const signX = random.range(80, 520);
  canvas.rect(signX, fenceY + 20, 6, 80, p.wood);
  canvas.rect(signX - 40, fenceY + 20, 86, 46, WHITE);
  canvas.rect(signX - 34, fenceY + 28, 74, 10, p.accent);
  canvas.rect(signX - 34, fenceY + 46, 50, 8, [150, 150, 150]);
}

/** Rooms shown after the front view, in order; the list repeats past its end. */
const ROOMS = ["living", "kitchen", "bedroom", "bathroom", "dining"] as const;

function room(canvas: Canvas, p: Palette, random: Random, kind: (typeof ROOMS)[number]): void {
  const floorY = 280;
  canvas.rect(0, 0, PHOTO_WIDTH, floorY, kind === "bathroom" ? mix(p.interiorWall, [200, 220, 230], 0.5) : p.interiorWall);
  if (kind === "bathroom" || kind === "kitchen") {
    canvas.rect(0, floorY, PHOTO_WIDTH, PHOTO_HEIGHT - floorY, mix(p.interiorWall, [120, 120, 120], 0.35));
    for (let x = 0; x < PHOTO_WIDTH; x += 64) canvas.rect(x, floorY, 2, PHOTO_HEIGHT - floorY, mix(p.interiorWall, [60, 60, 60], 0.4));
  } else {
    canvas.rect(0, floorY, PHOTO_WIDTH, PHOTO_HEIGHT - floorY, p.floor);
    for (let y = floorY + 14; y < PHOTO_HEIGHT; y += 18) canvas.rect(0, y, PHOTO_WIDTH, 2, mix(p.floor, [0, 0, 0], 0.15));
  }
  canvas.rect(0, floorY - 8, PHOTO_WIDTH, 8, WHITE);
  // A window onto the sky, on the left or right.
  const wx = random.chance(0.5) ? 60 : 420;
  canvas.rect(wx - 6, 50, 172, 152, WHITE);
  canvas.gradient(wx, 56, 160, 140, p.sky, p.skyLow);
  canvas.rect(wx, 168, 160, 28, mix(p.lawn, p.skyLow, 0.3));
  canvas.rect(wx + 77, 56, 6, 140, WHITE);
  const cx = wx < 300 ? 380 : 170;
  switch (kind) {
    case "living":
      canvas.rect(cx - 150, floorY + 70, 300, 40, mix(p.accent, WHITE, 0.5));
      canvas.rect(cx - 140, floorY - 60, 280, 70, p.accent);
      canvas.rect(cx - 140, floorY - 20, 280, 40, mix(p.accent, [0, 0, 0], 0.15));
      canvas.rect(cx - 160, floorY - 40, 24, 60, mix(p.accent, [0, 0, 0], 0.25));
      canvas.rect(cx + 136, floorY - 40, 24, 60, mix(p.accent, [0, 0, 0], 0.25));
      canvas.rect(cx - 60, 70, 120, 80, p.wood);
      canvas.rect(cx - 52, 78, 104, 64, hsl(random.range(0, 360), 0.4, 0.6));
      break;
    case "kitchen":
      canvas.rect(0, 30, PHOTO_WIDTH, 70, p.wood);
      for (let x = 6; x < PHOTO_WIDTH; x += 80) canvas.rect(x, 36, 72, 58, mix(p.wood, WHITE, 0.2));
      canvas.rect(0, floorY - 100, PHOTO_WIDTH, 100, p.wood);
      canvas.rect(0, floorY - 106, PHOTO_WIDTH, 10, [70, 70, 76]);
      for (let x = 6; x < PHOTO_WIDTH; x += 80) canvas.rect(x, floorY - 90, 72, 82, mix(p.wood, WHITE, 0.2));
      canvas.rect(cx - 60, floorY - 240, 110, 240, [210, 212, 214]);
      canvas.rect(cx - 54, floorY - 150, 98, 3, [150, 150, 150]);
      break;
    case "bedroom":
      canvas.rect(cx - 150, floorY - 130, 300, 60, p.wood);
      canvas.rect(cx - 160, floorY - 70, 320, 80, WHITE);
      canvas.rect(cx - 160, floorY - 30, 320, 50, p.accent);
      canvas.ellipse(cx - 70, floorY - 78, 50, 18, WHITE);
      canvas.ellipse(cx + 70, floorY - 78, 50, 18, WHITE);
      canvas.rect(cx + 180, floorY - 60, 60, 70, p.wood);
      canvas.rect(cx + 200, floorY - 110, 20, 50, [240, 220, 160]);
      break;
    case "bathroom":
      canvas.rect(cx - 170, floorY - 70, 260, 80, WHITE);
      canvas.rect(cx - 160, floorY - 60, 240, 12, [200, 224, 236]);
      canvas.rect(cx + 110, floorY - 90, 90, 100, p.wood);
      canvas.rect(cx + 110, floorY - 96, 90, 8, WHITE);
      canvas.rect(cx + 120, 70, 70, 90, [200, 220, 232]);
      break;
    case "dining":
      canvas.rect(cx - 130, floorY - 10, 260, 14, p.wood);
      canvas.rect(cx - 120, floorY + 4, 10, 70, p.wood);
      canvas.rect(cx + 110, floorY + 4, 10, 70, p.wood);
      for (const dx of [-150, 140]) {
        canvas.rect(cx + dx, floorY - 70, 10, 140, mix(p.wood, [0, 0, 0], 0.2));
        canvas.rect(cx + dx - 10, floorY + 10, 30, 8, mix(p.wood, [0, 0, 0], 0.2));
      }
      canvas.ellipse(cx, 60, 40, 14, [240, 220, 160]);
      canvas.rect(cx - 2, 0, 4, 48, DARK);
      break;
  }
}

const EXTERIORS: Record<PhotoKind, (canvas: Canvas, p: Palette, random: Random) => void> = {
  house,
  townhouse: townhouses,
  condo,
  land,
};

/**
 * Draws photo n of a listing's seed as a PNG: n = 1 is the front (a house, a row of townhouses,
 * an apartment block or a lot, by the seed's kind), n >= 2 a room (or, for land, more of the
 * lot). Colours come from the seed, so every photo of a listing matches; the same (seed, n)
 * always gives the same bytes.
 */
export function drawListingPhoto(seed: number, n: number): Buffer {
  const colours = palette(new Random(seed));
  const random = new Random((seed * 31 + n) >>> 0);
  const canvas = new Canvas(PHOTO_WIDTH, PHOTO_HEIGHT, 2);
  const kind = photoKindOfSeed(seed);
  if (n === 1 || kind === "land") EXTERIORS[kind](canvas, colours, random);
  else room(canvas, colours, random, ROOMS[(n - 2) % ROOMS.length]!);
  return encodePng(PHOTO_WIDTH, PHOTO_HEIGHT, canvas.toRgb());
}
