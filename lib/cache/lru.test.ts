import { LRUCache } from "lru-cache";

import { getOrCompute, getOrComputeAsync } from "./lru";

describe("LRUCache as the callers configure it", () => {
  it("drops the least recently used entry beyond its capacity", () => {
    const lru = new LRUCache<string, number>({ max: 2 });
    lru.set("a", 1);
    lru.set("b", 2);
    expect(lru.get("a")).toBe(1); // a is now the newest
    lru.set("c", 3);
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBe(1);
    expect(lru.get("c")).toBe(3);
    expect(lru.size).toBe(2);
  });
});

describe("getOrCompute", () => {
  it("computes a missing value once and keeps it", () => {
    const lru = new LRUCache<string, number>({ max: 2 });
    const compute = jest.fn(() => 42);
    expect(getOrCompute(lru, "x", compute)).toBe(42);
    expect(getOrCompute(lru, "x", compute)).toBe(42);
    expect(compute).toHaveBeenCalledTimes(1);
  });
});

describe("getOrComputeAsync", () => {
  it("shares one pending computation and drops a rejected one", async () => {
    const lru = new LRUCache<string, Promise<number>>({ max: 4 });
    const ok = jest.fn(async () => 7);
    const [first, second] = await Promise.all([getOrComputeAsync(lru, "k", ok), getOrComputeAsync(lru, "k", ok)]);
    expect([first, second]).toEqual([7, 7]);
    expect(ok).toHaveBeenCalledTimes(1);

    const failing = jest.fn(async () => {
      throw new Error("down");
    });
    await expect(getOrComputeAsync(lru, "bad", failing)).rejects.toThrow("down");
    await expect(getOrComputeAsync(lru, "bad", failing)).rejects.toThrow("down");
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
