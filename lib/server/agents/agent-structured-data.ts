import "server-only";

import { absoluteUrl, type JsonLdObject } from "@/lib/seo/structured-data";
import { AGENT_LANGUAGES, AGENT_SPECIALITIES, optionLabel } from "@/lib/agents/options";
import { getState } from "@/lib/reference/states";

import type { AgentCard } from "./agent-service";

/**
 * schema.org `RealEstateAgent` of a profile page: name, photo, brokerage (`parentOrganization`),
 * telephone, the counties served (`areaServed` as AdministrativeArea), languages
 * (`knowsLanguage`), specialities (`knowsAbout`) and the licence (`hasCredential`).
 */
export function agentJsonLd(agent: AgentCard, path: string): JsonLdObject {
  const url = absoluteUrl(path);
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    "@id": `${url}#agent`,
    name: agent.name,
    url,
    ...(agent.photoUrl ? { image: absoluteUrl(agent.photoUrl) } : {}),
    ...(agent.phone ? { telephone: agent.phone } : {}),
    ...(agent.bio ? { description: agent.bio } : {}),
    parentOrganization: { "@type": "Organization", name: agent.brokerage },
    areaServed: agent.counties.map((c) => ({ "@type": "AdministrativeArea", name: `${c.name}, ${getState(c.state)?.name ?? c.state}` })),
    knowsLanguage: agent.languages.map((l) => optionLabel(AGENT_LANGUAGES, l)),
    knowsAbout: agent.specialities.map((s) => optionLabel(AGENT_SPECIALITIES, s)),
    hasCredential: {
      "@type": "EducationalOccupationalCredential",
      credentialCategory: "Real estate licence",
      identifier: agent.licenseNumber,
      recognizedBy: { "@type": "AdministrativeArea", name: getState(agent.licenseState)?.name ?? agent.licenseState },
    },
  };
}
