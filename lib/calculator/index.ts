/**
 * The calculator state, its rules and its share links: everything a Server Component may import.
 * The React provider and hooks are in `./provider` ("use client"); the consent and
 * email-subscribed hooks in `./consent-store` and `./email-subscribed`.
 */
export * from "./types";
export { defaultInputs, defaultData, emptyResults, DEFAULT_INCOME, DEFAULT_MONTHLY_DEBT } from "./defaults";
export * from "./transitions";
export * from "./scenario";
export { initialInputs, type PageStart } from "./initial";
export { createCalculatorStore, saveCalculatorInputs } from "./store";
export type { CalculatorActions, CalculatorState, CalculatorStore, CalculatorStoreOptions } from "./store";
export { CALCULATOR_STORAGE_VERSION, restoreInputs, migrateStoredInputs, calculatorStorage, inputsOf } from "./persistence";
export * from "./storage-keys";
export { CalculatorRestoreScript, CALCULATOR_RESTORE_SCRIPT, RESTORING_ATTRIBUTE, RESTORING_CSS, RESTORE_TIMEOUT_MS } from "./restore-script";
