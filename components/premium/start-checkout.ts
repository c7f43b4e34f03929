import { StartPremiumCheckoutDocument } from "@/graphql/generated/documents/membership";
import { getBrowserApolloClient } from "@/lib/apollo/browser-client";
import { describeError } from "@/lib/apollo/errors";

/** What starting Stripe Checkout gave: its page to go to, nothing, or the error to show. */
export type CheckoutStart = { url: string } | { url: null } | { error: string };

/**
 * Asks the API for a Stripe Checkout session for the signed-in user, through the tab's Apollo
 * client. Its own module, loaded when the visitor reaches for the button: Apollo is no part of
 * the premium page's first load.
 */
export async function startCheckout(): Promise<CheckoutStart> {
  try {
    // The client's errors come in the result (errorPolicy "all"); a network failure throws.
    const result = await getBrowserApolloClient().mutate({ mutation: StartPremiumCheckoutDocument });
    if (result.error) return { error: describeError(result.error) };
    return { url: result.data?.startPremiumCheckout.url ?? null };
  } catch (caught) {
    return { error: describeError(caught) };
  }
}
