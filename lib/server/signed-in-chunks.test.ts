import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { SIGNED_IN_CHUNKS_FILE } from "@/lib/build/signed-in-chunks";

import { readSignedInChunks } from "./signed-in-chunks";

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), "signed-in-chunks-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (text: string) => writeFileSync(path.join(dir, SIGNED_IN_CHUNKS_FILE), text);

describe("readSignedInChunks", () => {
  it("reads the build's manifest", () => {
    write(JSON.stringify({ "signed-in-apollo": ["/_next/static/chunks/apollo-1a.js"] }));
    expect(readSignedInChunks(dir)).toEqual({ "signed-in-apollo": ["/_next/static/chunks/apollo-1a.js"] });
  });

  it("is empty without a manifest, or with one it cannot read", () => {
    expect(readSignedInChunks(dir)).toEqual({});
    write("{not json");
    expect(readSignedInChunks(dir)).toEqual({});
    write("[]");
    expect(readSignedInChunks(dir)).toEqual({});
  });

  it("keeps only the build's own static files", () => {
    write(JSON.stringify({ a: ["/_next/static/chunks/a.js", "https://elsewhere.example/x.js", "javascript:alert(1)", 7], b: "x" }));
    expect(readSignedInChunks(dir)).toEqual({ a: ["/_next/static/chunks/a.js"] });
  });
});
