import { createHash } from "node:crypto";
import { inflateSync } from "node:zlib";

import { drawListingPhoto, PHOTO_HEIGHT, PHOTO_WIDTH } from "@/lib/server/listings/photos/drawing";
import { parsePhotoName, photoKindOfSeed, photoPath, photoSeedOfKind, PHOTO_KINDS } from "@/lib/server/listings/photos/names";

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("listing photo drawings", () => {
  test("the same seed and number give the same bytes; others differ", () => {
    const a = drawListingPhoto(114143520, 1);
    expect(sha(drawListingPhoto(114143520, 1))).toBe(sha(a));
    expect(sha(drawListingPhoto(114143520, 2))).not.toBe(sha(a));
    expect(sha(drawListingPhoto(114143524, 1))).not.toBe(sha(a));
  });

  test("every kind and room draws a 640x420 indexed PNG with more than a few colours, in under 10 KB", () => {
    for (const kind of PHOTO_KINDS) {
      const seed = photoSeedOfKind(0xdeadbeef, kind);
      expect(photoKindOfSeed(seed)).toBe(kind);
      for (const n of [1, 2, 3, 4, 5, 6, 7]) {
        const png = drawListingPhoto(seed, n);
        expect(png.readUInt32BE(16)).toBe(PHOTO_WIDTH);
        expect(png.readUInt32BE(20)).toBe(PHOTO_HEIGHT);
        expect(png[25]).toBe(3); // indexed colour
        const paletteLength = png.readUInt32BE(33);
        expect(png.toString("ascii", 37, 41)).toBe("PLTE");
        expect(paletteLength / 3).toBeGreaterThan(8);
        const idatAt = 33 + 12 + paletteLength;
        expect(png.toString("ascii", idatAt + 4, idatAt + 8)).toBe("IDAT");
        const raw = inflateSync(png.subarray(idatAt + 8, idatAt + 8 + png.readUInt32BE(idatAt)));
        expect(raw.length).toBe((PHOTO_WIDTH + 1) * PHOTO_HEIGHT);
        // A colour change along a row: a drawing has plenty; a blank has none.
        let changes = 0;
        for (let i = 2; i < raw.length; i += 1) if (i % (PHOTO_WIDTH + 1) > 1 && raw[i] !== raw[i - 1]) changes += 1;
        expect(changes).toBeGreaterThan(500);
        // About half of what the same drawing took as a truecolour PNG (14-17 KB an exterior).
        expect(png.length).toBeLessThan(10_000);
      }
    }
  });
});

describe("photo names and the route's response", () => {
  test("names parse strictly", () => {
    expect(parsePhotoName("114143520-1.png")).toEqual({ seed: 114143520, n: 1 });
    expect(parsePhotoName(photoPath(7, 20).split("/").pop()!)).toEqual({ seed: 7, n: 20 });
    for (const bad of ["1-0.png", "1-21.png", "01-1.png", "1-1.jpg", "1-1.png.png", "x-1.png", "2147483648-1.png", "../1-1.png", "-1-1.png", ""]) {
      expect(parsePhotoName(bad)).toBeNull();
    }
  });
});
