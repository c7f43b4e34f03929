import { whenIdle } from "./idle";

type IdleGlobals = { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };

afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as IdleGlobals).requestIdleCallback;
  delete (globalThis as IdleGlobals).cancelIdleCallback;
});

describe("whenIdle", () => {
  it("asks the browser for its next idle time, within the given limit, and can be cancelled", () => {
    const request = jest.fn(() => 7);
    const cancel = jest.fn();
    Object.assign(globalThis, { requestIdleCallback: request, cancelIdleCallback: cancel });
    const run = jest.fn();
    const stop = whenIdle(run, 1500);
    expect(request).toHaveBeenCalledWith(run, { timeout: 1500 });
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it("runs in the next task where the browser has no idle callbacks, unless cancelled", () => {
    jest.useFakeTimers();
    const run = jest.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
