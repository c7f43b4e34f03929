// Types of admission.mjs for the TypeScript code.
export interface Admission {
  admit(start: () => unknown, gone?: () => boolean): boolean;
  stats(): { active: number; waiting: number };
}
export function createAdmission(options?: { limit?: number; perTurn?: number; holdMs?: number; maxWaiting?: number }): Admission;
