"use server";

import { redirect } from "next/navigation";

import { getDatabase } from "@/lib/server/db/database";
import { unsubscribeFromNewsletter } from "@/lib/server/newsletter/newsletter-service";

/**
 * The unsubscribe button: unsubscribes the link's address and shows the page again (a 303
 * without JavaScript), which then says so. An invalid token changes nothing.
 */
export async function unsubscribeNewsletter(form: FormData): Promise<void> {
  const token = form.get("token");
  if (typeof token !== "string") redirect("/newsletter/unsubscribe/");
  const { db } = await getDatabase();
  await unsubscribeFromNewsletter(db, token);
  redirect(`/newsletter/unsubscribe/?token=${encodeURIComponent(token)}`);
}
