"use client";

import { useState } from "react";

import { useCountyList } from "@/components/calculators/location/location-client";
import type { SelectOption } from "@/components/calculators/ui/select-field";

import styles from "./loan-limits.module.css";

export interface LimitsLookupFormProps {
  /** Every state, DC and territory. */
  states: readonly SelectOption[];
  /** The state shown ("" for none). */
  state: string;
  /** Counties of that state (value = county key, "LOS ANGELES"). */
  counties: readonly SelectOption[];
  /** The county shown ("" for none). */
  county: string;
}

/**
 * The lookup form: state, county, or a ZIP code. A plain GET form to /loan-limits/ (the server
 * renders the answer, so it works without JavaScript). With JavaScript the county list follows
 * the state chosen (each state's counties load as a small JSON file), so the lookup takes one
 * submit instead of two. Nothing is submitted until the person presses the button.
 */
export function LimitsLookupForm({ states, state: initialState, counties, county: initialCounty }: LimitsLookupFormProps) {
  const [state, setState] = useState(initialState);
  const [county, setCounty] = useState(initialCounty);
  const current = useCountyList(
    state,
    initialState,
    counties,
    "key",
    "The county list could not be loaded. Press Show limits to see every county of the state.",
  );
  const options = "options" in current ? current.options : [];
  const countyHint =
    state === ""
      ? "Choose a state first."
      : "loading" in current
        ? "Loading the counties…"
        : "error" in current
          ? current.error
          : "Leave it on All counties to see the whole state.";

  return (
    <form method="get" action="/loan-limits/" aria-label="Find loan limits" className={styles.form}>
      <div className="field">
        <label htmlFor="limits-state">State</label>
        <select
          id="limits-state"
          name="state"
          value={state}
          onChange={(event) => {
            setState(event.target.value);
            setCounty("");
          }}
        >
          <option value="">Choose a state</option>
          {states.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="limits-county">County</label>
        <select
          id="limits-county"
          name="county"
          value={options.some((o) => o.value === county) ? county : ""}
          onChange={(event) => setCounty(event.target.value)}
          aria-describedby="limits-county-hint"
          disabled={"loading" in current}
        >
          <option value="">All counties</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <p id="limits-county-hint" className="field-hint">
          {countyHint}
        </p>
      </div>
      <div className="field">
        <label htmlFor="limits-zip">Or a ZIP code</label>
        <input id="limits-zip" name="zip" type="text" inputMode="numeric" autoComplete="postal-code" maxLength={10} aria-describedby="limits-zip-hint" />
        <p id="limits-zip-hint" className="field-hint">
          Finds the county for you; it wins over the state and county above.
        </p>
      </div>
      <div className={styles.submit}>
        <button type="submit" className="button">
          Show limits
        </button>
      </div>
    </form>
  );
}
