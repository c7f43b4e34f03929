import { startInsideOneWindow } from "@/tests/support/rate-window";

describe("startInsideOneWindow (limit tests start where the window will not turn under them)", () => {
  afterEach(() => jest.useRealTimers());

  async function settledAfter(nowIso: string, windowSeconds: number, needSeconds: number): Promise<number> {
    jest.useFakeTimers({ now: new Date(nowIso) });
    let done = false;
    const waiting = startInsideOneWindow(windowSeconds, needSeconds).then(() => (done = true));
    let waitedMs = 0;
    while (!done) {
      await jest.advanceTimersByTimeAsync(250);
      waitedMs += 250;
    }
    await waiting;
    return waitedMs;
  }

  it("starts at once with enough of the window left", async () => {
    expect(await settledAfter("2026-11-29T09:58:29Z", 3600, 90)).toBe(250);
  });

  it("waits for the next window when too little is left", async () => {
    // 10 s before 09:00: waits past the turn.
    const waited = await settledAfter("2026-11-29T08:59:50Z", 3600, 90);
    expect(waited).toBeGreaterThanOrEqual(10_250);
    expect(waited).toBeLessThan(11_000);
  });

  it("a 15-minute window turns at the quarter hours", async () => {
    expect(await settledAfter("2026-11-29T09:14:00Z", 900, 90)).toBeGreaterThanOrEqual(60_250);
  });

  it("refuses a need the window cannot hold", async () => {
    await expect(startInsideOneWindow(60, 60)).rejects.toThrow("cannot hold");
  });
});
