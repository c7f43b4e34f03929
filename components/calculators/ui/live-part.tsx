"use client";

import { lazy, memo, Suspense, type ComponentType, type ReactNode } from "react";

/*
 * Calculator islands: a calculator whose code is a separate chunk (outside the page's first-load
 * JavaScript) but whose server HTML is hydrated in place, never replaced.
 *
 * Why in place: replacing server-rendered results with freshly rendered nodes once a chunk
 * arrives rewrites hundreds of DOM nodes in one commit. Lighthouse records every DOM
 * invalidation with a stack trace, and that commit alone measured 2-3 s of Total Blocking Time
 * on the payment calculators (mobile, 4x CPU slowdown); hydrating the same markup touches almost
 * no nodes, and React hydrates a Suspense boundary in time slices.
 *
 * How: the page's first-load module chooses the calculator with `typeof window` (a build-time
 * constant in Next's compiler, so each bundle keeps one branch): on the server the component
 * itself (a `require`, rendered into the first HTML inside the island's Suspense boundary), in
 * the browser a `React.lazy` one from {@link lazyPart}. Hydration reaches the boundary, starts
 * loading the chunk and leaves the server HTML as it is; when the chunk arrives React hydrates the
 * boundary against that HTML. Until then the page is the server's: every figure is there, and
 * the calculator's form works as a plain GET form.
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
 * A lazily loaded component for the browser. Should the chunk fail to load (offline before it
 * was ever cached), `unavailable` renders instead of crashing the page.
 *
 * @param load the chunk's loader (see {@link onceLoader})
 * @param pick the component in the loaded module
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

/** Stands in for a calculator whose chunk could not be loaded (offline before it was ever cached). */
export function CalculatorUnavailable() {
  return (
    <p className="notice notice-error" role="alert">
      The calculator could not load. Check your connection and reload the page.
    </p>
  );
}

/** Shown while the calculator's chunk loads after a client-side navigation (the server HTML has the calculator itself). */
export function CalculatorLoading() {
  return (
    <p className="notice" aria-busy="true" style={{ minHeight: "60vh" }}>
      Loading the calculator…
    </p>
  );
}

function shallowEqual(a: object, b: object): boolean {
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

export interface IslandProps<P extends object> {
  /** On the server the component itself; in the browser a {@link lazyPart}. */
  part: ComponentType<P>;
  /** The component's props (from the page: stable while the island waits for its chunk). */
  props: P;
  /** Shown only when the island renders in the browser before its chunk arrives (a client-side navigation). */
  fallback?: ReactNode;
}

/**
 * A calculator island: its Suspense boundary, memoized on its props (compared one by one), since
 * a boundary that receives new props before it hydrates is thrown away and rendered afresh.
 */
export const Island = memo(
  function Island<P extends object>({ part: Part, props, fallback = <CalculatorLoading /> }: IslandProps<P>) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  },
  (previous, next) => previous.part === next.part && previous.fallback === next.fallback && shallowEqual(previous.props, next.props),
) as <P extends object>(props: IslandProps<P>) => ReactNode;
