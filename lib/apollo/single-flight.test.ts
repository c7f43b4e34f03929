import { singleFlight } from "./single-flight";

describe("singleFlight", () => {
  test("concurrent calls share one run; a later call starts a new one", async () => {
    let runs = 0;
    let release: (value: number) => void = () => undefined;
    const task = singleFlight(() => {
      runs += 1;
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    });
    const a = task();
    const b = task();
    expect(a).toBe(b);
    release(7);
    await expect(Promise.all([a, b])).resolves.toEqual([7, 7]);
    expect(runs).toBe(1);
    const c = task();
    release(8);
    await expect(c).resolves.toBe(8);
    expect(runs).toBe(2);
  });

  test("a failed run is shared too, and does not block the next one", async () => {
    let runs = 0;
    const task = singleFlight(async () => {
      runs += 1;
      if (runs === 1) throw new Error("boom");
      return "ok";
    });
    await expect(Promise.all([task(), task()])).rejects.toThrow("boom");
    await expect(task()).resolves.toBe("ok");
    expect(runs).toBe(2);
  });
});
