import { PlaceSelect } from "@/components/calculators/location/place-select";
import { SiteLink } from "@/components/layout/site-link";
import { AGENT_LANGUAGES, AGENT_SEARCH_RADIUS_MILES, AGENT_SPECIALITIES, optionLabel } from "@/lib/agents/options";
import { agentCountyOptions, agentStateOptions } from "@/lib/server/agents/agent-place";
import { agentSearchHref } from "@/lib/server/agents/agent-search-params";
import type { AgentPage, AgentSearch } from "@/lib/server/agents/agent-service";

import { AgentResult } from "./agent-result";
import styles from "./agents.module.css";

function summary(search: AgentSearch, result: AgentPage): string {
  const parts: string[] = [];
  if (search.speciality) parts.push(optionLabel(AGENT_SPECIALITIES, search.speciality));
  if (search.language) parts.push(`speaking ${optionLabel(AGENT_LANGUAGES, search.language)}`);
  if (search.name) parts.push(`named like “${search.name}”`);
  const where = search.place.point
    ? ` within ${AGENT_SEARCH_RADIUS_MILES} miles of ${search.place.label ?? "the place"}, nearest first`
    : search.place.label
      ? ` in ${search.place.label}`
      : " across the country";
  const count = result.total === 1 ? "1 agent" : `${result.total.toLocaleString("en-US")} agents`;
  return `${count}${parts.length ? ` (${parts.join(", ")})` : ""}${where}.`;
}

/**
 * The directory: a GET form (works without JavaScript; the place picker is the calculators'),
 * the count, one page of agents and the links to the other pages. A Server Component.
 */
export function AgentsDirectory({ search, result }: { search: AgentSearch; result: AgentPage }) {
  const lastPage = Math.max(1, Math.ceil(result.total / result.pageSize));
  return (
    <>
      <form method="get" action="/agents/" className={styles.form} role="search" aria-label="Find an agent">
        <div className={styles.wide}>
          <PlaceSelect
            idPrefix="agents"
            legend="Where you are buying"
            states={agentStateOptions()}
            state={search.place.state}
            counties={agentCountyOptions(search.place.state)}
            county={search.place.county}
            zip={search.place.zip}
            message={search.place.message}
            anyStateLabel="Any state"
            countyHint="Agents who serve it, and those nearby."
          />
        </div>
        <div className="field">
          <label htmlFor="agents-city">City (optional)</label>
          <input
            id="agents-city"
            name="city"
            type="text"
            autoComplete="address-level2"
            maxLength={80}
            defaultValue={search.place.city}
            aria-describedby="agents-city-hint"
          />
          <p id="agents-city-hint" className="field-hint">
            With the state, e.g. Austin in Texas.
          </p>
        </div>
        <div className="field">
          <label htmlFor="agents-name">Agent or brokerage name (optional)</label>
          <input id="agents-name" name="name" type="search" autoComplete="off" maxLength={80} defaultValue={search.name} />
        </div>
        <div className="field">
          <label htmlFor="agents-speciality">Speciality</label>
          <select id="agents-speciality" name="speciality" defaultValue={search.speciality}>
            <option value="">Any speciality</option>
            {AGENT_SPECIALITIES.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="agents-language">Language</label>
          <select id="agents-language" name="language" defaultValue={search.language}>
            <option value="">Any language</option>
            {AGENT_LANGUAGES.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.wide}>
          <button type="submit" className="button">
            Find agents
          </button>
        </div>
      </form>

      <p role="status" data-total={result.total}>
        {summary(search, result)}
        {result.total > result.pageSize ? ` Page ${result.page} of ${lastPage}.` : ""}
      </p>

      {result.items.length > 0 ? (
        <ul className={styles.results} aria-label="Agents">
          {result.items.map((agent, index) => (
            <AgentResult key={agent.hashid} agent={agent} eager={index < 2} />
          ))}
        </ul>
      ) : (
        <div className="notice">
          <p>No published agent matches this search. Try a wider place, another speciality or language, or fewer words of the name.</p>
        </div>
      )}

      {lastPage > 1 ? (
        <nav aria-label="Result pages" className={styles.pages}>
          {result.page > 1 ? (
            <SiteLink href={agentSearchHref(search, result.page - 1)} rel="prev">
              Previous page
            </SiteLink>
          ) : null}
          <span>
            Page {result.page} of {lastPage}
          </span>
          {result.page < lastPage ? (
            <SiteLink href={agentSearchHref(search, result.page + 1)} rel="next">
              Next page
            </SiteLink>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
