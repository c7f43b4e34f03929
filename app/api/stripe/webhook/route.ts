import { connection } from "next/server";

import { getDatabase } from "@/lib/server/db/database";
import { handleStripeWebhook } from "@/lib/server/premium/membership-service";

// Stripe's webhook (issue 16): the raw body is what the signature covers, so it is read as text.
export async function POST(request: Request): Promise<Response> {
  await connection();
  const payload = await request.text();
  const { db } = await getDatabase();
  const result = await handleStripeWebhook(db, payload, request.headers.get("stripe-signature"));
  return Response.json(result.body, { status: result.status, headers: { "cache-control": "no-store" } });
}
