"use client";

import { useSyncExternalStore } from "react";

import { safeNextPath } from "./safe-next-path";

function subscribeNothing(): () => void {
  return () => undefined;
}

/**
 * The page address's safe `next` path (see safeNextPath), or null when there is none. Read
 * after hydration (the server and the hydration pass see none), so prerendered account pages
 * stay static and never mismatch.
 */
export function useNextPath(): string | null {
  const search = useSyncExternalStore(
    subscribeNothing,
    () => window.location.search,
    () => "",
  );
  const next = safeNextPath(search, "");
  return next === "" ? null : next;
}

/** An account page's address that keeps the `next` path ("/sign-up/?next=%2Fsaved-homes%2F"). */
export function withNextPath(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
