import { leadFieldId } from "./lead-fields";

export interface ErrorSummaryProps {
  /** Field name → messages, in the order the fields appear. */
  errors: Readonly<Record<string, readonly string[]>>;
  /** A problem that belongs to no one field. */
  formError: string | null;
  /** Field names in form order (the summary lists errors in that order). */
  order: readonly string[];
}

/**
 * The list of problems above a form after a failed submission, each linking to its field: what
 * a visitor without JavaScript (or with a screen reader) sees first. Empty when all is well.
 */
export function ErrorSummary({ errors, formError, order }: ErrorSummaryProps) {
  const fields = order.filter((name) => errors[name]?.[0]);
  if (fields.length === 0 && !formError) return null;
  return (
    <div className="notice notice-error" role="alert">
      {formError ? <p>{formError}</p> : null}
      {fields.length > 0 ? (
        <>
          <p>
            <strong>Please correct {fields.length === 1 ? "this field" : `these ${fields.length} fields`} and send again:</strong>
          </p>
          <ul>
            {fields.map((name) => (
              <li key={name}>
                <a href={`#${leadFieldId(name)}`}>{errors[name]?.[0]}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
