// Extracts the text of a PDF written by pdfkit (tests only): every object's dictionary and
// (Flate) stream, each font's ToUnicode CMap, and the page content streams' text operators
// (Tf, Tj, TJ) decoded through the CMap of the font in use. Enough to read our own reports
// without poppler; not a general PDF parser (no object streams, no cross-reference streams).
import { inflateSync } from "node:zlib";

interface PdfObject {
  readonly dict: string;
  readonly stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>();
  const text = pdf.toString("latin1");
  const header = /(?:^|\n)(\d+) 0 obj\s*/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(text))) {
    const id = Number(match[1]);
    const start = header.lastIndex;
    const end = text.indexOf("endobj", start);
    const body = text.slice(start, end);
    const streamAt = body.indexOf("stream");
    let stream: Buffer | null = null;
    let dict = body;
    if (streamAt !== -1 && body.slice(0, streamAt).trimEnd().endsWith(">>")) {
      dict = body.slice(0, streamAt);
      const dataStart = start + streamAt + "stream".length + (text[start + streamAt + 6] === "\r" ? 2 : 1);
      const dataEnd = text.lastIndexOf("endstream", end);
      const raw = pdf.subarray(dataStart, dataEnd);
      stream = dict.includes("/FlateDecode") ? inflateSync(raw) : raw;
    }
    objects.set(id, { dict, stream });
  }
  return objects;
}

type CMap = Map<number, string>;

function parseCMap(source: string): CMap {
  const map: CMap = new Map();
  const hex = (value: string) => parseInt(value, 16);
  const unicode = (value: string) => String.fromCharCode(...(value.replace(/\s+/g, "").match(/.{4}/g) ?? []).map(hex));
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const line of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const from = hex(line[1]!);
      const to = hex(line[2]!);
      const target = line[3]!;
      if (target.startsWith("[")) {
        // Entries may hold several code points separated by spaces (ligatures: <0066 0069>).
        [...target.matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach((entry, index) => map.set(from + index, unicode(entry[1]!)));
      } else {
        const first = hex(target.slice(1, -1));
        for (let code = from; code <= to; code += 1) map.set(code, String.fromCharCode(first + code - from));
      }
    }
  }
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const line of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(hex(line[1]!), unicode(line[2]!));
  }
  return map;
}

/** The text of every page, in content order (a space between text-show operators). */
export function pdfText(pdf: Buffer): string {
  const objects = readObjects(pdf);
  const ref = (dict: string, key: string) => {
    const found = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict);
    return found ? Number(found[1]) : null;
  };
  const cmapOfFont = new Map<number, CMap>();
  const fontCMap = (fontId: number): CMap => {
    let cmap = cmapOfFont.get(fontId);
    if (!cmap) {
      const font = objects.get(fontId);
      const toUnicode = font ? ref(font.dict, "ToUnicode") : null;
      const stream = toUnicode !== null ? objects.get(toUnicode)?.stream : null;
      cmap = stream ? parseCMap(stream.toString("latin1")) : new Map();
      cmapOfFont.set(fontId, cmap);
    }
    return cmap;
  };
  const pages = [...objects.values()].filter((object) => /\/Type\s*\/Page\b/.test(object.dict));
  const out: string[] = [];
  for (const page of pages) {
    const resourcesId = ref(page.dict, "Resources");
    const resources = resourcesId !== null ? (objects.get(resourcesId)?.dict ?? "") : page.dict;
    const fonts = new Map<string, number>();
    const fontBlock = /\/Font\s*<<([^>]*)>>/.exec(resources)?.[1] ?? "";
    for (const entry of fontBlock.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) fonts.set(entry[1]!, Number(entry[2]));
    const contentsId = ref(page.dict, "Contents");
    const content = contentsId !== null ? (objects.get(contentsId)?.stream?.toString("latin1") ?? "") : "";
    let cmap: CMap = new Map();
    for (const op of content.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|\[((?:[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (op[1]) {
        const fontId = fonts.get(op[1]);
        cmap = fontId !== undefined ? fontCMap(fontId) : new Map();
        continue;
      }
      const hexes = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!) : [op[3]!];
      const decoded = hexes.map((hex) => (hex.match(/.{4}/g) ?? []).map((code) => cmap.get(parseInt(code, 16)) ?? "\uFFFD").join("")).join("");
      out.push(decoded);
    }
  }
  return out.join(" ");
}
