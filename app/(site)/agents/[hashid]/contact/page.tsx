import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";

import { AgentProfileView } from "@/components/agents/agent-profile-view";
import { agentPageMetadata, loadAgentPage } from "@/lib/server/agents/agent-page";

interface AgentContactPageProps {
  params: Promise<{ hashid: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: AgentContactPageProps): Promise<Metadata> {
  await connection();
  return agentPageMetadata((await params).hashid);
}

/**
 * The dynamic twin of /agents/{hashid}/ (proxy.ts rewrites here, same address in the browser)
 * for an address that carries a calculator scenario for the contact form, or the form's
 * confirmation (`sent=1`): rendered per request from the same cached profile.
 */
export default async function AgentContactPage({ params, searchParams }: AgentContactPageProps) {
  await connection();
  const [{ hashid }, query] = await Promise.all([params, searchParams]);
  const page = await loadAgentPage(hashid);
  if (!page) notFound();
  return <AgentProfileView agent={page.agent} listings={page.listings} query={query} sent={query.sent === "1"} />;
}
