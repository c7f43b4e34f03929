import { cachedFramePath } from "./paths";

const KEY = "abcdefghijklmnopqrstuvwxyz012345";

describe("cachedFramePath", () => {
  it("serves a keyed frame as embedded from the cache, one address per key", () => {
    expect(cachedFramePath(new URLSearchParams({ key: KEY }))).toBe(`/widget-frame/${KEY}/`);
  });

  it("leaves the preview, the no-JavaScript form's scenario, the demo and malformed keys to the frame rendered per request", () => {
    expect(cachedFramePath(new URLSearchParams({ key: KEY, preview: "1" }))).toBeNull();
    expect(cachedFramePath(new URLSearchParams({ key: KEY, price: "300000" }))).toBeNull();
    expect(cachedFramePath(new URLSearchParams({ key: "demo" }))).toBeNull();
    expect(cachedFramePath(new URLSearchParams({ key: "../../x" }))).toBeNull();
    expect(cachedFramePath(new URLSearchParams())).toBeNull();
  });
});
