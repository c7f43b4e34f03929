/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render } from "@testing-library/react";

import { FocusOnArrival, HOLD_MS } from "./focus-on-arrival";

/** An IntersectionObserver that the test drives: `report(false)` says the target left the view. */
class FakeObserver {
  static current: FakeObserver | undefined;
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

let scrolls: number;

beforeEach(() => {
  jest.useFakeTimers();
  FakeObserver.current = undefined;
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  scrolls = 0;
  Element.prototype.scrollIntoView = function scrollIntoView() {
    scrolls += 1;
  };
});

afterEach(() => jest.useRealTimers());

function arrive() {
  return render(
    <>
      <p id="sent" tabIndex={-1}>
        Sent
      </p>
      <FocusOnArrival targetId="sent" />
    </>,
  );
}

test("focuses the target and brings it into view", () => {
  const { getByText } = arrive();
  expect(getByText("Sent")).toHaveFocus();
  expect(scrolls).toBe(1);
});

test("brings the target back when a late scroll carries it out of view", () => {
  arrive();
  act(() => FakeObserver.current!.report(false));
  expect(scrolls).toBe(2);
  act(() => FakeObserver.current!.report(true));
  expect(scrolls).toBe(2);
});

test("leaves the view to the visitor once they scroll, type or tap", () => {
  arrive();
  fireEvent.wheel(window);
  expect(FakeObserver.current!.disconnected).toBe(true);
});

test("lets go after a short while", () => {
  arrive();
  act(() => jest.advanceTimersByTime(HOLD_MS));
  expect(FakeObserver.current!.disconnected).toBe(true);
});

test("lets go when the page goes", () => {
  const { unmount } = arrive();
  unmount();
  expect(FakeObserver.current!.disconnected).toBe(true);
});
