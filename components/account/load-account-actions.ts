/**
 * Loads the account actions (and with them Apollo) on first use: account forms render and
 * hydrate without the API client, which arrives while the visitor types.
 */
export function loadAccountActions() {
  return import("@/lib/apollo/account-actions");
}
