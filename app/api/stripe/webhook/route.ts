import { connection } from "next/server";

import { getDatabase } from "@/lib/server/db/database";
import { handleStripeWebhook } from "@/lib/server/premium/membership-service";

/** Larger bodies are refused unread (Stripe's events are far smaller). */
const MAX_BODY_BYTES = 1024 * 1024;

// Stripe's webhook (issue 16): the raw body is what the signature covers, so it is read as text.
export async function POST(request: Request): Promise<Response> {
  await connection();
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) {
    return Response.json({ error: "Payload too large." }, { status: 413, headers: { "cache-control": "no-store" } });
  }
  const payload = await request.text();
  if (payload.length > MAX_BODY_BYTES) return Response.json({ error: "Payload too large." }, { status: 413, headers: { "cache-control": "no-store" } });
  const { db } = await getDatabase();
  const result = await handleStripeWebhook(db, payload, request.headers.get("stripe-signature"));
  return Response.json(result.body, { status: result.status, headers: { "cache-control": "no-store" } });
}
