// Types of body-limits.mjs for the TypeScript code.
export const BODY_LIMITS: Readonly<{ stripeWebhook: number; graphql: number; other: number }>;
export function bodyLimitFor(pathname: string): number;
