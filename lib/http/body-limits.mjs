// The most bytes of request body each path may send, enforced while the body streams in by the
// HTTP server (scripts/next-server.mjs) before any of it is buffered, and by the routes that read
// a body (lib/server/http/read-body.ts). Plain JavaScript so that the server script runs it as is.

const MIB = 1024 * 1024;

export const BODY_LIMITS = Object.freeze({
  /** Stripe's events are far smaller. */
  stripeWebhook: 1 * MIB,
  /** One 5 MB image (lib/server/uploads) plus room for the multipart envelope and variables. */
  graphql: 5 * MIB + 512 * 1024,
  /** Server Actions (the forms) and every other path: Next's serverActions.bodySizeLimit. */
  other: 1 * MIB,
});

const GRAPHQL_PATH = /^(?:\/api)?\/graphql\/?$/;
const STRIPE_WEBHOOK_PATH = /^\/api\/stripe\/webhook\/?$/;

/**
 * The body limit, in bytes, of a request to `pathname`.
 *
 * @param {string} pathname
 * @returns {number}
 */
export function bodyLimitFor(pathname) {
  if (GRAPHQL_PATH.test(pathname)) return BODY_LIMITS.graphql;
  if (STRIPE_WEBHOOK_PATH.test(pathname)) return BODY_LIMITS.stripeWebhook;
  return BODY_LIMITS.other;
}
