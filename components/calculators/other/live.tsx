"use client";

import { useEffect, useState, type ReactNode } from "react";

import ui from "@/components/calculators/ui/calculator.module.css";

/**
 * The live half of a calculator (the engine and the result components) is a separate chunk,
 * fetched right after the page is interactive, so the page's own first-load JavaScript holds
 * only the inputs. Until it arrives the server's results stay on screen: they are the figures of
 * the very same inputs. See components/calculators/README.md (payment calculators do the same).
 */

/** A loader that fetches a live module once per visit (a failed fetch is retried next call). */
export function liveLoader<M>(load: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** The live module once loaded (null before). */
export function useLiveModule<M>(load: () => Promise<M>): M | null {
  const [live, setLive] = useState<M | null>(null);
  useEffect(() => {
    let active = true;
    load().then(
      (module) => {
        if (active) setLive(() => module);
      },
      () => {
        // Offline before the chunk was cached: the server's figures stay (hidden once stale).
      },
    );
    return () => {
      active = false;
    };
  }, [load]);
  return live;
}

/**
 * Whether any of `values` changed since the first render (saved inputs restored, or typing):
 * the server's figures are then no longer those of the inputs on screen. Store slices and the
 * extras are replaced, never mutated, so identity says it.
 */
export function useChangedSinceFirstRender(values: readonly unknown[]): boolean {
  const [first] = useState(values);
  return values.some((value, index) => value !== first[index]);
}

/** The server's results while the live half loads; hidden (and marked busy) once stale. */
export function ServerResults({ stale, children }: { stale: boolean; children: ReactNode }) {
  return (
    <div className={stale ? ui.stale : undefined} aria-busy={stale || undefined}>
      {children}
    </div>
  );
}
