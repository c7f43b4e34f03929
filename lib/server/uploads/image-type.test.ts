import { sniffImageType } from "@/lib/server/uploads/image-type";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((value) => (typeof value === "string" ? Array.from(value, (c) => c.charCodeAt(0)) : [value])));

describe("sniffImageType reads the type from magic bytes", () => {
  test.each([
    ["image/jpeg", bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, "JFIF")],
    ["image/png", bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)],
    ["image/gif", bytes("GIF89a", 1, 0)],
    ["image/gif", bytes("GIF87a", 1, 0)],
    ["image/webp", bytes("RIFF", 0x22, 0, 0, 0, "WEBPVP8 ")],
  ])("%s", (type, input) => {
    expect(sniffImageType(input)).toBe(type);
  });

  test.each([
    ["empty", bytes()],
    ["truncated PNG signature", bytes(0x89, "PNG", 0x0d)],
    ["RIFF that is not WebP (WAV)", bytes("RIFF", 0, 0, 0, 0, "WAVEfmt ")],
    ["SVG", bytes("<svg xmlns='http://www.w3.org/2000/svg'/>")],
    ["PDF", bytes("%PDF-1.7")],
    ["GIF lookalike", bytes("GIF88a")],
  ])("not an image: %s", (_name, input) => {
    expect(sniffImageType(input)).toBeNull();
  });
});
