import type { ConsentText } from "@/lib/leads/consent";

/** Consent for a request sent to one agent of the directory (the agent answers it, not the site). */
export const AGENT_CONSENT: ConsentText = {
  version: "agent-2026-01",
  text:
    "I agree that How Much Home? sends my details and scenario to this agent, and that the agent may contact me by email, " +
    "or by phone if I give a number, about this request. Both keep my details as the privacy policy describes. " +
    "Agreeing is not a condition of any purchase.",
};

/** What a visitor is told happens after contacting an agent. */
export const AGENT_NEXT_STEPS_TEXT: readonly string[] = [
  "The agent receives your request and your scenario by email right away and answers you directly, by the way you chose.",
  "How Much Home? does not charge you or the agent for this introduction. There is no obligation.",
];
