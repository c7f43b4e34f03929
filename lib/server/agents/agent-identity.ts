import "server-only";

import type { ApprovedAgentIdentity } from "@/lib/server/db/schema";

/**
 * The fields that say who an agent is. The operator checks them before the profile is shown
 * (`npm run agents:review`): creating a profile, or changing any of them, takes it off the
 * directory until approved. The other fields (bio, photo, phone, counties...) need no review.
 */
export const IDENTITY_FIELDS = [
  { field: "name", label: "Name" },
  { field: "brokerage", label: "Brokerage" },
  { field: "licenseNumber", label: "Licence number" },
  { field: "licenseState", label: "Licensing state" },
  { field: "mlsAgentId", label: "MLS agent id" },
] as const satisfies readonly { field: keyof ApprovedAgentIdentity; label: string }[];

/** One identity field that differs from what was approved (`before` null: never approved). */
export interface IdentityChange {
  readonly field: keyof ApprovedAgentIdentity;
  readonly label: string;
  readonly before: string | null;
  readonly after: string | null;
}

/** The identity a row (or the values about to be written) carries. */
export function identityOf(row: {
  name: string;
  brokerage: string;
  licenseNumber: string;
  licenseState: string;
  listAgentKey: string | null;
}): ApprovedAgentIdentity {
  return { name: row.name, brokerage: row.brokerage, licenseNumber: row.licenseNumber, licenseState: row.licenseState, mlsAgentId: row.listAgentKey };
}

/** The fields of `current` that differ from `approved` (every field when nothing was approved). */
export function identityChanges(approved: ApprovedAgentIdentity | null, current: ApprovedAgentIdentity): IdentityChange[] {
  return IDENTITY_FIELDS.flatMap(({ field, label }) => {
    const before = approved ? approved[field] : null;
    const after = current[field];
    return approved && before === after ? [] : [{ field, label, before, after }];
  });
}

/** Whether two identities are the same, field for field. */
export function sameIdentity(a: ApprovedAgentIdentity | null, b: ApprovedAgentIdentity): boolean {
  return a !== null && identityChanges(a, b).length === 0;
}
