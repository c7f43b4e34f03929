// Types of stripe-test-events.cjs for the TypeScript code.
export declare const TEST_STRIPE_ENV: Readonly<{
  STRIPE_SECRET_KEY: string;
  STRIPE_WEBHOOK_SECRET: string;
  STRIPE_PRICE_ID: string;
  STRIPE_API_URL: string;
}>;
export declare function signedSubscriptionCreated(userHashid: string, label: string): { payload: string; signature: string };
