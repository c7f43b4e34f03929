/** The documented value that switches an optional integration off. */
export const INTEGRATION_OFF = "off";

/** True when an integration's variable holds a real value (not missing, empty or `off`). */
export function isIntegrationOn(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== "" && value.trim() !== INTEGRATION_OFF;
}
