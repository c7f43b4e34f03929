"use client";

import type { ComponentType } from "react";

import { calculatorLoader, Island } from "@/components/calculators/ui/island";

import type { PaymentCalculatorRootProps } from "./payment-calculator";

type CalculatorModule = typeof import("./payment-calculator");

/** The calculator's two chunks (engine and store, then components), fetched once per visit. */
export const loadPaymentCalculator = calculatorLoader((calculators) => calculators.payment());

// The server renders the calculator itself; the browser bundle keeps only the loader (`typeof
// window` is a build-time constant), so the page's first load holds none of the calculator.
const server: ComponentType<PaymentCalculatorRootProps> | null =
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server-only branch: a static import would put the calculator in the browser's first load.
      (require("./payment-calculator") as CalculatorModule).PaymentCalculatorRoot
    : null;

/**
 * A payment calculator as an island: in the page's HTML (every figure, a form that works without
 * JavaScript), hydrated in place once its chunk has loaded. See components/calculators/ui/island.tsx.
 */
export function PaymentIsland(props: PaymentCalculatorRootProps) {
  return <Island server={server} load={loadPaymentCalculator} props={props} />;
}
