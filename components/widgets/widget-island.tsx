"use client";

import type { ComponentType } from "react";

import { CalculatorLoading, CalculatorUnavailable } from "@/components/calculators/ui/island";
import { HydrationIsland, onceLoader } from "@/components/ui/hydration-island";

import type { CompactCalculatorRootProps } from "./compact-calculator";

type CompactModule = typeof import("./compact-calculator");

/** The compact calculator's chunk, fetched once per visit. */
const loadCompact = onceLoader(() => import("./compact-calculator").then((module) => module.CompactCalculatorRoot));

// The server renders the calculator itself; the browser bundle keeps only the loader (`typeof
// window` is a build-time constant), so the frame's first load holds none of it.
const server: ComponentType<CompactCalculatorRootProps> | null =
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server-only branch: a static import would put the calculator in the browser's first load.
      (require("./compact-calculator") as CompactModule).CompactCalculatorRoot
    : null;

/**
 * The widget's compact calculator as an island (components/ui/hydration-island.tsx): every figure
 * and a GET form in the frame's HTML, hydrated in place at the visitor's first intent on it (a
 * frame loads on its host page's main thread: until used it costs that page nothing more). Its
 * styles reach the frame's first CSS through the imports of widget-calculator.tsx, which renders
 * it (components/calculators/README.md, Its CSS).
 */
export function WidgetIsland(props: CompactCalculatorRootProps) {
  return <HydrationIsland server={server} load={loadCompact} props={props} loading={CalculatorLoading} unavailable={CalculatorUnavailable} wake="intent" />;
}
