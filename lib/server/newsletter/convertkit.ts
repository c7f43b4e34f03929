import "server-only";

import { z } from "zod";

/**
 * The email-marketing service's forms API, ConvertKit v3 style
 * (https://developers.kit.com/api-reference/v3/forms): `POST {origin}/v3/forms/{formId}/subscribe`
 * with JSON `{ api_key, email, first_name? }`, answered with
 * `{ subscription: { id, state, created_at, subscriber: { id } } }`. `state` is `active` when the
 * address is on the list, `inactive` while the service's own confirmation email is pending.
 * Errors are an HTTP status with `{ error, message }` (401 a bad key, 404 an unknown form, 422
 * bad data, 429 too many requests, 5xx the service's own trouble).
 */

/** Where and how to subscribe (from the environment: lib/server/newsletter/newsletter-service.ts). */
export interface ConvertKitSettings {
  /** API origin, e.g. https://api.convertkit.com. */
  readonly apiUrl: string;
  /** The path's version segment ("v3"). */
  readonly apiVersion: string;
  readonly apiKey: string;
  readonly formId: string;
  /** Gives up after this long (ms); the visitor is waiting. */
  readonly timeoutMs?: number;
}

/** The service refused the address itself (HTTP 422): the visitor should check it. */
export class EmailMarketingRejectedError extends Error {
  constructor(readonly detail: string) {
    super(`The email-marketing service refused the address: ${detail}`);
    this.name = "EmailMarketingRejectedError";
  }
}

/** The service could not be reached, or failed for a reason of its own or of our configuration. */
export class EmailMarketingUnavailableError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "EmailMarketingUnavailableError";
  }
}

const subscribeResponseSchema = z.object({
  subscription: z.object({
    id: z.number(),
    state: z.string(),
    subscriber: z.object({ id: z.number() }),
  }),
});

const errorResponseSchema = z.object({ error: z.string().optional(), message: z.string().optional() });

/** A subscription as the site uses it (the transport shape stays in this file). */
export interface ServiceSubscription {
  readonly subscriptionId: number;
  readonly subscriberId: number;
  /** On the list now (`active`), or waiting for the service's confirmation email. */
  readonly confirmed: boolean;
}

async function errorDetail(response: Response): Promise<string> {
  const parsed = errorResponseSchema.safeParse(await response.json().catch(() => null));
  const detail = parsed.success ? [parsed.data.error, parsed.data.message].filter(Boolean).join(": ") : "";
  return detail || `HTTP ${response.status}`;
}

/**
 * Subscribes `email` to the configured form.
 *
 * @throws EmailMarketingRejectedError on HTTP 422 (the address or data refused)
 * @throws EmailMarketingUnavailableError when the service is unreachable, times out, or answers
 *   anything else that is not a subscription (401 key, 404 form, 429, 5xx, an unexpected body)
 */
export async function subscribeToForm(settings: ConvertKitSettings, email: string, firstName?: string): Promise<ServiceSubscription> {
  const url = new URL(`/${encodeURIComponent(settings.apiVersion)}/forms/${encodeURIComponent(settings.formId)}/subscribe`, settings.apiUrl);
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", accept: "application/json" },
      body: JSON.stringify({ api_key: settings.apiKey, email, ...(firstName ? { first_name: firstName } : {}) }),
      signal: AbortSignal.timeout(settings.timeoutMs ?? 8000),
      cache: "no-store",
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new EmailMarketingUnavailableError(`The email-marketing service could not be reached: ${reason}`);
  }
  if (response.status === 422) throw new EmailMarketingRejectedError(await errorDetail(response));
  if (!response.ok) {
    throw new EmailMarketingUnavailableError(`The email-marketing service answered ${response.status}: ${await errorDetail(response)}`, response.status);
  }
  const parsed = subscribeResponseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new EmailMarketingUnavailableError("The email-marketing service answered with an unexpected body.", response.status);
  const { subscription } = parsed.data;
  return { subscriptionId: subscription.id, subscriberId: subscription.subscriber.id, confirmed: subscription.state === "active" };
}
