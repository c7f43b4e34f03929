import "server-only";

import { eq } from "drizzle-orm";

import { AGENT_CONSENT, AGENT_NEXT_STEPS_TEXT } from "@/lib/agents/consent";
import { isHoneypotFilled, quoteRequestSchema } from "@/lib/leads/lead-schema";
import { schema, type Database } from "@/lib/server/db/client";
import { InputError, parseInput } from "@/lib/server/errors";
import { recordLead, type LeadReceipt, type LeadRequestMeta } from "@/lib/server/leads/lead-service";
import { logger } from "@/lib/server/logger";

import { getPublishedAgent } from "./agent-service";

/**
 * A visitor's request to one published agent (the profile's contact form): the quote form's
 * schema (contact details, consent, scenario), its honeypot and its limits (recordLead), sent to
 * the agent's confirmed address and listed for the agent (agent_leads).
 *
 * @param rawInput the form's fields plus `agent` (the profile's hashid)
 * @throws InputError for bad fields or an agent that is not (or no longer) published
 * @throws RateLimitedError past the lead limits
 */
export async function contactAgent(db: Database, rawInput: unknown, meta: LeadRequestMeta): Promise<LeadReceipt> {
  if (isHoneypotFilled(rawInput)) {
    logger.info("agent lead dropped: honeypot filled");
    return { status: "ignored" };
  }
  const hashid = typeof rawInput === "object" && rawInput !== null ? (rawInput as { agent?: unknown }).agent : undefined;
  const agent = typeof hashid === "string" ? await getPublishedAgent(db, hashid) : null;
  if (!agent) throw new InputError({ agent: ["This agent's profile is no longer published. Choose another agent."] });
  const input = parseInput(quoteRequestSchema, rawInput);
  const receipt = await recordLead(
    db,
    input,
    {
      kind: "agent",
      recipient: { email: agent.email, name: agent.name },
      consent: AGENT_CONSENT,
      subject: "New request from the How Much Home? agents directory",
      receiptSubject: `Your request to ${agent.name} was sent`,
      nextSteps: AGENT_NEXT_STEPS_TEXT,
    },
    meta,
  );
  if (receipt.status === "received") {
    const [lead] = await db.select({ id: schema.leads.id }).from(schema.leads).where(eq(schema.leads.hashid, receipt.hashid)).limit(1);
    if (lead) await db.insert(schema.agentLeads).values({ agentId: agent.id, leadId: lead.id });
  }
  return receipt;
}
