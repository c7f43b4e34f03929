"use client";

import { useSearchParams } from "next/navigation";

import { IntentLink } from "@/components/layout/intent-link";
import { useSignedIn } from "@/lib/session/use-session";

/**
 * Notices above the sign-in and sign-up forms: the account was just deleted (`?deleted=1`),
 * or this browser is already signed in.
 */
export function AccountNotice() {
  const params = useSearchParams();
  const signedIn = useSignedIn();
  if (params.get("deleted") === "1") {
    return (
      <p className="notice" role="status">
        Your account and its data were deleted.
      </p>
    );
  }
  if (signedIn) {
    return (
      <p className="notice">
        You are already signed in. <IntentLink href="/profile/">Go to your profile</IntentLink>
      </p>
    );
  }
  return null;
}
