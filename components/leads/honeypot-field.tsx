import { HONEYPOT_FIELD } from "@/lib/leads/limits";

/**
 * The honeypot (lib/leads/lead-schema.ts HONEYPOT_FIELD): a text field people never see or reach
 * (off screen, hidden from assistive technology, out of the tab order, autofill off). Bots that
 * fill every field fill it, and the server then drops the request while answering "sent".
 *
 * @param idPrefix keeps the ids apart when one page has several forms
 */
export function HoneypotField({ idPrefix = "lead" }: { idPrefix?: string }) {
  // Pages with two forms (a post's subscribe form and the footer's) need one id each.
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
