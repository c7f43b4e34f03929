"use client";

import { useState } from "react";

import { useCountyList, type CountyOption } from "./location-client";

export interface PlaceSelectProps {
  /** Prefix of the field ids (one picker per form: "offers", "your-rate"). */
  idPrefix: string;
  /** Every state, DC and territory (value = USPS code). */
  states: readonly CountyOption[];
  /** The state in force. */
  state: string;
  /** Counties of that state (value = 5-digit FIPS), rendered by the server for the no-JavaScript form. */
  counties: readonly CountyOption[];
  /** The county FIPS in force ("" for none). */
  county: string;
  /** The ZIP code as typed ("" for none). */
  zip: string;
  /** A sentence about the place in the address (ZIP code found, county unknown), shown under the ZIP field. */
  message?: string | null;
  /** The county field's hint (default: what the county sets in the calculators). */
  countyHint?: string;
  /** When given, a first state option with value "" and this label (e.g. "Any state"), for searches. */
  anyStateLabel?: string;
  /** The fieldset's legend (default "Where you are buying"). */
  legend?: string;
}

/**
 * State, county and ZIP code fields of a GET form (docs/architecture.md, Places in the address: `state`, `county` as FIPS, or
 * `zip`). The server renders the counties of the state in the address, so the form works without
 * JavaScript; with it, the county list follows the state chosen (each state's counties come from
 * the calculators' small static JSON file, through the shared useCountyList hook).
 */
export function PlaceSelect({
  idPrefix,
  states,
  state: initialState,
  counties,
  county: initialCounty,
  zip,
  message,
  countyHint: hint,
  anyStateLabel,
  legend,
}: PlaceSelectProps) {
  const [state, setState] = useState(initialState);
  const [county, setCounty] = useState(initialCounty);
  const loaded = useCountyList(state, initialState, counties, "fips", "The county list could not be loaded. Submit to see this state's counties.");
  // No state chosen (searches that allow any state): no counties to load.
  const current = state === "" ? { state, options: [] as readonly CountyOption[] } : loaded;
  const options = "options" in current ? current.options : [];
  const countyHint =
    "loading" in current
      ? "Loading the counties…"
      : "error" in current
        ? current.error
        : state === ""
          ? "Choose a state to see its counties."
          : (hint ?? "Sets the loan limits, property tax and USDA income limit.");
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <fieldset>
      <legend>{legend ?? "Where you are buying"}</legend>
      <div className="field">
        <label htmlFor={id("state")}>State</label>
        <select
          id={id("state")}
          name="state"
          value={state}
          onChange={(event) => {
            setState(event.target.value);
            setCounty("");
          }}
        >
          {anyStateLabel !== undefined ? <option value="">{anyStateLabel}</option> : null}
          {states.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={id("county")}>County</label>
        <select
          id={id("county")}
          name="county"
          value={options.some((o) => o.value === county) ? county : ""}
          onChange={(event) => setCounty(event.target.value)}
          disabled={"loading" in current}
          aria-describedby={id("county-hint")}
        >
          <option value="">Choose a county</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <p id={id("county-hint")} className="field-hint">
          {countyHint}
        </p>
      </div>
      <div className="field">
        <label htmlFor={id("zip")}>ZIP code (optional)</label>
        <input
          id={id("zip")}
          name="zip"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          defaultValue={zip}
          aria-describedby={id("zip-hint")}
        />
        <p id={id("zip-hint")} className="field-hint">
          {message ?? "Finds the county for you (it wins over the state and county)."}
        </p>
      </div>
    </fieldset>
  );
}
