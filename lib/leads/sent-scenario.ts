/**
 * The scenario of a sent request, carried in the confirmation's address so that the page can say
 * what was sent (a Server Action's redirect, with or without JavaScript). Only the scenario's
 * figures travel: never the name, email, phone or message.
 */
import { describeScenario } from "./describe-scenario";
import { SCENARIO_FIELDS } from "./form-values";
import { leadScenarioSchema } from "./lead-schema";

const PREFIX = "scenario.";

/** `sent=1` and the posted scenario fields (`scenario.price`...), for the redirect. */
export function sentScenarioQuery(form: FormData): URLSearchParams {
  const query = new URLSearchParams({ sent: "1" });
  for (const field of SCENARIO_FIELDS) {
    const value = form.get(`${PREFIX}${field}`);
    if (typeof value === "string" && value !== "") query.set(`${PREFIX}${field}`, value.slice(0, 100));
  }
  return query;
}

/**
 * The sent scenario as labelled lines ("Home price", "$420,000"), validated again by the lead
 * schema (the address may have been edited): null when it is missing or invalid.
 */
export function sentScenarioFromQuery(
  query: URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>,
): Array<readonly [string, string]> | null {
  const raw: Record<string, string> = {};
  for (const field of SCENARIO_FIELDS) {
    const name = `${PREFIX}${field}`;
    const value = query instanceof URLSearchParams ? query.get(name) : query[name];
    if (typeof value === "string") raw[field] = value;
  }
  const parsed = leadScenarioSchema.safeParse(raw);
  return parsed.success ? describeScenario(parsed.data) : null;
}
