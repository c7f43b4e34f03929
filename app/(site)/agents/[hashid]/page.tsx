import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";

import { AgentProfileView } from "@/components/agents/agent-profile-view";
import { SITE_NAME } from "@/lib/routes";
import { ogImage } from "@/lib/seo/og-image";
import { agentListings } from "@/lib/server/agents/agent-listings";
import { getPublishedAgent, toAgentCard } from "@/lib/server/agents/agent-service";
import { getDatabase } from "@/lib/server/db/database";
import { agentOgCard } from "@/lib/server/seo/og-cards";

interface AgentPageProps {
  params: Promise<{ hashid: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: AgentPageProps): Promise<Metadata> {
  await connection();
  const { hashid } = await params;
  const { db } = await getDatabase();
  const agent = await getPublishedAgent(db, hashid);
  if (!agent) return { title: "Agent not found", robots: { index: false, follow: false } };
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

/** /agents/{hashid}/: a published agent's profile (rendered per request; 404 when unpublished). */
export default async function AgentPage({ params, searchParams }: AgentPageProps) {
  await connection();
  const [{ hashid }, query] = await Promise.all([params, searchParams]);
  const { db } = await getDatabase();
  const agent = await getPublishedAgent(db, hashid);
  if (!agent) notFound();
  const listings = await agentListings(db, agent);
  return <AgentProfileView agent={toAgentCard(agent)} listings={listings} query={query} sent={query.sent === "1"} />;
}
