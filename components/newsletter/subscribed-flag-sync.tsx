"use client";

import { useEffect } from "react";

import { emailSubscribedFlag } from "@/lib/calculator/flags";

/**
 * Records in browser storage what a newsletter page learned on the server (confirmed:
 * subscribed; unsubscribed: not), so the subscribe forms on later visits say the right thing.
 */
export function SubscribedFlagSync({ subscribed }: { subscribed: boolean }) {
  useEffect(() => {
    emailSubscribedFlag.write(subscribed);
  }, [subscribed]);
  return null;
}
