import { loanTermLabel } from "@/lib/format/loan-term";
import type { ScenarioValues } from "@/lib/leads/scenario-values";
import { COUNTY_MAX_LENGTH } from "@/lib/leads/limits";

import { LeadCheckbox, LeadSelectField, LeadTextField } from "./lead-fields";
import styles from "./lead-form.module.css";

const PROGRAMS = [
  { value: "conventional", label: "Conventional" },
  { value: "fha", label: "FHA" },
  { value: "usda", label: "USDA" },
  { value: "va", label: "VA" },
] as const;

const TERMS = [360, 300, 240, 180, 120];

function termOptions(current: string) {
  const months = Number(current);
  const terms = Number.isInteger(months) && months > 0 && !TERMS.includes(months) ? [...TERMS, months].sort((a, b) => b - a) : TERMS;
  return terms.map((term) => ({ value: String(term), label: loanTermLabel(term) }));
}

export interface ScenarioFieldsProps {
  /** What each field shows (posted, restored from the calculator, or the server's start). */
  scenario: ScenarioValues;
  errors: Readonly<Record<string, readonly string[]>>;
  /** The field that takes the focus (the form's first invalid one), e.g. `scenario.price`. */
  focus: string | null;
  /** States, DC and territories for the picker. */
  states: ReadonlyArray<{ readonly code: string; readonly name: string }>;
}

/**
 * The quote form's scenario editor: program, price, down payment, rate, term, credit score,
 * place and the veteran box, named `scenario.*`.
 */
export function ScenarioFields({ scenario, errors, focus, states }: ScenarioFieldsProps) {
  const field = (name: string) => ({ name: `scenario.${name}`, error: errors[`scenario.${name}`]?.[0], focus: focus === `scenario.${name}` });
  return (
    <>
      <div className={styles.grid}>
        <LeadSelectField {...field("calcType")} label="Loan program" defaultValue={scenario.calcType} options={PROGRAMS} />
        <LeadTextField {...field("price")} label="Home price ($)" inputMode="decimal" autoComplete="off" defaultValue={scenario.price} />
        <LeadTextField {...field("downPayment")} label="Down payment ($)" inputMode="decimal" autoComplete="off" defaultValue={scenario.downPayment} />
        <LeadTextField {...field("rate")} label="Interest rate (%)" inputMode="decimal" autoComplete="off" defaultValue={scenario.rate} />
        <LeadSelectField {...field("term")} label="Loan term" defaultValue={scenario.term} options={termOptions(scenario.term)} />
        <LeadTextField
          {...field("creditScore")}
          label="Credit score"
          inputMode="numeric"
          autoComplete="off"
          hint="An estimate is fine."
          defaultValue={scenario.creditScore}
        />
        <LeadSelectField
          {...field("state")}
          label="State"
          defaultValue={scenario.state}
          options={[{ value: "", label: "Choose a state" }, ...states.map((s) => ({ value: s.code, label: s.name }))]}
        />
        <LeadTextField {...field("county")} label="County (optional)" autoComplete="off" maxLength={COUNTY_MAX_LENGTH} defaultValue={scenario.county} />
      </div>
      <LeadCheckbox {...field("isVeteran")} label="I am a veteran or service member (VA loans)" defaultChecked={scenario.isVeteran === "on"} />
    </>
  );
}
