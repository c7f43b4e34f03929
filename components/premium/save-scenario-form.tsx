"use client";

import { useEffect, useId, useRef, useState } from "react";

import { accountFetch } from "@/lib/premium/account-fetch";

export interface SaveScenarioFormProps {
  readonly scenarioLink: () => string;
}

const SAVE = "mutation SaveScenario($input: SaveScenarioInput!) { saveScenario(input: $input) { hashid name } }";

/** The link's calculator slug and parameters, as saveScenario takes them. */
export function scenarioFromLink(link: string): { calcType: string; inputs: { name: string; value: string }[] } {
  const url = new URL(link, "http://local.invalid");
  const calcType = url.pathname.replace(/^\/+|\/+$/g, "");
  return { calcType, inputs: [...url.searchParams.entries()].map(([name, value]) => ({ name, value })) };
}

/** Names and saves the calculator's current scenario (loaded on demand by SaveScenarioLeaf). */
export function SaveScenarioForm({ scenarioLink }: SaveScenarioFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ text: string; error: boolean; limit?: boolean } | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);

  useEffect(() => input.current?.focus(), []);

  const onSubmit = async () => {
    // An empty name is said next to the field (the API would refuse it too; the browser's own
    // "required" bubble is easy to miss, so the form does not rely on it).
    if (name.trim() === "") {
      setNameError("Give the scenario a name to save it.");
      input.current?.focus();
      return;
    }
    setNameError(null);
    setBusy(true);
    const answer = await accountFetch<{ saveScenario: { name: string } }>(SAVE, { input: { name, ...scenarioFromLink(scenarioLink()) } });
    setBusy(false);
    if (answer.ok) setResult({ text: `Saved as "${answer.data.saveScenario.name}".`, error: false });
    else setResult({ text: answer.message, error: true, limit: answer.code === "PLAN_LIMIT" });
  };

  return (
    <form
      className="no-print stack"
      data-save-scenario="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-name`}>Name this scenario</label>
        <input
          id={`${id}-name`}
          ref={input}
          value={name}
          maxLength={80}
          required
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            if (nameError) setNameError(null);
          }}
        />
        {nameError ? (
          <p id={`${id}-name-error`} className="field-error">
            {nameError}
          </p>
        ) : null}
      </div>
      <p>
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Saving…" : "Save"}
        </button>
      </p>
      <div role="status" className={result?.error ? "notice notice-error" : undefined}>
        {result ? <p>{result.text}</p> : null}
        {result && !result.error ? (
          <p>
            <a href="/saved-scenarios/">See your saved scenarios</a>
          </p>
        ) : null}
        {result?.limit ? (
          <p>
            <a href="/premium/">See the plans</a>
          </p>
        ) : null}
      </div>
    </form>
  );
}
