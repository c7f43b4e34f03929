import { SiteLink } from "@/components/layout/site-link";
import { FocusOnArrival } from "@/components/ui/focus-on-arrival";
import type { AgentCard } from "@/lib/server/agents/agent-service";

export interface AgentRequestSentProps {
  readonly agent: Pick<AgentCard, "name">;
  /** The profile's path: "send another request" reopens the form there. */
  readonly path: string;
  /** The scenario sent, as labelled lines (null when the address did not carry a valid one). */
  readonly lines: ReadonlyArray<readonly [string, string]> | null;
}

/**
 * Where an agent's contact form was: the confirmation of a sent request, what was sent and what
 * happens next. It replaces the form (a second send was one click away under the old notice),
 * and takes the focus, with JavaScript, or the address's #contact-sent scrolls to it.
 */
export function AgentRequestSent({ agent, path, lines }: AgentRequestSentProps) {
  return (
    <section aria-labelledby="contact-sent" id="contact" className="notice stack" data-sent="true">
      <h2 id="contact-sent" tabIndex={-1}>
        Your request was sent to {agent.name}
      </h2>
      <p>We emailed you a copy of your request.</p>
      {lines ? (
        <>
          <h3>What you sent</h3>
          <p>Your contact details and this scenario:</p>
          <ul>
            {lines.map(([label, value]) => (
              <li key={label}>
                {label}: {value}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3>What happens next</h3>
      <ul>
        <li>{agent.name} reads your request and answers you directly, by the way you chose.</li>
        <li>No answer within two business days? Check your spam folder, or contact another agent in the directory.</li>
      </ul>
      <p>
        <SiteLink href={`${path}#contact`}>Send another request to {agent.name}</SiteLink> · <SiteLink href="/agents/">Back to the directory</SiteLink>
      </p>
      <FocusOnArrival targetId="contact-sent" />
    </section>
  );
}
