"use client";

import type { ComponentType } from "react";

import { CalculatorUnavailable, Island, lazyPart, onceLoader } from "@/components/calculators/ui/live-part";

import type { PaymentCalculatorRootProps } from "./payment-calculator";

type CalculatorModule = typeof import("./payment-calculator");

/** The calculator's chunk (store, inputs, engine, results), fetched once per visit. */
export const loadPaymentCalculator = onceLoader(() => import("./payment-calculator"));

// The server renders the calculator itself into the first HTML; the browser bundle keeps only
// the lazy branch (`typeof window` is a build-time constant), so the page's first-load
// JavaScript holds none of the calculator. See components/calculators/ui/live-part.tsx.
const Calculator: ComponentType<PaymentCalculatorRootProps> =
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server-only branch: a static import would put the calculator in the browser's first load.
      (require("./payment-calculator") as CalculatorModule).PaymentCalculatorRoot
    : lazyPart(loadPaymentCalculator, (module) => module.PaymentCalculatorRoot, CalculatorUnavailable);

/**
 * A payment calculator as an island: rendered on the server (every figure in the first HTML,
 * the form usable without JavaScript), hydrated in place once its chunk has loaded.
 */
export function PaymentIsland(props: PaymentCalculatorRootProps) {
  return <Island part={Calculator} props={props} />;
}
