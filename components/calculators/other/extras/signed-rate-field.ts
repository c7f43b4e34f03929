/**
 * A yearly rate that may be negative (home prices or an index falling), typed in percent and held
 * as a fraction; kept within -50%..50%. Text that is not a number keeps the current value.
 */
import { parsePercent, roundHalfUp } from "@/lib/mortgage/sanitize";

import type { ExtraField } from "./extra-fields";

export function signedRateField(initial: number): ExtraField<number> {
  return {
    initial,
    read: (text) => {
      const parsed = parsePercent(text);
      if (!parsed.ok) return null;
      return roundHalfUp(Math.min(50, Math.max(-50, parsed.value)) / 100, 6);
    },
    write: (value) => String(roundHalfUp(value * 100, 4)),
  };
}

/** A decimal count within [min, max] to `decimals` places (discount points: 1.25). */
export function decimalField(initial: number, min: number, max: number, decimals: number): ExtraField<number> {
  return {
    initial,
    read: (text) => {
      const parsed = parsePercent(text);
      return parsed.ok ? roundHalfUp(Math.min(max, Math.max(min, parsed.value)), decimals) : null;
    },
    write: (value) => String(value),
  };
}
