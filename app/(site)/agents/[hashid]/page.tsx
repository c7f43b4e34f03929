import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { AgentProfileView } from "@/components/agents/agent-profile-view";
import { agentPageMetadata, loadAgentPage } from "@/lib/server/agents/agent-page";

interface AgentPageProps {
  params: Promise<{ hashid: string }>;
}

// Rendered on an agent's first request and then served from Next's cache until the profile or a
// listing changes (docs/architecture.md, Caching). None is rendered at build time.
export async function generateStaticParams(): Promise<{ hashid: string }[]> {
  return [];
}

export async function generateMetadata({ params }: AgentPageProps): Promise<Metadata> {
  return agentPageMetadata((await params).hashid);
}

/**
 * /agents/{hashid}/: a published agent's profile (404 when unpublished), the same for every
 * visitor. An address with a scenario for the contact form, or the form's confirmation, is
 * rewritten by proxy.ts to the twin `contact/`, rendered per request.
 */
export default async function AgentPage({ params }: AgentPageProps) {
  const page = await loadAgentPage((await params).hashid);
  if (!page) notFound();
  return <AgentProfileView agent={page.agent} listings={page.listings} query={{}} sent={false} />;
}
