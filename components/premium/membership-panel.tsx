"use client";

import { useMutation } from "@apollo/client/react";
import { useEffect, useState } from "react";

import { IntentLink } from "@/components/layout/intent-link";
import { OpenBillingPortalDocument } from "@/graphql/generated/documents/membership";
import { describeError } from "@/lib/apollo/errors";
import { useQueryInSlices } from "@/lib/apollo/use-query-in-slices";
import { formatLongDate } from "@/lib/format/en-us";
import { storePlanHint } from "@/lib/premium/plan-hint";

import { MEMBERSHIP_QUERY } from "./membership-queries";

function dateText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date = new Date(value as string);
  return Number.isNaN(date.getTime()) ? null : formatLongDate(date, { utc: true });
}

/**
 * The profile's membership section: plan, status, renewal or end date, every subscription when
 * there are several, and the billing portal.
 * Mounted for a signed-in visitor only (profile-app.tsx). Rendered in a transition when the answer
 * comes, as the profile's cards are (profile-view.tsx).
 */
export function MembershipPanel() {
  const { data, error } = useQueryInSlices(MEMBERSHIP_QUERY.query, MEMBERSHIP_QUERY);
  const [openPortal, { loading }] = useMutation(OpenBillingPortalDocument);
  const [problem, setProblem] = useState<string | null>(null);
  // Back from Stripe Checkout: the membership starts when Stripe's webhook arrives (seconds). Read
  // once (the panel renders in the browser only).
  const [returned] = useState(() => typeof window !== "undefined" && new URLSearchParams(window.location.search).get("checkout") === "success");
  const membership = data?.me?.membership ?? null;
  const end = dateText(membership?.currentPeriodEnd);
  const noAds = membership?.noAds;
  // The profile refreshes the browser's plan hint (ads follow the plan on every page).
  useEffect(() => {
    if (noAds !== undefined) storePlanHint(noAds);
  }, [noAds]);
  return (
    <section aria-labelledby="membership-heading" className="stack" data-membership={membership?.plan ?? ""}>
      <h2 id="membership-heading">Membership</h2>
      {error ? <p className="notice notice-error">{describeError(error)}</p> : null}
      {membership ? (
        <>
          <p>
            Plan: <strong>{membership.plan === "PREMIUM" ? "Premium" : "Free"}</strong>
            {membership.status ? ` (subscription ${membership.status.replace(/_/g, " ")})` : ""}
          </p>
          {returned && membership.plan === "FREE" ? (
            <p role="status">
              Thank you: your payment went through. Premium starts as soon as Stripe confirms it, usually within seconds; reload this page to see it.
            </p>
          ) : null}
          {end ? <p>{membership.plan === "PREMIUM" && !membership.cancelAtPeriodEnd ? `Renews on ${end}.` : `Premium ends (or ended) on ${end}.`}</p> : null}
          {membership.plan === "FREE" ? (
            <p>
              <IntentLink href="/premium/">See what premium adds</IntentLink>. Your <IntentLink href="/saved-scenarios/">saved scenarios</IntentLink> stay yours
              on any plan.
            </p>
          ) : (
            <p>
              <IntentLink href="/saved-scenarios/">Your saved scenarios, reports and comparisons</IntentLink>
            </p>
          )}
          {membership.subscriptions.length > 1 ? (
            <>
              <p>You have {membership.subscriptions.length} subscriptions (for instance two checkouts finished at once):</p>
              <ul aria-label="Your subscriptions">
                {membership.subscriptions.map((subscription, index) => {
                  const until = dateText(subscription.currentPeriodEnd);
                  return (
                    <li key={index}>
                      {subscription.premium ? "Active" : "Not active"}: subscription {subscription.status.replace(/_/g, " ")}
                      {until ? (subscription.premium && !subscription.cancelAtPeriodEnd ? `, renews on ${until}` : `, ends (or ended) on ${until}`) : ""}.
                    </li>
                  );
                })}
              </ul>
              <p>Cancel the ones you do not want from billing below, or ask us to refund a duplicate.</p>
            </>
          ) : null}
          {membership.canManageBilling ? (
            <p>
              <button
                type="button"
                className="button button-secondary"
                disabled={loading}
                onClick={() =>
                  void openPortal()
                    .then((result) => {
                      const url = result.data?.openBillingPortal.url;
                      if (url) window.location.assign(url);
                    })
                    .catch((caught: unknown) => setProblem(describeError(caught)))
                }
              >
                Manage billing (cancel or change card)
              </button>
            </p>
          ) : null}
          <p role="alert">{problem}</p>
        </>
      ) : (
        <p role="status">Loading your membership…</p>
      )}
    </section>
  );
}
