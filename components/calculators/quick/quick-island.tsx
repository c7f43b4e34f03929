"use client";

import type { ComponentType } from "react";

import { calculatorLoader, Island } from "@/components/calculators/ui/island";

import type { QuickCalculatorRootProps } from "./quick-calculator";
// In the page's first CSS (the server renders the calculator through a require() the browser
// build drops, so Next would not list its stylesheet; see ui/island-styles.ts).
import "./quick.module.css";

type CalculatorModule = typeof import("./quick-calculator");

/** The quick calculator's two chunks (engine and store, then components), fetched once per visit. */
export const loadQuickCalculator = calculatorLoader((calculators) => calculators.quick());

// The server renders the calculator itself; the browser bundle keeps only the loader (`typeof
// window` is a build-time constant), so the home page's first load holds none of the calculator.
const server: ComponentType<QuickCalculatorRootProps> | null =
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server-only branch: a static import would put the calculator in the browser's first load.
      (require("./quick-calculator") as CalculatorModule).QuickCalculatorRoot
    : null;

/**
 * The home page's quick calculator as an island: in the page's HTML (every figure, a GET form
 * that works without JavaScript), hydrated in place once its chunk has loaded. See
 * components/calculators/ui/island.tsx.
 */
export function QuickIsland(props: QuickCalculatorRootProps) {
  return <Island server={server} load={loadQuickCalculator} props={props} />;
}
