"use client";

import { useActionState } from "react";

import { submitQuote } from "@/app/(site)/quote/actions";
import { useCalculatorInputs } from "@/lib/calculator/provider";
import { QUOTE_CONSENT, type ConsentText } from "@/lib/leads/consent";
import { CONTACT_FIELDS, INITIAL_LEAD_FORM_STATE, SCENARIO_FIELDS, type LeadFormState, type LeadFormValues } from "@/lib/leads/form-values";
import { COUNTY_MAX_LENGTH } from "@/lib/leads/limits";
import { scenarioValuesFromInputs, type ScenarioValues } from "@/lib/leads/scenario-values";

import { ConsentField } from "./consent-field";
import { ContactFields } from "./contact-fields";
import { ErrorSummary } from "./error-summary";
import { HoneypotField } from "./honeypot-field";
import { LeadCheckbox, LeadSelectField, LeadTextField } from "./lead-fields";
import styles from "./lead-form.module.css";

/** The fields in the order they appear (the error summary and the focus follow it). */
const FIELD_ORDER: readonly string[] = [
  ...CONTACT_FIELDS.filter((name) => name !== "consent" && name !== "sourcePage"),
  ...SCENARIO_FIELDS.map((name) => `scenario.${name}`),
  "consent",
];

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
  return terms.map((term) => ({ value: String(term), label: term % 12 === 0 ? `${term / 12} years` : `${term} months` }));
}

export interface QuoteFormProps {
  /** States, DC and territories for the picker. */
  states: ReadonlyArray<{ readonly code: string; readonly name: string }>;
  /** The calculator page the visitor came from, sent with the lead. */
  sourcePage?: string | undefined;
  /**
   * Another lead form built on this one (an agent's contact form): its Server Action, consent,
   * the form's accessible name, the button's text and hidden fields (e.g. the agent's hashid).
   * Without it, the quote request.
   */
  variant?: {
    readonly action: (previous: LeadFormState, form: FormData) => Promise<LeadFormState>;
    readonly consent: ConsentText;
    readonly label: string;
    readonly submitLabel: string;
    readonly hidden: Readonly<Record<string, string>>;
    /** The hint under "Your scenario". */
    readonly scenarioHint: string;
  };
}

/**
 * The quote request form: contact details, the scenario (from the calculator store: the saved
 * inputs, or the link's scenario, which the page gave the provider), consent, and the honeypot.
 * A Server Action form (useActionState): it works as a plain POST before or without JavaScript,
 * and shows the posted values again with a message under each field the server refused.
 */
export function QuoteForm({ states, sourcePage, variant }: QuoteFormProps) {
  const [state, formAction, pending] = useActionState(variant?.action ?? submitQuote, INITIAL_LEAD_FORM_STATE);
  const fromStore = scenarioValuesFromInputs(useCalculatorInputs());
  const posted: LeadFormValues | null = state.values;
  const scenario: ScenarioValues = posted
    ? Object.fromEntries(SCENARIO_FIELDS.map((name) => [name, posted[`scenario.${name}`] ?? ""])) as ScenarioValues
    : fromStore;
  const focus = FIELD_ORDER.find((name) => state.errors[name]?.[0]) ?? null;
  const field = (name: string) => ({ name: `scenario.${name}`, error: state.errors[`scenario.${name}`]?.[0], focus: focus === `scenario.${name}` });
  // Fields remount on each submission (showing what was posted, focusing the first error) and
  // when the store's restored scenario arrives (before the first submission).
  const scenarioKey = posted ? `posted-${state.attempt}` : JSON.stringify(fromStore);

  return (
    <form action={formAction} className={styles.form} noValidate aria-label={variant?.label ?? "Request a quote"}>
      <ErrorSummary errors={state.errors} formError={state.formError} order={FIELD_ORDER} />
      <fieldset className={styles.group} key={`contact-${state.attempt}`}>
        <legend>Your contact details</legend>
        <ContactFields values={posted ?? {}} errors={state.errors} focus={focus} messageLabel="Anything we should know? (optional)" />
      </fieldset>

      <fieldset className={`${styles.group} ${styles.restorable}`} key={scenarioKey}>
        <legend>Your scenario</legend>
        <p className="field-hint">{variant?.scenarioHint ?? "Filled in from your calculator. Change anything that is not right: we quote on what you send."}</p>
        <div className={styles.grid}>
          <LeadSelectField {...field("calcType")} label="Loan program" defaultValue={scenario.calcType} options={PROGRAMS} />
          <LeadTextField {...field("price")} label="Home price ($)" inputMode="decimal" autoComplete="off" defaultValue={scenario.price} />
          <LeadTextField {...field("downPayment")} label="Down payment ($)" inputMode="decimal" autoComplete="off" defaultValue={scenario.downPayment} />
          <LeadTextField {...field("rate")} label="Interest rate (%)" inputMode="decimal" autoComplete="off" defaultValue={scenario.rate} />
          <LeadSelectField {...field("term")} label="Loan term" defaultValue={scenario.term} options={termOptions(scenario.term)} />
          <LeadTextField {...field("creditScore")} label="Credit score" inputMode="numeric" autoComplete="off" hint="An estimate is fine." defaultValue={scenario.creditScore} />
          <LeadSelectField
            {...field("state")}
            label="State"
            defaultValue={scenario.state}
            options={[{ value: "", label: "Choose a state" }, ...states.map((s) => ({ value: s.code, label: s.name }))]}
          />
          <LeadTextField {...field("county")} label="County (optional)" autoComplete="off" maxLength={COUNTY_MAX_LENGTH} defaultValue={scenario.county} />
        </div>
        <LeadCheckbox {...field("isVeteran")} label="I am a veteran or service member (VA loans)" defaultChecked={scenario.isVeteran === "on"} />
      </fieldset>

      <div key={`consent-${state.attempt}`}>
        <ConsentField consent={variant?.consent ?? QUOTE_CONSENT} defaultChecked={posted?.consent === "on"} error={state.errors.consent?.[0]} focus={focus === "consent"} />
      </div>
      <HoneypotField />
      {sourcePage ? <input type="hidden" name="sourcePage" value={sourcePage} /> : null}
      {Object.entries(variant?.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p>
        <button type="submit" className="button" disabled={pending}>
          {pending ? "Sending…" : (variant?.submitLabel ?? "Send my quote request")}
        </button>
      </p>
      <p role="status" className="visually-hidden">
        {pending ? "Sending your request…" : ""}
      </p>
    </form>
  );
}
