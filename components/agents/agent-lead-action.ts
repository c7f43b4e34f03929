"use server";

import { redirect } from "next/navigation";

import { QUOTE_FORM_FIELDS, type LeadFormState } from "@/lib/leads/form-values";
import { sentScenarioQuery } from "@/lib/leads/sent-scenario";
import { contactAgent } from "@/lib/server/agents/agent-leads";
import { handleLeadForm } from "@/lib/server/leads/lead-form";

/** The fields an agent's contact form posts: the quote form's and the agent's hashid. */
const AGENT_FORM_FIELDS: readonly string[] = [...QUOTE_FORM_FIELDS, "agent"];

/**
 * An agent's contact form (useActionState): sends the request to the agent and opens the
 * profile with its confirmation in the form's place, carrying the scenario sent (a 303 without
 * JavaScript), or returns the form with its errors.
 */
export async function submitAgentLead(previous: LeadFormState, form: FormData): Promise<LeadFormState> {
  const outcome = await handleLeadForm(previous, form, AGENT_FORM_FIELDS, contactAgent);
  const agent = form.get("agent");
  if (outcome.sent && typeof agent === "string" && /^[A-Za-z0-9_-]{6,40}$/.test(agent))
    redirect(`/agents/${agent}/?${sentScenarioQuery(form).toString()}#contact-sent`);
  if (outcome.sent) redirect("/agents/");
  // The agent left the directory while the visitor typed: a message for the whole form.
  const { agent: agentErrors, ...fieldErrors } = outcome.state.errors;
  if (agentErrors?.[0]) return { ...outcome.state, errors: fieldErrors, formError: agentErrors[0] };
  return outcome.state;
}
