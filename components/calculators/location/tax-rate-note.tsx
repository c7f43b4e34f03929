"use client";

import type { MouseEvent } from "react";

import { inputText } from "@/components/calculators/ui/format";
import { useCalculatorActions, useCalculatorInputs } from "@/lib/calculator/provider";
import { scenarioToSearchParams } from "@/lib/calculator/scenario";

import type { StateLocationStatus } from "./location-client";

export interface TaxRateNoteProps {
  /** The page the link reloads without JavaScript (the form's action). */
  path: string;
  /** The place's data (the state in force and its counties). */
  status: StateLocationStatus;
}

/** The place's effective property-tax rate and its name: the county's when one is chosen, else the state's. */
export function placeTaxRate(status: StateLocationStatus, state: string, county: string): { rate: number; place: string } | null {
  if (status.status !== "ready" || status.data.code !== state) return null;
  const found = status.data.counties.find((c) => c.key === county);
  if (found && found.taxRate !== null) return { rate: found.taxRate, place: found.name };
  return status.data.taxRate === null ? null : { rate: status.data.taxRate, place: status.data.name };
}

/**
 * Says so when the property-tax rate in force is not the effective rate of the place shown (a
 * state chosen from a link, a typed tax, a listing's tax), and offers the place's rate. With
 * JavaScript the link sets it in place; without, it reloads the page with the same inputs and
 * that rate (`taxRate`, lib/calculator/scenario.ts). Rates are compared as the field shows them.
 */
export function TaxRateNote({ path, status }: TaxRateNoteProps) {
  const actions = useCalculatorActions();
  const inputs = useCalculatorInputs();
  const li = inputs.loanInputs;
  const target = placeTaxRate(status, li.state, li.county);
  const inForce = inputText(li.taxRate * 100, "percent");
  const placeText = target ? inputText(target.rate * 100, "percent") : "";
  const differs = target !== null && placeText !== inForce;

  const onUse = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (target) actions.setTaxRate(target.rate);
  };

  let href = path;
  if (differs) {
    const query = scenarioToSearchParams(inputs);
    query.set("taxRate", placeText);
    href = `${path}?${query.toString()}`;
  }

  return (
    <div aria-live="polite" className="field-hint" data-tax-note={differs ? "" : undefined}>
      {target && differs ? (
        <p>
          The tax rate in force, {inForce}%, is not {target.place}&rsquo;s effective rate of {placeText}%.{" "}
          <a href={href} onClick={onUse}>
            Use {target.place}&rsquo;s {placeText}%
          </a>
        </p>
      ) : null}
    </div>
  );
}
