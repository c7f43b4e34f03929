// Renders public/icon.svg to the PNG app icons and the 1000x523 share image with the
// machine's Chromium (run once when the artwork changes; the PNGs are committed).
import { mkdir, readFile } from "node:fs/promises";
import { chromium } from "@playwright/test";

const svg = await readFile(new URL("../public/icon.svg", import.meta.url), "utf8");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage();
await mkdir(new URL("../public/icons/", import.meta.url), { recursive: true });

for (const size of [32, 180, 192, 512]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace("<svg ", `<svg width="${size}" height="${size}" `)}</body></html>`);
  const name = size === 180 ? "apple-touch-icon.png" : `icon-${size}.png`;
  await page.screenshot({ path: new URL(`../public/icons/${name}`, import.meta.url).pathname, omitBackground: size !== 180 });
}

// Maskable icon: the artwork inside the safe zone on the brand colour.
await page.setViewportSize({ width: 512, height: 512 });
await page.setContent(
  `<html><body style="margin:0;background:#00d777;display:grid;place-items:center;height:512px">${svg.replace("<svg ", '<svg width="400" height="400" ')}</body></html>`,
);
await page.screenshot({ path: new URL("../public/icons/maskable-512.png", import.meta.url).pathname });

await page.setViewportSize({ width: 1000, height: 523 });
await page.setContent(`<html><body style="margin:0;width:1000px;height:523px;background:#ffffff;font-family:'Open Sans',Arial,sans-serif;display:flex;align-items:center;gap:48px;padding:0 72px;box-sizing:border-box;border-bottom:24px solid #00d777">
  ${svg.replace("<svg ", '<svg width="240" height="240" ')}
  <div><div style="font-size:64px;font-weight:700;color:#0b2e1f;line-height:1.1">How Much Home?</div>
  <div style="font-size:30px;color:#2d4a3d;margin-top:20px;line-height:1.35">Exact mortgage payments for conventional, FHA, USDA and VA loans.</div></div></body></html>`);
await page.screenshot({ path: new URL("../public/share-image.png", import.meta.url).pathname });
await browser.close();

// favicon.ico holding the 32x32 PNG (the ICO format allows PNG payloads).
const { writeFile } = await import("node:fs/promises");
const png = await readFile(new URL("../public/icons/icon-32.png", import.meta.url));
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(32, 6); // width
header.writeUInt8(32, 7); // height
header.writeUInt8(0, 8); // palette
header.writeUInt8(0, 9); // reserved
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(png.length, 14);
header.writeUInt32LE(22, 18); // offset of the image data
await writeFile(new URL("../app/favicon.ico", import.meta.url), Buffer.concat([header, png]));
