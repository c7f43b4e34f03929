"use client";

import { startTransition, useEffect, useRef, type ComponentType, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";

import "./island-styles";

/*
 * Calculator islands: the calculator (store, inputs, engine, results) is a chunk of its own,
 * outside the page's first-load JavaScript, and its server HTML is hydrated in place, never
 * replaced.
 *
 * Why in place: replacing server-rendered results with freshly rendered nodes once a chunk
 * arrived rewrote hundreds of DOM nodes in one commit; Lighthouse records every DOM invalidation
 * with a stack trace, and that commit alone measured 2-3 s of Total Blocking Time on the payment
 * calculators (mobile, 4x CPU slowdown). Hydrating the same markup touches almost no nodes.
 *
 * Why a root of its own rather than a Suspense boundary around a React.lazy calculator: React
 * 19.3's server renderer streams any boundary over 500 bytes out of order once the page's shell
 * passes 12.8 KB (a hidden <div> that an inline script moves into place), so without JavaScript
 * the calculator, its figures and its GET form stayed hidden.
 *
 * How: on the server the page's island module renders the calculator itself inside the island's
 * <div>, inline in the page's HTML. In the browser the page's React tree hydrates that <div> but
 * not its content (dangerouslySetInnerHTML: React leaves the children alone); once the
 * calculator's chunk has loaded, the content is hydrated as a React root of its own, in a
 * transition (time-sliced). Ids must not come from useId (the tree paths differ between the
 * page's render and the island's root): fields derive theirs from their names (field-id.ts).
 * After a client-side navigation there is no server HTML: the root renders a loading line,
 * then the calculator.
 */

const NO_HTML = { __html: "" };

// One root per island element. A cleanup schedules the unmount instead of running it, so an
// effect that runs again on the same element (React's development double run) keeps the root.
const roots = new WeakMap<HTMLElement, { root: Root; unmount: ReturnType<typeof setTimeout> | null }>();

/** Shown while the calculator's chunk loads after a client-side navigation. */
export function CalculatorLoading() {
  return (
    <p className="notice" aria-busy="true" style={{ minHeight: "60vh" }}>
      Loading the calculator…
    </p>
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

/** Loads a module once per visit; a failed load is retried on the next call. */
function onceLoader<M>(load: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

type Calculators = (typeof import("../engine-stage"))["calculators"];

/**
 * Loads a calculator once per visit, in two chunks: the engine and store first, then the
 * calculator's components, which `pick` asks for (see engine-stage.ts). A failed load is retried
 * on the next call.
 */
export function calculatorLoader<C>(pick: (calculators: Calculators) => Promise<C>): () => Promise<C> {
  return onceLoader(() => import("../engine-stage").then((stage) => pick(stage.calculators)));
}

export interface IslandProps<P extends object> {
  /** Server: the calculator itself (rendered into the page's HTML). Browser: null. */
  server: ComponentType<P> | null;
  /** Loads the calculator's chunk and returns the calculator (browser). */
  load: () => Promise<ComponentType<P>>;
  /** The calculator's props, from the page. */
  props: P;
}

/** A calculator island (see the notes above). */
export function Island<P extends object>({ server: Server, load, props }: IslandProps<P>): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    let active = true;
    let entry = roots.get(container) ?? null;
    if (entry?.unmount) {
      clearTimeout(entry.unmount);
      entry.unmount = null;
    }
    if (!entry && !container.hasChildNodes()) {
      // A client-side navigation: nothing to hydrate.
      entry = { root: createRoot(container), unmount: null };
      roots.set(container, entry);
      entry.root.render(<CalculatorLoading />);
    }
    load().then(
      (Calculator) => {
        if (!active) return;
        const element = <Calculator {...props} />;
        // A transition: React hydrates (or renders) in time slices instead of one long task.
        startTransition(() => {
          if (entry) entry.root.render(element);
          else {
            entry = { root: hydrateRoot(container, element), unmount: null };
            roots.set(container, entry);
          }
        });
      },
      () => {
        // Offline before the chunk was ever cached. Server HTML stays as it is (its form still
        // works as a plain GET form); a client-side navigation says what happened.
        if (active && entry) entry.root.render(<CalculatorUnavailable />);
      },
    );
    return () => {
      active = false;
      const current = roots.get(container);
      if (current)
        current.unmount = setTimeout(() => {
          roots.delete(container);
          current.root.unmount();
        }, 0);
    };
  }, [load, props]);
  if (Server)
    return (
      <div data-island="">
        <Server {...props} />
      </div>
    );
  // In the browser the page's tree never renders the children: the server's HTML stays until the
  // island's own root hydrates it.
  return <div ref={ref} data-island="" suppressHydrationWarning dangerouslySetInnerHTML={NO_HTML} />;
}
