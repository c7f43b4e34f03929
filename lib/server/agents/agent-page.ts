import "server-only";

import type { Metadata } from "next";
import { cache } from "react";

import type { ListingSummary } from "@/lib/listings/types";
import { cachedData } from "@/lib/server/cache/data-cache";
import { agentTag, LISTINGS_TAG } from "@/lib/server/cache/tags";
import { getDatabase } from "@/lib/server/db/database";
import { agentOgCard } from "@/lib/server/seo/og-cards";
import { SITE_NAME } from "@/lib/routes";
import { ogImage } from "@/lib/seo/og-image";

import { agentListings } from "./agent-listings";
import { getPublishedAgent, toAgentCard, type AgentCard } from "./agent-service";

/** What an agent's profile page shows, the same for every visitor. */
export interface AgentPageData {
  readonly agent: AgentCard;
  readonly listings: { readonly items: ListingSummary[]; readonly total: number };
}

/**
 * A published agent's page data (null when unknown or unpublished), once per request (metadata
 * and page both ask), from Next's data cache until the agent's row or a listing changes (their
 * tags expire with the write: docs/architecture.md, Caching).
 */
export const loadAgentPage = cache((hashid: string): Promise<AgentPageData | null> =>
  cachedData(["agent-page", hashid], [agentTag(hashid), LISTINGS_TAG], async () => {
    const { db } = await getDatabase();
    const agent = await getPublishedAgent(db, hashid);
    if (!agent) return null;
    return { agent: toAgentCard(agent), listings: await agentListings(db, agent) };
  }),
);

/** Title, description, canonical address and social cards of an agent's page. */
export async function agentPageMetadata(hashid: string): Promise<Metadata> {
  const page = await loadAgentPage(hashid);
  if (!page) return { title: "Agent not found", robots: { index: false, follow: false } };
  const { agent } = page;
  const path = `/agents/${agent.hashid}/`;
  const title = `${agent.name}, real estate agent${agent.isSample ? " (sample)" : ""}`;
  const description = `${agent.isSample ? "Sample profile of a fictional agent. " : ""}${agent.name} of ${agent.brokerage}, licensed in ${agent.licenseState}: areas served, specialities, languages and current listings. Send your mortgage scenario.`;
  const image = ogImage(path, agentOgCard(agent), `${title} | ${SITE_NAME}`);
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { type: "profile", siteName: SITE_NAME, locale: "en_US", title: `${title} | ${SITE_NAME}`, description, url: path, images: [image] },
    twitter: { card: "summary_large_image", title: `${title} | ${SITE_NAME}`, description, images: [{ url: image.url, alt: image.alt }] },
  };
}
