import "server-only";

import { and, asc, eq } from "drizzle-orm";

import { countyByFips } from "@/lib/reference/counties";
import { listStates } from "@/lib/reference/states";
import type { SearchDoc } from "@/lib/search/types";
import { schema, type Database } from "@/lib/server/db/client";

import { publishedCondition } from "./agent-service";

/** "Real estate agents in Texas" for every state: the directory searched by state. */
function stateDocs(): SearchDoc[] {
  return listStates().map((s) => ({
    id: `agents:${s.abbr}`,
    kind: "agent",
    title: `Real estate agents in ${s.name}`,
    url: `/agents/?state=${s.abbr}`,
    description: `Find a licensed agent in ${s.name}: FHA, VA, USDA and first-time buyer specialists, by city, county or ZIP code.`,
    keywords: ["agent", "agents", "realtor", "realtors", "real estate agent", s.name],
    codes: [],
    weight: 0.5,
  }));
}

/**
 * The agents directory's documents for the site search (lib/server/search EXTRA_SEARCH_SOURCES):
 * a directory entry per state, and every published agent who is a real person (their name,
 * brokerage and counties). The generated sample agents are left out: they are demonstration
 * data, found through the directory, and thousands of them would swell the header's index.
 */
export async function agentSearchDocs(db: Database): Promise<SearchDoc[]> {
  const A = schema.agents;
  const rows = await db
    .select({ hashid: A.hashid, name: A.name, brokerage: A.brokerage, counties: A.counties, licenseState: A.licenseState })
    .from(A)
    .where(and(publishedCondition(), eq(A.isSample, false)))
    .orderBy(asc(A.name))
    .limit(5000);
  const agents: SearchDoc[] = rows.map((row) => {
    const counties = row.counties.flatMap((fips) => {
      const c = countyByFips(fips);
      return c ? [`${c.name}, ${c.state}`] : [];
    });
    return {
      id: `agent:${row.hashid}`,
      kind: "agent",
      title: row.name,
      url: `/agents/${row.hashid}/`,
      description: `Real estate agent, ${row.brokerage}. Serves ${counties.slice(0, 3).join("; ") || row.licenseState}.`,
      keywords: [row.brokerage, "agent", "realtor", ...counties],
    };
  });
  return [...stateDocs(), ...agents];
}
