"use client";

import type { ReactNode } from "react";

import { HydrationIsland, onceLoader, type HydrationIslandProps } from "@/components/ui/hydration-island";
import { hasSavedInputs } from "@/lib/calculator/saved-marker";

/*
 * Calculator islands: the calculator (store, inputs, engine, results) is a chunk of its own,
 * outside the page's first-load JavaScript, and its server HTML is hydrated in place, never
 * replaced (components/ui/hydration-island.tsx says why and how). Ids must not come from useId:
 * fields derive theirs from their names (field-id.ts).
 */

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

type Calculators = (typeof import("../engine-stage"))["calculators"];

/**
 * Loads a calculator once per visit, in two chunks: the engine and store first, then the
 * calculator's components, which `pick` asks for (see engine-stage.ts). A failed load is retried
 * on the next call.
 */
export function calculatorLoader<C>(pick: (calculators: Calculators) => Promise<C>): () => Promise<C> {
  return onceLoader(() => import("../engine-stage").then((stage) => pick(stage.calculators)));
}

export type IslandProps<P extends object> = Pick<HydrationIslandProps<P>, "server" | "load" | "props">;

/**
 * A calculator island: the calculators' styles in the page's first CSS, their loading and error
 * lines. It goes live at the visitor's first intent (a pointer, a focus, a finger on it), or at
 * once when the page shows inputs saved in this browser: until then the page's load is the
 * framework's and the page's own, and the server HTML shows every figure and works as a form.
 */
export function Island<P extends object>(props: IslandProps<P>): ReactNode {
  return <HydrationIsland {...props} loading={CalculatorLoading} unavailable={CalculatorUnavailable} wake="intent" wakeNow={hasSavedInputs} />;
}
