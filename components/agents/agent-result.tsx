import { SiteLink } from "@/components/layout/site-link";
import { AGENT_LANGUAGES, AGENT_SPECIALITIES, optionLabel } from "@/lib/agents/options";
import type { AgentCard } from "@/lib/server/agents/agent-service";

import { AgentPhoto } from "./agent-photo";
import styles from "./agents.module.css";

/** One agent in the directory's results. */
export function AgentResult({ agent, eager }: { agent: AgentCard; eager: boolean }) {
  const areas = agent.counties.map((c) => `${c.name}, ${c.state}`);
  return (
    <li className={styles.agent} data-agent={agent.hashid} data-distance={agent.distanceMiles ?? ""}>
      <AgentPhoto name={agent.name} url={agent.photoUrl} eager={eager} />
      <div>
        <h2>
          <SiteLink href={`/agents/${agent.hashid}/`}>{agent.name}</SiteLink>
        </h2>
        {agent.isSample ? <p className={styles.sample}>Sample (fictional agent)</p> : null}
        <p>{agent.brokerage}</p>
        <p className={styles.meta}>
          {agent.distanceMiles !== null ? `${agent.distanceMiles.toFixed(1)} miles away · ` : ""}
          Serves {areas.slice(0, 3).join("; ")}
          {areas.length > 3 ? ` and ${areas.length - 3} more` : ""}
        </p>
        <p className={styles.meta}>Speaks {agent.languages.map((l) => optionLabel(AGENT_LANGUAGES, l)).join(", ") || "English"}</p>
        {agent.specialities.length > 0 ? (
          <ul className={styles.tags} aria-label="Specialities">
            {agent.specialities.map((s) => (
              <li key={s}>{optionLabel(AGENT_SPECIALITIES, s)}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
