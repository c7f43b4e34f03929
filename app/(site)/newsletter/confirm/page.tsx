import { SiteLink } from "@/components/layout/site-link";
import { SubscribedFlagSync } from "@/components/newsletter/subscribed-flag-sync";
import { pageMetadata } from "@/lib/metadata";
import { getDatabase } from "@/lib/server/db/database";
import { confirmNewsletterSubscription } from "@/lib/server/newsletter/newsletter-service";

export const metadata = pageMetadata("/newsletter/confirm/", { robots: { index: false, follow: false } });

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /newsletter/confirm/?token=: the double opt-in link of the confirmation email. */
export default async function NewsletterConfirmPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  const { db } = await getDatabase();
  const result = typeof token === "string" ? await confirmNewsletterSubscription(db, token) : ({ status: "invalid" } as const);
  return (
    <div className="container prose">
      {result.status === "confirmed" ? (
        <>
          <h1>You&apos;re subscribed</h1>
          <SubscribedFlagSync subscribed />
          <p>Thanks for confirming. The newsletter comes to {result.email}, at most once a week.</p>
          <p>
            Changed your mind? <a href={`/newsletter/unsubscribe/?token=${encodeURIComponent(result.unsubscribeToken)}`}>Unsubscribe</a>.
          </p>
        </>
      ) : (
        <>
          <h1>{result.status === "expired" ? "This link has expired" : "This link does not work"}</h1>
          <p>
            {result.status === "expired"
              ? "Confirmation links work for a week. Subscribe again with the form below and we send you a new one."
              : "The link is incomplete, was replaced by a newer one, or belongs to an address that unsubscribed. Subscribe again with the form below to get a new link."}
          </p>
        </>
      )}
      <p>
        <SiteLink href="/blog/">Read the blog</SiteLink> · <SiteLink href="/">All calculators</SiteLink>
      </p>
    </div>
  );
}
