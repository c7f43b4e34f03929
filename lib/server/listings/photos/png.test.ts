import { inflateSync } from "node:zlib";

import { crc32, encodePng, palettize, PALETTE_SIZE } from "@/lib/server/listings/photos/png";

/** Reads a PNG's chunks, checking each CRC. */
function chunks(png: Buffer): { type: string; data: Buffer }[] {
  const out: { type: string; data: Buffer }[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("ascii", offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length)).toBe(crc32(png, offset + 4, offset + 8 + length));
    out.push({ type, data });
    offset += 12 + length;
  }
  return out;
}

/** Decodes an 8-bit indexed PNG with unfiltered rows (what encodePng writes) back to RGB. */
function decode(png: Buffer): { width: number; height: number; rgb: Uint8Array; paletteSize: number } {
  const list = chunks(png);
  expect(list.map((c) => c.type)).toEqual(["IHDR", "PLTE", "IDAT", "IEND"]);
  const ihdr = list[0]!.data;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  expect([...ihdr.subarray(8)]).toEqual([8, 3, 0, 0, 0]);
  const palette = list[1]!.data;
  expect(palette.length % 3).toBe(0);
  const raw = inflateSync(list[2]!.data);
  expect(raw.length).toBe((width + 1) * height);
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    expect(raw[y * (width + 1)]).toBe(0);
    for (let x = 0; x < width; x += 1) {
      const index = raw[y * (width + 1) + 1 + x]!;
      expect(index * 3).toBeLessThan(palette.length);
      rgb.set(palette.subarray(index * 3, index * 3 + 3), (y * width + x) * 3);
    }
  }
  expect(list[3]!.data.length).toBe(0);
  return { width, height, rgb, paletteSize: palette.length / 3 };
}

describe("encodePng", () => {
  test("CRC-32 matches the standard check value", () => {
    expect(crc32(Buffer.from("123456789", "ascii"))).toBe(0xcbf43926);
    expect(crc32(Buffer.from("IEND", "ascii"))).toBe(0xae426082);
  });

  test("signature, chunks and CRCs; an image of at most 256 colours decodes back exactly", () => {
    const width = 7;
    const height = 5;
    const rgb = new Uint8Array(width * height * 3);
    for (let i = 0; i < rgb.length; i += 1) rgb[i] = (i * 37 + (i >> 3) * 11) & 0xff;
    const png = encodePng(width, height, rgb);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const decoded = decode(png);
    expect([decoded.width, decoded.height, decoded.paletteSize]).toEqual([width, height, width * height]);
    expect(decoded.rgb).toEqual(rgb);
  });

  test("with more than 256 colours, the 256 most used stay exact and each other takes the nearest", () => {
    // 300 colours: 256 grey levels on 3 pixels each, and 44 rare colours one grey level off.
    const pixels: number[][] = [];
    for (let level = 0; level < 256; level += 1) for (let k = 0; k < 3; k += 1) pixels.push([level, level, level]);
    for (let level = 10; level < 54; level += 1) pixels.push([level, level, level + 1]);
    const width = pixels.length;
    const rgb = Uint8Array.from(pixels.flat());
    const { rgb: decoded, paletteSize } = decode(encodePng(width, 1, rgb));
    expect(paletteSize).toBe(PALETTE_SIZE);
    expect(decoded.subarray(0, 256 * 3 * 3)).toEqual(rgb.subarray(0, 256 * 3 * 3));
    for (let pixel = 256 * 3; pixel < width; pixel += 1) {
      const level = rgb[pixel * 3]!;
      expect([...decoded.subarray(pixel * 3, pixel * 3 + 3)]).toEqual([level, level, level]);
    }
  });

  test("the palette is the same for the same pixels, most used colour first", () => {
    const rgb = Uint8Array.from([9, 9, 9, 1, 2, 3, 1, 2, 3, 4, 5, 6, 1, 2, 3, 9, 9, 9]);
    const { palette, indices } = palettize(rgb);
    expect(palette).toEqual([0x010203, 0x090909, 0x040506]);
    expect([...indices]).toEqual([1, 0, 0, 2, 0, 1]);
    expect(palettize(rgb)).toEqual({ palette, indices });
  });

  test("refuses a size that does not match the pixels", () => {
    expect(() => encodePng(2, 2, new Uint8Array(11))).toThrow(/Expected 12 bytes/);
    expect(() => encodePng(0, 2, new Uint8Array(0))).toThrow(/positive/);
  });
});
