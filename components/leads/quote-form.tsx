"use client";

import { useActionState, useEffect, useState } from "react";

import { submitQuote } from "@/components/leads/quote-action";
import type { PageStart } from "@/lib/calculator/initial";
import type { ConsentText } from "@/lib/leads/consent";
import { CONTACT_FIELDS, INITIAL_LEAD_FORM_STATE, SCENARIO_FIELDS, type LeadFormState, type LeadFormValues } from "@/lib/leads/form-values";
import { scenarioInArea, type ScenarioArea } from "@/lib/leads/scenario-area";
import type { ScenarioValues } from "@/lib/leads/scenario-values";
import { useHydrated } from "@/lib/session/use-session";
import { useFormPermalink } from "@/components/ui/use-form-permalink";

import { ConsentField } from "./consent-field";
import { ContactFields } from "./contact-fields";
import { ErrorSummary } from "./error-summary";
import { HoneypotField } from "./honeypot-field";
import styles from "./lead-form.module.css";
import { ScenarioFields } from "./scenario-fields";

/** The fields in the order they appear (the error summary and the focus follow it). */
const FIELD_ORDER: readonly string[] = [
  ...CONTACT_FIELDS.filter((name) => name !== "consent" && name !== "sourcePage"),
  ...SCENARIO_FIELDS.map((name) => `scenario.${name}`),
  "consent",
];

export interface QuoteFormProps {
  /** States, DC and territories for the picker. */
  states: ReadonlyArray<{ readonly code: string; readonly name: string }>;
  /** The calculator page the visitor came from, sent with the lead. */
  sourcePage?: string | undefined;
  /** The address a plain POST (no JavaScript yet) goes to, with its query: the page's path when not given. */
  permalink?: string | undefined;
  /** The page's program and the address's scenario: where the saved inputs are restored from. */
  start: Pick<PageStart, "calcType" | "scenario">;
  /**
   * The scenario fields as the server renders them (`scenarioValuesFromInputs(initialInputs(start))`),
   * until the inputs saved in this browser are restored over them after mount.
   */
  initialScenario: ScenarioValues;
  /** The consent the checkbox shows (its version is what the Server Action stores). */
  consent: ConsentText;
  /**
   * Another lead form built on this one (an agent's contact form): its Server Action,
   * the form's accessible name, the button's text and hidden fields (e.g. the agent's hashid).
   * Without it, the quote request.
   */
  variant?: {
    readonly action: (previous: LeadFormState, form: FormData) => Promise<LeadFormState>;
    readonly label: string;
    readonly submitLabel: string;
    readonly hidden: Readonly<Record<string, string>>;
    /** The hint under "Your scenario". */
    readonly scenarioHint: string;
    /** Where the agent works: a scenario restored from another state moves there (scenarioInArea). */
    readonly area?: ScenarioArea;
  };
}

/**
 * The quote request form: contact details, the scenario (the link's scenario as the server
 * rendered it, then the calculator inputs saved in this browser, restored after mount), consent,
 * and the honeypot. A Server Action form (useActionState): it works as a plain POST before or
 * without JavaScript, and shows the posted values again with a message under each field the
 * server refused.
 */
export function QuoteForm({ states, sourcePage, permalink, start, initialScenario, consent, variant }: QuoteFormProps) {
  const [state, formAction, pending] = useActionState(variant?.action ?? submitQuote, INITIAL_LEAD_FORM_STATE, useFormPermalink(permalink));
  const [restored, setRestored] = useState<ScenarioValues | null>(null);
  // `data-ready` once live (hydrated in its island): submissions are then answered in place.
  const live = useHydrated();
  // The calculator store and its sanitizers load only now, off the first-load JS (the restore
  // script keeps the scenario hidden meanwhile, for 1 s at most).
  useEffect(() => {
    let live = true;
    void import("@/lib/leads/saved-scenario")
      .then(({ restoreScenarioValues }) => restoreScenarioValues(start, window.location.search))
      .then((values) => {
        if (live) setRestored(values);
      })
      .catch((error: unknown) => console.error("Could not restore the saved calculator inputs.", error));
    return () => {
      live = false;
    };
  }, [start]);
  const area = variant?.area;
  const fromStore = restored && area ? scenarioInArea(restored, area) : (restored ?? initialScenario);
  const posted: LeadFormValues | null = state.values;
  const scenario: ScenarioValues = posted
    ? (Object.fromEntries(SCENARIO_FIELDS.map((name) => [name, posted[`scenario.${name}`] ?? ""])) as ScenarioValues)
    : fromStore;
  const focus = FIELD_ORDER.find((name) => state.errors[name]?.[0]) ?? null;
  // Fields remount on each submission (showing what was posted, focusing the first error) and
  // when the store's restored scenario arrives (before the first submission).
  const scenarioKey = posted ? `posted-${state.attempt}` : JSON.stringify(fromStore);

  return (
    <form
      action={formAction}
      className={styles.form}
      noValidate
      aria-label={variant?.label ?? "Request a quote"}
      data-attempt={state.attempt}
      data-ready={live ? "true" : undefined}
    >
      <ErrorSummary errors={state.errors} formError={state.formError} order={FIELD_ORDER} />
      <fieldset className={styles.group} key={`contact-${state.attempt}`}>
        <legend>Your contact details</legend>
        <ContactFields values={posted ?? {}} errors={state.errors} focus={focus} messageLabel="Anything we should know? (optional)" />
      </fieldset>

      <fieldset className={`${styles.group} ${styles.restorable}`} key={scenarioKey}>
        <legend>Your scenario</legend>
        <p className="field-hint">{variant?.scenarioHint ?? "Filled in from your calculator. Change anything that is not right: we quote on what you send."}</p>
        <ScenarioFields scenario={scenario} errors={state.errors} focus={focus} states={states} />
      </fieldset>

      <div key={`consent-${state.attempt}`}>
        <ConsentField consent={consent} defaultChecked={posted?.consent === "on"} error={state.errors.consent?.[0]} focus={focus === "consent"} />
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
