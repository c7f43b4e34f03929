import { HONEYPOT_FIELD } from "@/lib/leads/limits";

/**
 * The honeypot (lib/leads/lead-schema.ts HONEYPOT_FIELD): a text field people never see or reach
 * (off screen, hidden from assistive technology, out of the tab order, autofill off). Bots that
 * fill every field fill it, and the server then drops the request while answering "sent".
 */
export function HoneypotField() {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={`lead-${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <input id={`lead-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
