"use client";

import { lazy, memo, Suspense, type ComponentType, type ReactNode } from "react";

import ui from "./calculator.module.css";

/*
 * Live parts: result components whose code is a separate chunk (outside the page's first-load
 * JavaScript) but whose server HTML is hydrated in place, never replaced.
 *
 * Why in place: replacing the server's result markup with freshly rendered nodes once the chunk
 * arrives rewrites hundreds of DOM nodes in one commit. Lighthouse records every DOM invalidation
 * with a stack trace, and that commit alone measured 2-3 s of Total Blocking Time on the payment
 * calculators (mobile, 4x CPU slowdown); hydrating the same markup touches almost no nodes, and
 * React hydrates a Suspense boundary in time slices.
 *
 * How: on the server the part is the component itself, rendered into the first HTML inside a
 * Suspense boundary (see `LiveSlot`). In the browser it is a `React.lazy` component: hydration
 * reaches the boundary, starts loading the chunk and leaves the server HTML as it is; when the
 * chunk arrives React hydrates the boundary against that HTML. The part reads the inputs from
 * the calculator store itself, so the boundary's own props stay the same while it waits (a
 * boundary that receives new props before it hydrates is thrown away and rendered afresh).
 */

/** Loads a module once per visit; a failed load is retried on the next call. */
export function onceLoader<M>(load: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/**
 * A lazily loaded part for the browser. Should the chunk fail to load (offline before it was
 * ever cached), `unavailable` renders instead of crashing the page.
 *
 * @param load the chunk's loader (shared by the page's parts, see {@link onceLoader})
 * @param pick the part's component in the loaded module
 * @param unavailable what to show when the chunk cannot be loaded
 */
export function lazyPart<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>, unavailable: ComponentType<P>): ComponentType<P> {
  return lazy(() =>
    load().then(
      (module) => ({ default: pick(module) }),
      () => ({ default: unavailable }),
    ),
  );
}

/** Stands in for a part whose chunk could not be loaded (offline before it was ever cached). */
export function LivePartUnavailable() {
  return (
    <p className="notice notice-error" role="alert">
      These results could not be updated: part of the calculator did not load. Check your connection and reload the page.
    </p>
  );
}

function shallowEqual(a: object, b: object): boolean {
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

interface BoundaryProps<P extends object> {
  part: ComponentType<P>;
  props: P;
  fallback: ReactNode;
}

/**
 * The Suspense boundary around a part. Memoized on its props (compared one by one) so that the
 * calculator re-rendering as the visitor types never reaches a boundary still waiting to hydrate.
 */
const LiveBoundary = memo(
  function LiveBoundary<P extends object>({ part: Part, props, fallback }: BoundaryProps<P>) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  },
  (previous, next) => previous.part === next.part && previous.fallback === next.fallback && shallowEqual(previous.props, next.props),
) as <P extends object>(props: BoundaryProps<P>) => ReactNode;

export interface LiveSlotProps<P extends object> {
  /** On the server the component itself; in the browser a {@link lazyPart}. */
  part: ComponentType<P>;
  /** The part's props: keep them stable (state, memoized values), the part reads the store itself. */
  props: P;
  /**
   * Shown only when the boundary renders in the browser before the chunk arrives (a client-side
   * navigation, or props that changed before hydration): the server's figures for the page's inputs.
   */
  fallback: ReactNode;
  /** The inputs changed while the part was not live yet: the figures on screen are hidden (CSS) and marked busy. */
  stale: boolean;
  className?: string;
}

/** Where a live part goes in the page: its wrapper (stale state) and its boundary. */
export function LiveSlot<P extends object>({ part, props, fallback, stale, className }: LiveSlotProps<P>) {
  const classes = [className, stale ? ui.stale : undefined].filter(Boolean).join(" ");
  return (
    <div className={classes || undefined} aria-busy={stale || undefined}>
      <LiveBoundary part={part} props={props} fallback={fallback} />
    </div>
  );
}
