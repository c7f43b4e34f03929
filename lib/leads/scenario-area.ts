import type { ScenarioValues } from "./scenario-values";

/** Where an agent works: the licence's state and the counties they serve. */
export interface ScenarioArea {
  /** USPS code of the licence's state. */
  readonly state: string;
  readonly counties: readonly { readonly name: string; readonly state: string }[];
}

/**
 * An agent's contact form's scenario in the agent's area: a scenario in a state the agent does
 * not serve (the calculator's default, or a home priced elsewhere) moves to the agent's state
 * and the first county they serve there; one already in their area is kept as the visitor set it.
 */
export function scenarioInArea(values: ScenarioValues, area: ScenarioArea): ScenarioValues {
  const served = new Set([area.state, ...area.counties.map((county) => county.state)]);
  if (served.has(values.state)) return values;
  const county = area.counties.find((c) => c.state === area.state)?.name ?? "";
  return { ...values, state: area.state, county };
}
