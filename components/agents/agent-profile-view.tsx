import { stateOptions } from "@/lib/server/location/location-data";
import { LeadFormIsland } from "@/components/leads/lead-form-island";
import { ListingCard } from "@/components/listings/listing-card";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { submitAgentLead } from "@/components/agents/agent-lead-action";
import { AGENT_CONSENT } from "@/lib/agents/consent";
import { formatUsPhone } from "@/lib/agents/phone";
import { AGENT_LANGUAGES, AGENT_SPECIALITIES, SAMPLE_AGENT_NOTE, optionLabel } from "@/lib/agents/options";
import { initialInputs } from "@/lib/calculator/initial";
import { CalculatorRestoreScript } from "@/lib/calculator/restore-script";
import { hasScenario, parseScenario, type ScenarioSource } from "@/lib/calculator/scenario";
import { scenarioInArea } from "@/lib/leads/scenario-area";
import { scenarioValuesFromInputs } from "@/lib/leads/scenario-values";
import { sentScenarioFromQuery } from "@/lib/leads/sent-scenario";
import type { ListingSummary } from "@/lib/listings/types";
import { getState } from "@/lib/reference/states";
import type { AgentCard } from "@/lib/server/agents/agent-service";
import { agentJsonLd } from "@/lib/server/agents/agent-structured-data";

import { AgentPhoto } from "./agent-photo";
import { AgentRequestSent } from "./agent-request-sent";
import styles from "./agents.module.css";

export interface AgentProfileViewProps {
  readonly agent: AgentCard;
  readonly listings: { readonly items: readonly ListingSummary[]; readonly total: number };
  /** The page's query: a calculator scenario in it fills the contact form (docs/architecture.md, Scenario links). */
  readonly query: ScenarioSource;
  /** True right after a request was sent (the action's redirect): the confirmation stands in for the form. */
  readonly sent: boolean;
}

/** An agent's public profile: who, where, what, their listings and the contact form. */
export function AgentProfileView({ agent, listings, query, sent }: AgentProfileViewProps) {
  const path = `/agents/${agent.hashid}/`;
  const scenario = hasScenario(query) ? parseScenario(query) : null;
  const stateName = getState(agent.licenseState)?.name ?? agent.licenseState;
  const area = { state: agent.licenseState, counties: agent.counties };
  return (
    <div className="container stack">
      <Breadcrumbs
        items={[
          { name: "Home", path: "/" },
          { name: "Find a real estate agent", path: "/agents/" },
          { name: agent.name, path },
        ]}
      />
      <JsonLd data={agentJsonLd(agent, path)} />
      <div className={styles.profileHead}>
        <AgentPhoto name={agent.name} url={agent.photoUrl} large eager />
        <div className="stack">
          <h1>{agent.name}</h1>
          {agent.isSample ? (
            <p className="notice notice-warning" data-sample="true">
              {SAMPLE_AGENT_NOTE} Requests sent to sample agents go to a test address.
            </p>
          ) : null}
          <dl className={styles.facts}>
            <dt>Brokerage</dt>
            <dd>{agent.brokerage}</dd>
            <dt>Licence</dt>
            <dd>
              {agent.licenseNumber} ({stateName})
            </dd>
            {agent.phone ? (
              <>
                <dt>Phone</dt>
                <dd>
                  <a href={`tel:${agent.phone.replace(/[^+\d]/g, "")}`}>{formatUsPhone(agent.phone)}</a>
                </dd>
              </>
            ) : null}
            <dt>Languages</dt>
            <dd>{agent.languages.map((l) => optionLabel(AGENT_LANGUAGES, l)).join(", ")}</dd>
          </dl>
          <p>
            <a href="#contact" className="button">
              Contact {agent.name.split(" ")[0]}
            </a>
          </p>
        </div>
      </div>

      <section aria-labelledby="agent-areas">
        <h2 id="agent-areas">Areas served</h2>
        <ul>
          {agent.counties.map((c) => (
            <li key={c.fips}>
              <a href={`/agents/?county=${c.fips}`}>
                {c.name}, {getState(c.state)?.name ?? c.state}
              </a>
            </li>
          ))}
        </ul>
      </section>

      {agent.specialities.length > 0 ? (
        <section aria-labelledby="agent-specialities">
          <h2 id="agent-specialities">Specialities</h2>
          <ul className={styles.tags}>
            {agent.specialities.map((s) => (
              <li key={s}>{optionLabel(AGENT_SPECIALITIES, s)}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {agent.bio ? (
        <section aria-labelledby="agent-about">
          <h2 id="agent-about">About</h2>
          <p className={styles.bio}>{agent.bio}</p>
        </section>
      ) : null}

      <section aria-labelledby="agent-listings">
        <h2 id="agent-listings">Current listings</h2>
        {listings.items.length > 0 ? (
          <>
            <p>
              {listings.total === 1 ? "1 home" : `${listings.total} homes`} for sale listed by {agent.name}
              {listings.total > listings.items.length ? `, the ${listings.items.length} least expensive shown` : ""}.
            </p>
            <ul className={styles.listings} aria-label={`Homes listed by ${agent.name}`}>
              {listings.items.map((listing) => (
                <li key={listing.hashid}>
                  <ListingCard listing={listing} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>No homes for sale are listed by {agent.name} right now.</p>
        )}
      </section>

      {sent ? (
        <AgentRequestSent agent={agent} path={path} lines={sentScenarioFromQuery(query)} />
      ) : (
        <section aria-labelledby="contact-heading" id="contact">
          <h2 id="contact-heading">Contact {agent.name}</h2>
          <p>Send your details and your scenario: the agent sees your price, down payment, loan program and place, and answers by the way you choose.</p>
          {scenario ? null : <CalculatorRestoreScript />}
          <LeadFormIsland
            states={stateOptions()}
            sourcePage="/agents/"
            start={{ scenario }}
            initialScenario={scenarioInArea(scenarioValuesFromInputs(initialInputs({ scenario })), area)}
            consent={AGENT_CONSENT}
            variant={{
              action: submitAgentLead,
              label: `Contact ${agent.name}`,
              submitLabel: `Send my request to ${agent.name}`,
              hidden: { agent: agent.hashid },
              scenarioHint: "Filled in from your calculator. Change anything that is not right: the agent sees what you send.",
              area,
            }}
          />
        </section>
      )}
    </div>
  );
}
