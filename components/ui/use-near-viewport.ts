"use client";

import { useEffect, useState, type RefObject } from "react";

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

/**
 * Whether the element in `ref` has come within `margin` of the viewport (an IntersectionObserver
 * root margin, e.g. "100% 0px": a screen above and below) or taken focus, since `enabled` became
 * true. Once true it stays true. Where the browser has no IntersectionObserver, true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, { enabled, margin }: { enabled: boolean; margin: string }): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return;
    const wake = () => setNear(true);
    if (typeof IntersectionObserver === "undefined") {
      wake();
      return;
    }
    // Reached by keyboard (or a screen reader) before it scrolled near: wake it as well.
    element.addEventListener("focusin", wake);
    const stop = observe(element, margin, wake);
    return () => {
      element.removeEventListener("focusin", wake);
      stop();
    };
  }, [ref, enabled, near, margin]);
  return near;
}
