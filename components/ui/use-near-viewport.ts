"use client";

import { startTransition, useEffect, useState, type RefObject } from "react";

/*
 * One IntersectionObserver per margin for every element that asks, rather than one per element:
 * a list of two dozen cards would otherwise make two dozen observers.
 */
type Wake = () => void;
const observers = new Map<string, { observer: IntersectionObserver; wakes: Map<Element, Wake> }>();

function observe(element: Element, margin: string, wake: Wake): () => void {
  let shared = observers.get(margin);
  if (!shared) {
    const wakes = new Map<Element, Wake>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const woken = wakes.get(entry.target);
          observer.unobserve(entry.target);
          wakes.delete(entry.target);
          woken?.();
        }
      },
      { rootMargin: margin },
    );
    shared = { observer, wakes };
    observers.set(margin, shared);
  }
  const { observer, wakes } = shared;
  wakes.set(element, wake);
  observer.observe(element);
  return () => {
    wakes.delete(element);
    observer.unobserve(element);
  };
}

/** How an element was reached: it came near the viewport, or it took focus first. */
export type Reached = "view" | "focus";

/**
 * How the element in `ref` was first reached since `enabled` became true: "view" when it came
 * within `margin` of the viewport (an IntersectionObserver root margin, e.g. "100% 0px": a screen
 * above and below), "focus" when it took focus before that; null until then, and the first answer
 * for good after. Where the browser has no IntersectionObserver, "view" at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, { enabled, margin }: { enabled: boolean; margin: string }): Reached | null {
  const [reached, setReached] = useState<Reached | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || reached || !element) return;
    // Coming near the viewport is not urgent: what it wakes renders in time slices (a dozen
    // cards' parts at once were a render in one task). Focus is, and moves at once.
    const byView = () => startTransition(() => setReached("view"));
    const byFocus = () => setReached("focus");
    if (typeof IntersectionObserver === "undefined") {
      byView();
      return;
    }
    // Reached by keyboard (or a screen reader) before it scrolled near: wake it as well.
    element.addEventListener("focusin", byFocus);
    const stop = observe(element, margin, byView);
    return () => {
      element.removeEventListener("focusin", byFocus);
      stop();
    };
  }, [ref, enabled, reached, margin]);
  return reached;
}
