import vm from "node:vm";

import { nulTextPath } from "./nul-text";

describe("nulTextPath", () => {
  it("names the first string holding a NUL, by its path", () => {
    expect(nulTextPath({ input: { name: "ok", tags: ["a", "b\u0000"] } })).toBe("input.tags.1");
    expect(nulTextPath("a\u0000")).toBe("");
    expect(nulTextPath({ name: "Zoë", n: 3, none: null })).toBeNull();
  });

  it("does not walk bytes or other objects that are not plain data", () => {
    const bytes = new Uint8Array(5 * 1024 * 1024);
    const started = performance.now();
    expect(nulTextPath({ file: bytes, blob: new Blob(["\u0000"]) })).toBeNull();
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe("nulTextPath across realms", () => {
  it("walks parsed JSON from another realm (its Object.prototype is not this one's)", () => {
    const foreign: unknown = vm.runInNewContext('JSON.parse(\'{"h":"nul\\\\u0000byte","i":{"tags":["a"]}}\')');
    expect(Object.getPrototypeOf(foreign)).not.toBe(Object.prototype);
    expect(nulTextPath(foreign)).toBe("h");
  });
});
