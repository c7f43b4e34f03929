/** @jest-environment jsdom */
import { afterNetworkQuiet } from "./after-network-quiet";

type Callback = (list: unknown, observer: unknown) => void;

/** A stand-in for the browser's resource timing: `finish()` reports a resource as loaded. */
class FakeObserver {
  static supportedEntryTypes = ["resource"];
  static live: FakeObserver[] = [];
  constructor(private readonly callback: Callback) {}
  observe() {
    FakeObserver.live.push(this);
  }
  disconnect() {
    FakeObserver.live = FakeObserver.live.filter((observer) => observer !== this);
  }
  static finish() {
    for (const observer of FakeObserver.live) observer.callback([], observer);
  }
}

const OPTIONS = { quietMs: 2_000, latestMs: 15_000 };

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, "readyState", { configurable: true, get: () => state });
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeObserver.live = [];
  Object.defineProperty(globalThis, "PerformanceObserver", { configurable: true, writable: true, value: FakeObserver });
});
afterEach(() => {
  jest.useRealTimers();
  setReadyState("complete");
});

test("waits for load, then for the network to be quiet", () => {
  setReadyState("loading");
  const run = jest.fn();
  afterNetworkQuiet(run, OPTIONS);
  jest.advanceTimersByTime(10_000);
  expect(run).not.toHaveBeenCalled(); // no load yet

  setReadyState("complete");
  window.dispatchEvent(new Event("load"));
  jest.advanceTimersByTime(1_500);
  FakeObserver.finish(); // the page's data arrives after load
  jest.advanceTimersByTime(1_500);
  FakeObserver.finish(); // then a photo
  jest.advanceTimersByTime(1_999);
  expect(run).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(run).toHaveBeenCalledTimes(1);
  expect(FakeObserver.live).toHaveLength(0);
});

test("a page loaded already starts counting at once", () => {
  const run = jest.fn();
  afterNetworkQuiet(run, OPTIONS);
  jest.advanceTimersByTime(2_000);
  expect(run).toHaveBeenCalledTimes(1);
});

test("a page that never goes quiet runs it at the latest", () => {
  const run = jest.fn();
  afterNetworkQuiet(run, OPTIONS);
  for (let elapsed = 0; elapsed < 14_000; elapsed += 1_000) {
    jest.advanceTimersByTime(1_000);
    FakeObserver.finish();
  }
  expect(run).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1_000);
  expect(run).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(20_000);
  expect(run).toHaveBeenCalledTimes(1);
});

test("without resource timing, it runs once quiet has lasted from load", () => {
  Object.defineProperty(globalThis, "PerformanceObserver", { configurable: true, writable: true, value: undefined });
  const run = jest.fn();
  afterNetworkQuiet(run, OPTIONS);
  jest.advanceTimersByTime(2_000);
  expect(run).toHaveBeenCalledTimes(1);
});

test("cancelled, it never runs", () => {
  setReadyState("loading");
  const run = jest.fn();
  const cancel = afterNetworkQuiet(run, OPTIONS);
  cancel();
  setReadyState("complete");
  window.dispatchEvent(new Event("load"));
  jest.advanceTimersByTime(20_000);
  expect(run).not.toHaveBeenCalled();
});
