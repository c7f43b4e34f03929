/**
 * The id of a calculator field when none is given: from its query parameter name ("f-price"),
 * else from its label ("f-tax-rate"). Deterministic rather than React's useId: a calculator is
 * hydrated as a root of its own (island.tsx), where useId would not give the ids the page's
 * server render gave. A name is unique in its form, and so is a label.
 *
 * @param name the field's query parameter name, if it has one
 * @param label the field's visible label
 */
export function fieldId(name: string | undefined, label: string): string {
  const key =
    name ??
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "");
  return `f-${key}`;
}
