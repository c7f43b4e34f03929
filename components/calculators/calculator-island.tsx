"use client";

import type { ComponentType } from "react";

import { calculatorLoader, Island } from "@/components/calculators/ui/island";
import type { CalculatorComponentId } from "@/lib/calculator/registry";

import type { CalculatorProps } from "./ui/server-calculators";

type ServerCalculators = (typeof import("./ui/server-calculators"))["SERVER_CALCULATORS"];
type CalculatorComponents = { [I in CalculatorComponentId]: ComponentType<CalculatorProps<I>> };

// The server renders the calculator itself; the browser bundle keeps only the loaders (`typeof
// window` is a build-time constant), so a page's first load holds none of any calculator.
const serverCalculators: CalculatorComponents | null =
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server-only branch: a static import would put every calculator in the browser's first load.
      (require("./ui/server-calculators") as { SERVER_CALCULATORS: ServerCalculators }).SERVER_CALCULATORS
    : null;

type Loaders = { [I in CalculatorComponentId]: Load<I> };

type Load<I extends CalculatorComponentId> = () => Promise<ComponentType<CalculatorProps<I>>>;

// One loader per calculator, made on first use and kept (the island's effect depends on it).
const loaders = new Map<CalculatorComponentId, () => Promise<unknown>>();

/** A calculator's two chunks (engine and store, then its components), fetched once per visit. */
function loaderFor<I extends CalculatorComponentId>(calculator: I): Load<I> {
  const kept = loaders.get(calculator);
  // The map is keyed by calculator: the entry under `calculator` is its loader.
  if (kept) return kept as Load<I>;
  const made: Load<I> = calculatorLoader((calculators) => {
    const all: Loaders = calculators;
    return all[calculator]();
  });
  loaders.set(calculator, made);
  return made;
}

export interface CalculatorIslandProps<I extends CalculatorComponentId> {
  /** The calculator's registry key (lib/calculator/registry.ts). */
  calculator: I;
  /** Its props: the page's start (scenario, program, location, ...). */
  props: CalculatorProps<I>;
}

/**
 * A calculator as an island: in the page's HTML (every figure, a form that works without
 * JavaScript), hydrated in place once its chunk has loaded. See components/calculators/ui/island.tsx.
 */
export function CalculatorIsland<I extends CalculatorComponentId>({ calculator, props }: CalculatorIslandProps<I>) {
  const server: ComponentType<CalculatorProps<I>> | null = serverCalculators?.[calculator] ?? null;
  return <Island server={server} load={loaderFor(calculator)} props={props} />;
}
