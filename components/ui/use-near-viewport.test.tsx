/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";

import { useNearViewport } from "./use-near-viewport";

/** IntersectionObservers that the test drives: `report(element)` says it came within the margin. */
class FakeObserver {
  static made: FakeObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit | undefined,
  ) {
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  report(element: Element) {
    this.callback([{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

function Probe({ name, enabled = true, margin = "100% 0px" }: { name: string; enabled?: boolean; margin?: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const reached = useNearViewport(ref, { enabled, margin });
  return (
    <button ref={ref} type="button">
      {name} {reached === "view" ? "near" : reached === "focus" ? "focused" : "far"}
    </button>
  );
}

const button = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name} `) });

beforeEach(() => {
  FakeObserver.made = [];
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
});

test("far until the observer says the element came within the margin, then near for good", () => {
  render(<Probe name="a" />);
  expect(button("a")).toHaveTextContent("a far");
  const observer = FakeObserver.made.at(-1)!;
  expect(observer.options?.rootMargin).toBe("100% 0px");
  act(() => observer.report(button("a")));
  expect(button("a")).toHaveTextContent("a near");
  // Woken once: no longer watched.
  expect(observer.watched.has(button("a"))).toBe(false);
});

test("elements with the same margin share one observer; each wakes on its own", () => {
  const before = FakeObserver.made.length;
  render(
    <>
      <Probe name="first" margin="50px" />
      <Probe name="second" margin="50px" />
    </>,
  );
  expect(FakeObserver.made.length - before).toBe(1);
  const observer = FakeObserver.made.at(-1)!;
  act(() => observer.report(button("second")));
  expect(button("first")).toHaveTextContent("first far");
  expect(button("second")).toHaveTextContent("second near");
});

test("focus wakes it before it scrolled near, and says so; coming near after changes nothing", () => {
  render(<Probe name="b" margin="10px" />);
  fireEvent.focusIn(button("b"));
  expect(button("b")).toHaveTextContent("b focused");
  const observer = FakeObserver.made.find((made) => made.options?.rootMargin === "10px")!;
  expect(observer.watched.has(button("b"))).toBe(false);
});

test("not watched while disabled; watched once enabled", () => {
  const { rerender } = render(<Probe name="c" enabled={false} margin="20px" />);
  const observer = FakeObserver.made.find((made) => made.options?.rootMargin === "20px");
  expect(observer?.watched.size ?? 0).toBe(0);
  fireEvent.focusIn(button("c"));
  expect(button("c")).toHaveTextContent("c far");
  rerender(<Probe name="c" margin="20px" />);
  const watching = FakeObserver.made.find((made) => made.options?.rootMargin === "20px")!;
  expect(watching.watched.has(button("c"))).toBe(true);
  act(() => watching.report(button("c")));
  expect(button("c")).toHaveTextContent("c near");
});

test("unmounted before it came near: no longer watched", () => {
  const { unmount } = render(<Probe name="d" margin="30px" />);
  const observer = FakeObserver.made.find((made) => made.options?.rootMargin === "30px")!;
  expect(observer.watched.size).toBe(1);
  unmount();
  expect(observer.watched.size).toBe(0);
});
