"use client";

import { useState, type ReactNode } from "react";

import { CalculatorScope } from "@/components/calculators/ui/calculator-scope";
import { useCalculatorActions, useCalculatorInputs } from "@/lib/calculator/provider";
import type { Scenario } from "@/lib/calculator/scenario";

import type { ExtraSpec, ExtraValues } from "./extra-fields";
import { ExtrasScope, useExtras, useSetExtra } from "./extras-scope";

/** What a page's island passes to a calculator with extra inputs. */
export interface ExtrasIslandProps<S extends ExtraSpec> {
  /** The shared link's scenario (the dynamic twin), null on the static page. */
  scenario: Scenario | null;
  /** The extra inputs the server rendered with (first values, or a link's). */
  initial: ExtraValues<S>;
  /** The server read `initial` from a link: its values win over saved ones. */
  fromLink: boolean;
}

export interface ExtrasCalculatorRootProps<S extends ExtraSpec> extends ExtrasIslandProps<S> {
  /** Page id for the extras' storage key ("refinance"). */
  page: string;
  /** The page's static path. */
  path: string;
  /**
   * The extras' spec, or how to make it from the first values: the readers are all the browser
   * needs of a spec whose defaults come from the engine (the first values came from the server).
   */
  spec: S | ((initial: ExtraValues<S>) => S);
  /** The calculator itself (inputs, engine, results). */
  children: ReactNode;
}

/**
 * A calculator with extra inputs, with its stores: the shared calculator store (`CalculatorScope`)
 * and the page's extras (`ExtrasScope`) inside it. What the page's island renders.
 */
export function ExtrasCalculatorRoot<S extends ExtraSpec>({ scenario, initial, fromLink, page, path, spec, children }: ExtrasCalculatorRootProps<S>) {
  const [fields] = useState(() => (typeof spec === "function" ? spec(initial) : spec));
  return (
    <CalculatorScope scenario={scenario} path={path}>
      <ExtrasScope page={page} path={path} spec={fields} initial={initial} fromLink={fromLink}>
        {children}
      </ExtrasScope>
    </CalculatorScope>
  );
}

/**
 * What a calculator with extra inputs works with: the shared inputs (the same object until one of
 * them changes, for `*Input(inputs, extras)`) and the store's actions, the extras and their setter.
 */
export function useExtrasCalculator<S extends ExtraSpec>() {
  const inputs = useCalculatorInputs();
  const actions = useCalculatorActions();
  const extras = useExtras<S>();
  const setExtra = useSetExtra();
  return { inputs, actions, extras, setExtra };
}
