import { connection } from "next/server";

import { BODY_LIMITS } from "@/lib/http/body-limits.mjs";
import { getDatabase } from "@/lib/server/db/database";
import { PayloadTooLargeError, readTextWithin } from "@/lib/server/http/read-body";
import { handleStripeWebhook } from "@/lib/server/premium/membership-service";

// Stripe's webhook (the premium tier's billing): the raw body is what the signature covers, so it is read as text.
export async function POST(request: Request): Promise<Response> {
  await connection();
  let payload: string;
  try {
    // Reading stops at the limit, chunked or not (a larger body is never held in memory).
    payload = await readTextWithin(request, BODY_LIMITS.stripeWebhook);
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return Response.json({ error: "Payload too large." }, { status: 413, headers: { "cache-control": "no-store" } });
    throw error;
  }
  const { db } = await getDatabase();
  const result = await handleStripeWebhook(db, payload, request.headers.get("stripe-signature"));
  return Response.json(result.body, { status: result.status, headers: { "cache-control": "no-store" } });
}
