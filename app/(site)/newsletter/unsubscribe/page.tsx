import { SiteLink } from "@/components/layout/site-link";
import { SubscribedFlagSync } from "@/components/newsletter/subscribed-flag-sync";
import { pageMetadata } from "@/lib/metadata";
import { getDatabase } from "@/lib/server/db/database";
import { findNewsletterSubscription } from "@/lib/server/newsletter/newsletter-service";

import { unsubscribeNewsletter } from "./actions";

export const metadata = pageMetadata("/newsletter/unsubscribe/", { robots: { index: false, follow: false } });

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /newsletter/unsubscribe/?token=: the link in every newsletter email. Opening it changes
 * nothing (mail scanners open links); the button does, with or without JavaScript.
 */
export default async function NewsletterUnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  const { token: param } = await searchParams;
  const token = typeof param === "string" ? param : null;
  const { db } = await getDatabase();
  const subscription = token ? await findNewsletterSubscription(db, token) : ({ status: "invalid" } as const);
  return (
    <div className="container prose">
      {subscription.status === "subscribed" ? (
        <>
          <h1>Unsubscribe from the newsletter</h1>
          <p>Stop sending the How Much Home? newsletter to {subscription.email}?</p>
          <form action={unsubscribeNewsletter}>
            <input type="hidden" name="token" value={token ?? ""} />
            <button type="submit" className="button">
              Unsubscribe
            </button>
          </form>
        </>
      ) : subscription.status === "unsubscribed" ? (
        <>
          <h1>You&apos;re unsubscribed</h1>
          <SubscribedFlagSync subscribed={false} />
          <p>We no longer send the newsletter to {subscription.email}. You can subscribe again at any time from the form below.</p>
        </>
      ) : (
        <>
          <h1>This link does not work</h1>
          <p>
            The unsubscribe link is incomplete. Open it again from the newsletter email, or write to us through the <a href="/contact/">contact form</a>.
          </p>
        </>
      )}
      <p>
        <SiteLink href="/blog/">Read the blog</SiteLink> · <SiteLink href="/">All calculators</SiteLink>
      </p>
    </div>
  );
}
