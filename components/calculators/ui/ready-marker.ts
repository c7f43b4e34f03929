"use client";

import { useEffect, useRef } from "react";

/**
 * Marks a calculator's root `data-ready` once it is hydrated, its saved inputs are restored
 * (effects run after the restoring layout effects) and `live` holds (its live half has loaded),
 * without a re-render. End-to-end tests and the UI benchmark wait for it before typing.
 */
export function useReadyMarker<T extends HTMLElement>(live = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (live) ref.current?.setAttribute("data-ready", "true");
  }, [live]);
  return ref;
}
