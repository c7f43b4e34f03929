import { inflateSync } from "node:zlib";

import { crc32, encodePng } from "@/lib/server/listings/photos/png";

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

/** Undoes the PNG filters of 8-bit RGB rows (all five types, though the encoder uses Sub). */
function unfilter(raw: Buffer, width: number, height: number): Uint8Array {
  const stride = width * 3;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x += 1) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const left = x >= 3 ? out[y * stride + x - 3]! : 0;
      const up = y > 0 ? out[(y - 1) * stride + x]! : 0;
      const predictor = filter === 0 ? 0 : filter === 1 ? left : filter === 2 ? up : NaN;
      if (Number.isNaN(predictor)) throw new Error(`filter ${filter} not expected`);
      out[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  return out;
}

describe("encodePng", () => {
  test("CRC-32 matches the standard check value", () => {
    expect(crc32(Buffer.from("123456789", "ascii"))).toBe(0xcbf43926);
    expect(crc32(Buffer.from("IEND", "ascii"))).toBe(0xae426082);
  });

  test("signature, IHDR, CRCs, and the pixels decode back with zlib", () => {
    const width = 7;
    const height = 5;
    const rgb = new Uint8Array(width * height * 3);
    for (let i = 0; i < rgb.length; i += 1) rgb[i] = (i * 37 + (i >> 3) * 11) & 0xff;
    const png = encodePng(width, height, rgb);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const list = chunks(png);
    expect(list.map((c) => c.type)).toEqual(["IHDR", "IDAT", "IEND"]);
    const ihdr = list[0]!.data;
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ...ihdr.subarray(8)]).toEqual([width, height, 8, 2, 0, 0, 0]);
    expect(list[2]!.data.length).toBe(0);
    const raw = inflateSync(list[1]!.data);
    expect(raw.length).toBe((width * 3 + 1) * height);
    expect(unfilter(raw, width, height)).toEqual(rgb);
  });

  test("refuses a size that does not match the pixels", () => {
    expect(() => encodePng(2, 2, new Uint8Array(11))).toThrow(/Expected 12 bytes/);
    expect(() => encodePng(0, 2, new Uint8Array(0))).toThrow(/positive/);
  });
});
