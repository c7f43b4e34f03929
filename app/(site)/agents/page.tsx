import { connection } from "next/server";

import { AgentsDirectory } from "@/components/agents/agents-directory";
import { PageStructuredData } from "@/components/seo/page-structured-data";
import { pageMetadata } from "@/lib/metadata";
import { readAgentSearch } from "@/lib/server/agents/agent-search-params";
import { searchAgents } from "@/lib/server/agents/agent-service";
import { getDatabase } from "@/lib/server/db/database";

export const metadata = pageMetadata("/agents/");

/** /agents/: the agents directory, rendered per request from the address (works without JavaScript). */
export default async function AgentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const search = readAgentSearch(await searchParams);
  const { db } = await getDatabase();
  const result = await searchAgents(db, search);
  return (
    <>
      <PageStructuredData path="/agents/" type="SearchResultsPage" />
      <div className="container stack">
        <h1>Find a real estate agent</h1>
        <p>
          Licensed agents who know the loans you are comparing: FHA, VA, USDA and first-time buyer programs. Search near a ZIP code, city or county, then send
          an agent your scenario from their profile. Are you an agent? <a href="/profile/#agent-profile">Create your profile</a>.
        </p>
        <AgentsDirectory search={search} result={result} />
      </div>
    </>
  );
}
