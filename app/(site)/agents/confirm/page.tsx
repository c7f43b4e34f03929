import { connection } from "next/server";

import { SiteLink } from "@/components/layout/site-link";
import { pageMetadata } from "@/lib/metadata";
import { confirmAgentEmail, isPublished } from "@/lib/server/agents/agent-service";
import { getDatabase } from "@/lib/server/db/database";

export const metadata = pageMetadata("/agents/confirm/", { robots: { index: false, follow: false } });

/** /agents/confirm/?token=: the link of the agent profile's confirmation email; publishes the profile once its identity is approved. */
export default async function AgentConfirmPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const { token } = await searchParams;
  const { db } = await getDatabase();
  const agent = typeof token === "string" ? await confirmAgentEmail(db, token) : null;
  return (
    <div className="container stack">
      {agent ? (
        <>
          <h1>Your agent profile is confirmed</h1>
          <p role="status">
            Thanks: requests from buyers will reach you at {agent.email}.{" "}
            {agent.identityReview !== "approved"
              ? "Your profile appears in the agents directory once we have checked your name, brokerage, licence and MLS agent id. We email you when it is done."
              : agent.hiddenAt
                ? "Your profile is hidden: show it again from your account when you are ready."
                : "Your profile is now in the agents directory."}
          </p>
          <p>
            {!isPublished(agent) ? null : (
              <>
                <SiteLink href={`/agents/${agent.hashid}/`} className="button">
                  See your profile
                </SiteLink>{" "}
              </>
            )}
            <SiteLink href="/profile/#agent-profile" className="button button-secondary">
              Manage it
            </SiteLink>
          </p>
        </>
      ) : (
        <>
          <h1>This link does not work</h1>
          <p>
            Confirmation links work for 72 hours and only once. The link may be incomplete, used already, or replaced by a newer one. Ask for a new link from
            the agent profile section of <SiteLink href="/profile/#agent-profile">your account</SiteLink>.
          </p>
        </>
      )}
    </div>
  );
}
