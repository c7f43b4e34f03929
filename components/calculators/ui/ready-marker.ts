"use client";

import { useEffect, useRef } from "react";

/**
 * Marks a calculator's root `data-ready` once it is hydrated and its saved inputs are restored
 * (effects run after the restoring layout effects), without a re-render. End-to-end tests and
 * the UI benchmark wait for it before typing.
 */
export function useReadyMarker<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.setAttribute("data-ready", "true");
  }, []);
  return ref;
}
