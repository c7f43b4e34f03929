/** The id of a field's message element. */
export function errorId(fieldId: string): string {
  return `${fieldId}-error`;
}

/**
 * aria-invalid and aria-describedby for a field with messages (and its hint, when it has one),
 * so a screen reader reads the message with the field.
 */
export function errorProps(fieldId: string, messages: readonly string[] | undefined, hintId?: string): { "aria-invalid"?: true; "aria-describedby"?: string } {
  const invalid = messages !== undefined && messages.length > 0;
  const describedBy = [hintId, invalid ? errorId(fieldId) : undefined].filter(Boolean).join(" ");
  return { ...(invalid ? { "aria-invalid": true as const } : {}), ...(describedBy ? { "aria-describedby": describedBy } : {}) };
}

/** A field's validation messages (nothing when it has none). */
export function FieldError({ id, messages }: { id: string; messages: readonly string[] | undefined }) {
  if (!messages || messages.length === 0) return null;
  return (
    <p id={errorId(id)} className="field-error">
      {messages.join(" ")}
    </p>
  );
}
