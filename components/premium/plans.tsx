import { formatUsdDigits } from "@/lib/format/en-us";
import { PLAN_ALLOWANCES } from "@/lib/premium/plans";

import { CheckoutButton } from "./checkout-button";

/** What /premium/ needs from the server's configuration. */
export interface PlansProps {
  /** Premium's price, dollars a month (PREMIUM_PRICE_MONTHLY). */
  readonly monthlyPrice: number;
  /** Whether this site takes payments (Stripe configured). */
  readonly checkoutAvailable: boolean;
  /** `?checkout=canceled` after leaving Stripe Checkout. */
  readonly canceled: boolean;
}

const ROWS: readonly { feature: string; free: string; premium: string }[] = [
  { feature: "Every calculator, chart and home search", free: "Yes", premium: "Yes" },
  { feature: "Ads", free: "Shown (with your consent)", premium: "None" },
  { feature: "Saved scenarios", free: String(PLAN_ALLOWANCES.free.savedScenarios), premium: "Unlimited" },
  { feature: "Scenario reports (PDF)", free: "No", premium: "Yes" },
  { feature: "Compare scenarios side by side", free: "No", premium: `Up to ${PLAN_ALLOWANCES.premium.comparisonScenarios}` },
  { feature: "Email alerts when a saved home's price or status changes", free: "No", premium: "Yes, one email a day at most" },
  {
    feature: "Embeddable widgets",
    free: `${PLAN_ALLOWANCES.free.widgets}, with our name`,
    premium: `${PLAN_ALLOWANCES.premium.widgets}, unbranded if you like`,
  },
];

/** The plans side by side, and how to join (server-rendered). */
export function Plans({ monthlyPrice, checkoutAvailable, canceled }: PlansProps) {
  const price = formatUsdDigits(monthlyPrice, Number.isInteger(monthlyPrice) ? 0 : 2, 2);
  return (
    <div className="stack">
      {canceled ? (
        <p className="notice" role="status">
          Checkout was canceled: nothing was charged.
        </p>
      ) : null}
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Free and premium plans">
        <table>
          <caption>Free and premium, side by side</caption>
          <thead>
            <tr>
              <th scope="col">Feature</th>
              <th scope="col">Free ($0)</th>
              <th scope="col">Premium ({price} a month)</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                <td>{row.free}</td>
                <td>{row.premium}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {checkoutAvailable ? (
        <>
          <h2>Go premium</h2>
          <p>
            Premium costs {price} a month, billed monthly by Stripe until you cancel. Cancel any time from your profile: you keep premium until the end of the
            month you paid for, and you keep your saved scenarios after that.
          </p>
          <CheckoutButton />
        </>
      ) : (
        <>
          <h2>Premium is not for sale right now</h2>
          <p className="notice" role="status" data-checkout="unavailable">
            Premium cannot be bought on this site right now. Everything in the free column above works as it is, no account needed.
          </p>
        </>
      )}
    </div>
  );
}
