"use client";

import { useState } from "react";

import { SelectField, type SelectOption } from "@/components/calculators/ui/select-field";
import { useCalculatorActions, useCalculatorStore } from "@/lib/calculator/provider";

import { loadStateLocation, lookupZipCounty, type StateLocationStatus } from "./location-client";
import type { StateLocation, StateOption } from "@/lib/calculator/location-types";

export interface LocationFieldsProps {
  states: readonly StateOption[];
  /** USPS code in force. */
  state: string;
  /** County key in force ("LOS ANGELES"), "" when none. */
  county: string;
  status: StateLocationStatus;
  /** What a ZIP code typed without JavaScript resolved to (shown once). */
  zipNote?: string;
  /** The ZIP code the page's address carried, shown in the field (default empty). */
  initialZip?: string;
  /**
   * Whether the county picker is shown (default true). The home page's quick calculator asks
   * for a ZIP code or a state only: a ZIP code still finds its county.
   */
  showCounty?: boolean;
}

/** Sets the tax rate and insurance of a place (a person picked it: their typed figures give way). */
function useApplyDefaults() {
  const actions = useCalculatorActions();
  return (data: StateLocation, countyKey: string) => {
    const county = data.counties.find((c) => c.key === countyKey);
    const taxRate = county?.taxRate ?? data.taxRate;
    // Where no rate is published (some territories) the figures in force stay.
    if (taxRate !== null) actions.setTaxRate(taxRate);
    if (data.insuranceAnnual > 0) actions.setInsuranceAnnual(data.insuranceAnnual);
  };
}

/**
 * State and county pickers (every county of the state) and a ZIP code that finds its county.
 * Choosing a place sets the property-tax rate (the county's effective rate, or the state's) and
 * the state's average homeowners premium; the county's 2026 limits appear in the results.
 * A restored or shared place changes nothing by itself: only a choice made here does.
 */
export function LocationFields({ states, state, county, status, zipNote, initialZip = "", showCounty = true }: LocationFieldsProps) {
  const actions = useCalculatorActions();
  const store = useCalculatorStore();
  const applyDefaults = useApplyDefaults();
  // A fixed id (one location picker per page): calculators hydrate as roots of their own, where
  // React's useId would not match the server's ids (see ui/island.tsx).
  const zipId = "f-zip";
  const [zip, setZip] = useState(initialZip);
  const [zipMessage, setZipMessage] = useState(zipNote ?? "");
  const instead = showCounty ? "Choose the state and county instead." : "Choose the state instead.";

  const stateOptions: SelectOption[] = states.map((s) => ({ value: s.code, label: s.name }));
  const countyOptions: SelectOption[] = [{ value: "", label: status.status === "loading" ? "Loading counties…" : "Choose a county" }];
  if (status.status === "ready") for (const c of status.data.counties) countyOptions.push({ value: c.key, label: c.name });

  const onState = async (code: string) => {
    actions.setState(code);
    // A ZIP code names a place in one state: once another state is chosen it no longer applies.
    if (zip !== "") {
      setZip("");
      setZipMessage("");
    }
    try {
      const data = await loadStateLocation(code);
      // Only if the person has not moved on to another state meanwhile.
      if (store.getState().loanInputs.state === code) applyDefaults(data, "");
    } catch {
      // The picker shows the load error; the figures keep the tax and insurance in force.
    }
  };

  const onCounty = (key: string) => {
    actions.setCounty(key);
    if (status.status === "ready") applyDefaults(status.data, key);
  };

  const onZip = async (text: string) => {
    const typed = text.replace(/\D/g, "").slice(0, 5);
    setZip(typed);
    if (typed.length < 5) {
      setZipMessage("");
      return;
    }
    setZipMessage("Looking up the county…");
    try {
      const fips = await lookupZipCounty(typed);
      const owner = fips ? states.find((s) => s.fips === fips.slice(0, 2)) : undefined;
      if (!fips || !owner) {
        setZipMessage(`We don't know ZIP code ${typed}. ${instead}`);
        return;
      }
      const data = await loadStateLocation(owner.code);
      const found = data.counties.find((c) => c.fips === fips);
      actions.setState(owner.code);
      actions.setCounty(found?.key ?? "");
      applyDefaults(data, found?.key ?? "");
      setZipMessage(found ? `ZIP code ${typed} is in ${found.name}, ${owner.name}.` : `ZIP code ${typed} is in ${owner.name}.`);
    } catch {
      setZipMessage(`The ZIP code lookup needs a connection. ${instead}`);
    }
  };

  return (
    <fieldset>
      <legend>Location</legend>
      <div className="field">
        <label htmlFor={zipId}>ZIP code (optional)</label>
        <input
          id={zipId}
          name="zip"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={zip}
          onChange={(event) => void onZip(event.target.value)}
          aria-describedby={`${zipId}-status`}
        />
        <p id={`${zipId}-status`} className="field-hint" role="status">
          {zipMessage || "Finds the county and sets its tax rate and insurance."}
        </p>
      </div>
      <SelectField label="State" name="state" value={state} options={stateOptions} onValueChange={(code) => void onState(code)} />
      {showCounty ? (
        <SelectField
          label="County"
          name="county"
          value={status.status === "ready" && status.data.counties.some((c) => c.key === county) ? county : ""}
          options={countyOptions}
          onValueChange={onCounty}
          disabled={status.status !== "ready"}
          hint={status.status === "error" ? status.message : "Sets the property-tax rate and shows the county's loan limits."}
        />
      ) : null}
    </fieldset>
  );
}
