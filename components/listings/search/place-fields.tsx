"use client";

import { useState } from "react";

import { useCountyList } from "@/components/calculators/location/location-client";

import { FieldError, errorProps } from "./field-error";
import styles from "./listings-search.module.css";

/** A choice in a picker: value and label. */
export interface PlaceOption {
  readonly value: string;
  readonly label: string;
}

export interface PlaceFieldsProps {
  /** Every state, DC and territory (value = USPS code). */
  states: readonly PlaceOption[];
  /** The state in the address ("" for none). */
  state: string;
  /** Counties of that state (value = 5-digit FIPS), rendered by the server for the no-JS form. */
  counties: readonly PlaceOption[];
  /** The county FIPS in the address ("" for none). */
  county: string;
  /** The ZIP code as typed in the address. */
  zip: string;
  errors: Readonly<Record<string, readonly string[]>>;
}

/**
 * State, county and ZIP code (docs/architecture.md, Places in the address: lists of places accept `state`, `county` (FIPS) or
 * `zip`). The same approach as the loan-limits lookup: the server renders the counties of the
 * state in the address; with JavaScript the county list follows the state chosen (each state's
 * counties come from the calculators' small static JSON file).
 */
export function PlaceFields({ states, state: initialState, counties, county: initialCounty, zip, errors }: PlaceFieldsProps) {
  const [state, setState] = useState(initialState);
  const [county, setCounty] = useState(initialCounty);
  const current = useCountyList(state, initialState, counties, "fips", "The county list could not be loaded; search the whole state, or try again.");
  const options = "options" in current ? current.options : [];
  const countyHint = state === "" ? "Choose a state first." : "loading" in current ? "Loading the counties…" : "error" in current ? current.error : "";

  return (
    <fieldset className={styles.fieldset}>
      <legend>Place</legend>
      <div className="field">
        <label htmlFor="ls-state">State</label>
        <select
          id="ls-state"
          name="state"
          value={state}
          {...errorProps("ls-state", errors.state)}
          onChange={(event) => {
            setState(event.target.value);
            setCounty("");
          }}
        >
          <option value="">Any state</option>
          {states.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
        <FieldError id="ls-state" messages={errors.state} />
      </div>
      <div className="field">
        <label htmlFor="ls-county">County</label>
        <select
          id="ls-county"
          name="county"
          value={options.some((o) => o.value === county) ? county : ""}
          onChange={(event) => setCounty(event.target.value)}
          disabled={"loading" in current}
          {...errorProps("ls-county", errors.county, countyHint ? "ls-county-hint" : undefined)}
        >
          <option value="">All counties</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {countyHint ? (
          <p id="ls-county-hint" className="field-hint">
            {countyHint}
          </p>
        ) : null}
        <FieldError id="ls-county" messages={errors.county} />
      </div>
      <div className="field">
        <label htmlFor="ls-zip">ZIP code</label>
        <input
          id="ls-zip"
          name="zip"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          defaultValue={zip}
          {...errorProps("ls-zip", errors.zip)}
        />
        <FieldError id="ls-zip" messages={errors.zip} />
      </div>
    </fieldset>
  );
}
