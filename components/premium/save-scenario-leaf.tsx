"use client";

import { useState, type ComponentType } from "react";

import { useSignedIn } from "@/lib/session/use-session";

import type { SaveScenarioFormProps } from "./save-scenario-form";

export interface SaveScenarioLeafProps {
  /** The calculator's link for the inputs in force ("/mortgage-calculator/?price=..."), read when saving. */
  readonly scenarioLink: () => string;
}

/**
 * "Save scenario" on a calculator, for signed-in visitors: a button whose form (and its API
 * call) loads on first press, so the calculator's first load carries neither.
 */
export function SaveScenarioLeaf({ scenarioLink }: SaveScenarioLeafProps) {
  const signedIn = useSignedIn();
  const [Form, setForm] = useState<ComponentType<SaveScenarioFormProps> | null>(null);
  const [failed, setFailed] = useState(false);
  if (!signedIn) return null;
  if (Form) return <Form scenarioLink={scenarioLink} />;
  return (
    <div className="no-print">
      <button
        type="button"
        className="button button-secondary"
        data-save-scenario="open"
        onClick={() => {
          import("./save-scenario-form").then(
            (module) => setForm(() => module.SaveScenarioForm),
            () => setFailed(true),
          );
        }}
      >
        Save scenario
      </button>
      {failed ? <p role="alert">The save form did not load. Check your connection and try again.</p> : null}
    </div>
  );
}
